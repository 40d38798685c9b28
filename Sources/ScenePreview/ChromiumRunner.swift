import Foundation

/// Takes screenshots of HTML with headless Chromium, for `scenec preview`'s png output.
///
/// Chromium is looked up on `PATH` by scenec itself (as `chromium`, `chromium-browser`,
/// `google-chrome` or `google-chrome-stable`) and started directly, without a shell, with a
/// fresh profile in a temporary folder that is removed afterwards. A run that takes longer than
/// the timeout is killed.
public struct ChromiumRunner: Sendable {
    /// Why a screenshot failed.
    public enum Failure: Error, CustomStringConvertible, Equatable {
        /// No Chromium executable in any folder of `PATH`.
        case notFound
        /// Chromium ran and failed, or wrote no PNG.
        case failed(status: Int32, message: String)
        /// Chromium did not finish in time.
        case timedOut(seconds: Int)
        /// The screenshot would be larger than Chromium captures.
        case tooLarge(width: Int, height: Int)
        /// Chromium could not be started, or its files could not be written or read.
        case io(String)

        public var description: String {
            switch self {
            case .notFound:
                "cannot find Chromium on PATH (looked for \(ChromiumRunner.names.joined(separator: ", "))); png output needs it "
                    + "(install the 'chromium' package, e.g. apt-get install chromium); svg and html need nothing"
            case .failed(let status, let message):
                "chromium failed with exit status \(status)" + (message.isEmpty ? "" : ": \(message)")
            case .timedOut(let seconds):
                "chromium did not finish within \(seconds) seconds"
            case .tooLarge(let width, let height):
                "the drawing is \(width)×\(height) pixels, more than the \(ChromiumRunner.maximumSide) Chromium captures on a side; "
                    + "choose one scene with --scene, or write svg or html"
            case .io(let message):
                message
            }
        }
    }

    /// The executable names looked for, in order.
    public static let names = ["chromium", "chromium-browser", "google-chrome", "google-chrome-stable"]
    /// The largest width or height captured.
    public static let maximumSide = 16384

    /// The Chromium executable.
    public var executable: URL

    /// Creates a runner for a Chromium executable.
    public init(executable: URL) {
        self.executable = executable
    }

    /// The runner for the first of ``names`` found in the folders of `PATH`; empty entries are skipped.
    public static func locate(environment: [String: String] = ProcessInfo.processInfo.environment) throws(Failure) -> ChromiumRunner {
        let folders = (environment["PATH"] ?? "").split(separator: ":").filter { !$0.isEmpty }
        for name in names {
            for folder in folders {
                let candidate = URL(fileURLWithPath: String(folder)).appendingPathComponent(name)
                var isDirectory: ObjCBool = false
                if FileManager.default.fileExists(atPath: candidate.path, isDirectory: &isDirectory), !isDirectory.boolValue,
                   FileManager.default.isExecutableFile(atPath: candidate.path) {
                    return ChromiumRunner(executable: candidate)
                }
            }
        }
        throw .notFound
    }

    /// A PNG of `html` in a `width`×`height` pixel window, at one pixel per CSS pixel.
    public func screenshot(html: String, width: Int, height: Int, timeout: TimeInterval = 90) throws(Failure) -> Data {
        guard width <= Self.maximumSide, height <= Self.maximumSide else { throw .tooLarge(width: width, height: height) }
        let manager = FileManager.default
        let folder = manager.temporaryDirectory.appendingPathComponent("scenec-chromium-\(UUID().uuidString)")
        do {
            try manager.createDirectory(at: folder, withIntermediateDirectories: true)
        } catch {
            throw .io("cannot create a temporary folder: \(error.localizedDescription)")
        }
        defer { try? manager.removeItem(at: folder) }
        let page = folder.appendingPathComponent("preview.html")
        let output = folder.appendingPathComponent("preview.png")
        let errors = folder.appendingPathComponent("stderr")
        var arguments = [
            "--headless", "--disable-gpu", "--no-first-run", "--no-default-browser-check", "--disable-extensions",
            "--hide-scrollbars", "--force-device-scale-factor=1", "--user-data-dir=\(folder.appendingPathComponent("profile").path)",
            "--window-size=\(max(1, width)),\(max(1, height))", "--screenshot=\(output.path)",
        ]
        if geteuid() == 0 { arguments.append("--no-sandbox") }  // Chromium refuses to run as root with its sandbox
        arguments.append(page.absoluteString)
        let process = Process()
        do {
            try Data(html.utf8).write(to: page)
            try Data().write(to: errors)
            let errorHandle = try FileHandle(forWritingTo: errors)
            defer { try? errorHandle.close() }
            process.executableURL = executable
            process.arguments = arguments
            process.currentDirectoryURL = folder
            process.standardInput = FileHandle.nullDevice
            process.standardOutput = FileHandle.nullDevice
            process.standardError = errorHandle
            try process.run()
            let deadline = Date().addingTimeInterval(timeout)
            while process.isRunning, Date() < deadline { Thread.sleep(forTimeInterval: 0.02) }
            if process.isRunning {
                process.terminate()
                let grace = Date().addingTimeInterval(2)
                while process.isRunning, Date() < grace { Thread.sleep(forTimeInterval: 0.02) }
                if process.isRunning { kill(process.processIdentifier, SIGKILL) }
                process.waitUntilExit()
                throw Failure.timedOut(seconds: Int(timeout))
            }
            process.waitUntilExit()
        } catch let failure as Failure {
            throw failure
        } catch {
            throw .io("cannot run \(executable.path): \(error.localizedDescription)")
        }
        let png = try? Data(contentsOf: output)
        guard process.terminationReason == .exit, process.terminationStatus == 0, let png,
              png.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) else {
            let message = (try? String(decoding: Data(contentsOf: errors), as: UTF8.self)) ?? ""
            let lastLines = message.split(separator: "\n").suffix(3).joined(separator: " | ")
            throw .failed(status: process.terminationStatus, message: png == nil ? "no screenshot written; \(lastLines)" : lastLines)
        }
        return png
    }
}
