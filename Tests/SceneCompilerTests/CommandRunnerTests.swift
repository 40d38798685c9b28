import Foundation
import Testing
import TestSupport

/// The helper that runs commands in tests stops one that outlives its time limit, even one that
/// ignores SIGTERM, so a hang fails its test instead of stalling the run.
@Suite struct CommandRunnerTests {
    @Test func aCommandIgnoringTerminationIsKilledAtTheDeadline() throws {
        let shell = URL(fileURLWithPath: "/bin/sh")
        let result = try run(shell, ["-c", "trap '' TERM; exec sleep 600"], in: FileManager.default.temporaryDirectory, timeout: 0.5)
        #expect(result.timedOut)
        #expect(result.status == SIGKILL, "ended with \(result.status), not by SIGKILL")
    }
}
