import Testing

@testable import SceneGraph

/// What a one-shot run keeps is never released; nothing is kept until a run asks for it.
@Suite struct ProcessLifetimeTests {
    private final class Tracked: Sendable {}

    @Test func aKeeperThatIsOffReleasesWhatItIsGiven() {
        let keeper = ValueKeeper()
        weak var watched: Tracked?
        do {
            let value = Tracked()
            watched = value
            keeper.keep(value)
        }
        #expect(watched == nil)
        #expect(keeper.count == 0 && !keeper.isOn)
    }

    @Test func aKeeperThatIsOnKeepsWhatItIsGiven() {
        let keeper = ValueKeeper()
        keeper.turnOn()
        weak var watched: Tracked?
        do {
            let value = Tracked()
            watched = value
            keeper.keep([value])
        }
        #expect(watched != nil)
        #expect(keeper.count == 1 && keeper.isOn)
    }

    /// Tests, libraries and the language server load graph after graph: the process-wide keeper
    /// stays off unless a command-line run turns it on.
    @Test func theProcessKeepsNothingUnlessARunAsks() {
        #expect(!ProcessLifetime.keepsValuesUntilExit)
    }
}
