import ArgumentParser
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import SceneCompiler
import SceneFormatter
import SceneGraph

extension ScenecCommands {
    /// `scenec format`: scene files in their canonical layout.
    public struct Format: ParsableCommand {
        public init() {}

        public static let configuration = CommandConfiguration(
            commandName: "format",
            abstract: "Lay scene files out canonically: attribute order, indentation, line wrapping; comments kept.",
            discussion: """
                Rewrites each file in place, atomically and only when its layout changes; folders are searched \
                for .scene files. The graph a file describes never changes, and formatting twice changes nothing \
                more. A file with errors is left as it is, and its diagnostics go to standard error. The rules: \
                docs/SceneFormat.md, "Canonical layout". With --check nothing is written: the files whose layout \
                would change are listed on standard output.

                Exit status: 0 done (with --check: every file is canonical), 1 errors in a file (with --check: or \
                a file would change), 2 usage or I/O failure.
                """
        )

        @OptionGroup var input: InputOptions

        @Flag(help: "Write nothing; list the files whose layout would change, and exit 1 if there are any (for CI).")
        var check = false

        @Flag(name: .shortAndLong, help: "Print nothing but diagnostics (and, with --check, the files that would change).")
        var quiet = false

        public func run() throws {
            var problems: [Diagnostic] = []  // usage and I/O: exit 2
            var diagnostics: [Diagnostic] = []  // errors in the files: exit 1
            var changed = false
            let storyboards = input.paths.filter { FilePath.fileExtension(of: $0) == "storyboard" }
            for storyboard in storyboards {
                problems.append(.error(
                    "\(storyboard): scenec format lays out scene files, not storyboards ('scenec convert' turns one into a scene file)",
                    at: nil, rule: InputCollector.Rule.unsupportedInput))
            }
            let paths = input.paths.filter { FilePath.fileExtension(of: $0) != "storyboard" }
            let (files, inputProblems) = paths.isEmpty ? ([], []) : InputCollector(extensions: ["scene"]).collect(paths)
            problems += inputProblems
            for file in files {
                switch Self.read(file) {
                case .problem(let problem) where problem.location == nil:
                    problems.append(problem)
                case .problem(let problem):
                    diagnostics.append(problem)
                case .text(let bytes, let text):
                    switch SceneFormatter().format(text, path: file) {
                    case .refused(let errors):
                        diagnostics += errors
                    case .formatted(let formatted) where !formatted.utf8.elementsEqual(bytes):
                        changed = true
                        if check {
                            print(file)
                        } else if let failure = Self.write(formatted, to: file) {
                            problems.append(failure)
                        } else if !quiet {
                            print("formatted \(file)")
                        }
                    case .formatted:
                        break
                    }
                }
            }
            report(problems + diagnostics.sorted(), limit: input.diagnosticLimit)
            if !problems.isEmpty { throw ExitCode(2) }
            if diagnostics.containsErrors || (check && changed) { throw ExitCode(1) }
        }

        /// A file's bytes and their text, or why not.
        enum ReadOutcome {
            case text([UInt8], String)
            /// Located for a file too large or not UTF-8 (an error in it), unlocated when it cannot be read.
            case problem(Diagnostic)
        }

        /// The bytes of `path` and their text, or the problem reading it.
        static func read(_ path: String) -> ReadOutcome {
            let start = SourceLocation(file: path, line: 1, column: 1)
            let bytes: [UInt8]
            switch Compiler().bytes(ofFile: path) {
            case .success(let read): bytes = read
            case .failure(let failure): return .problem(failure.diagnostic)
            }
            guard let text = String(validating: bytes, as: UTF8.self) else {
                let errors = Compiler().parse(bytes: bytes, path: path).diagnostics.filter { $0.severity == .error }
                return .problem(errors.first ?? .error("file is not valid UTF-8", at: start, rule: "xml-encoding"))
            }
            return .text(bytes, text)
        }

        /// Replaces the file at `path` (through any symbolic link) with `text`, atomically, keeping
        /// its permissions; the problem when that fails.
        static func write(_ text: String, to path: String) -> Diagnostic? {
            let target = URL(fileURLWithPath: path).resolvingSymlinksInPath()
            let permissions = try? FileManager.default.attributesOfItem(atPath: target.path)[.posixPermissions]
            do {
                _ = try OutputWriter(directory: target.deletingLastPathComponent()).write([(target.lastPathComponent, text)])
            } catch {
                return .error("cannot write \(path): \(error)", at: nil, rule: "io-write")
            }
            if let permissions {
                try? FileManager.default.setAttributes([.posixPermissions: permissions], ofItemAtPath: target.path)
            }
            return nil
        }
    }
}
