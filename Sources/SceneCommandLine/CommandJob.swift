/// What a command line asks `check`, `compile` or `lint` to do, as plain values, and doing it.
///
/// ArgumentParser's commands make one from what they parsed (`job`); ``CommonInvocation`` makes
/// one from the common command lines without making the commands. Why: making a command's
/// structure initializes its property wrappers, and that alone had the runtime check
/// `NameSpecification.Element: Hashable` and `InputOptions: ParsableArguments`, each a scan of
/// every conformance record of the process (~0.5 M instructions of a run, issue 26, round 25).
public protocol CommandJob: Sendable {
    /// Throws the error ArgumentParser would report for these settings (a `ValidationError`).
    func validate() throws
    /// Runs the command; throws `ExitCode` for a non-zero exit status.
    func run() throws
}
