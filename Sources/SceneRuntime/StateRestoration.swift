import Foundation

/// State preservation and restoration (UIKit's, driven explicitly): save a window's
/// controller hierarchy and each object's encoded state as a versioned JSON archive, and
/// bring it back in a later launch.
///
/// ```swift
/// // Before quitting:
/// try StateRestoration.preserve(window: window, to: archiveURL)        // atomic write
/// // Next launch, before showing the window:
/// window.rootViewController = Main.storyboard.instantiateInitialViewController()
/// let report = StateRestoration.restore(from: archiveURL, into: window)
/// window.makeKeyAndVisible()
/// print(report)
/// ```
///
/// Only controllers with a `restorationIdentifier` are preserved, and only when every
/// controller above them (parents, presenting controllers) has one too. See
/// `StatePreserver`, `StateRestorer` and docs/Runtime.md for the rules.
@MainActor
public enum StateRestoration {
    /// An archive of `window`'s state (`application` defaults to the window's). Asks the
    /// delegate `shouldSaveApplicationState` (throws `.preservationDeclined` on `false`)
    /// and `willEncodeRestorableStateWith`, then preserves the hierarchy. Duplicate paths
    /// are reported through `RuntimeDiagnostics`; use `archive(window:application:)` for
    /// the full report.
    public static func preserve(window: Window, application: Application? = nil) throws -> Data {
        try archive(window: window, application: application).data
    }

    /// Writes the archive of `window`'s state to `url` atomically (a temporary file
    /// renamed into place, so a reader never sees half an archive) and returns what was
    /// preserved. Throws `.preservationDeclined` or the file system's error.
    @discardableResult
    public static func preserve(window: Window, application: Application? = nil, to url: URL) throws -> PreservationReport {
        let result = try archive(window: window, application: application)
        try result.data.write(to: url, options: .atomic)
        return result.report
    }

    /// The archive of `window`'s state and the report of what it holds.
    public static func archive(window: Window, application: Application? = nil) throws -> (data: Data, report: PreservationReport) {
        let application = application ?? window.application
        let appCoder = RestorationCoder(owner: "Application", identifierComponents: [])
        if let delegate = application.delegate {
            guard delegate.application(application, shouldSaveApplicationState: appCoder) else {
                throw StateRestorationError.preservationDeclined
            }
            delegate.application(application, willEncodeRestorableStateWith: appCoder)
        }
        var preserver = StatePreserver()
        preserver.preserve(root: window.rootViewController)
        let archive = StateArchive(format: StateArchive.formatName, version: StateArchive.currentVersion,
                                   application: appCoder.values, controllers: preserver.controllers)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        // Every value was JSON-encoded when it entered a coder, so encoding cannot fail here.
        let data = (try? encoder.encode(archive)) ?? Data()
        return (data, preserver.report)
    }

    /// Restores the state archived in `data` into `window` (`application` defaults to the
    /// window's: its delegate and registered restoration classes are used). A corrupt,
    /// truncated, foreign or newer archive changes nothing; the report's `error` says why.
    /// When the delegate's `shouldRestoreApplicationState` says no, nothing changes either.
    /// Restore before showing the window, as UIKit does; a shown window works too (the
    /// restored controllers then appear as they are put in place).
    @discardableResult
    public static func restore(from data: Data, into window: Window, application: Application? = nil) -> RestorationReport {
        let application = application ?? window.application
        var report = RestorationReport()
        let archive: StateArchive
        switch StateArchiveReader.read(data) {
        case let .success(value):
            archive = value
        case let .failure(error):
            report.error = error
            return report
        }
        let appCoder = RestorationCoder(owner: "Application", identifierComponents: [], values: archive.application)
        if let delegate = application.delegate, !delegate.application(application, shouldRestoreApplicationState: appCoder) {
            report.declinedByApplication = true
            return report
        }
        let restorer = StateRestorer(archive: archive, window: window, application: application)
        restorer.run(appCoder: appCoder)
        return restorer.report
    }

    /// Restores the archive stored at `url`; an unreadable file restores nothing
    /// (`.unreadable`).
    @discardableResult
    public static func restore(from url: URL, into window: Window, application: Application? = nil) -> RestorationReport {
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch {
            var report = RestorationReport()
            report.error = .unreadable("\(url.path): \(error.localizedDescription)")
            return report
        }
        return restore(from: data, into: window, application: application)
    }
}
