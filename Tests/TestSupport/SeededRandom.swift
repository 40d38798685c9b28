/// A seeded random number generator (SplitMix64) for the property and equivalence tests: the same
/// seed gives the same sequence on every run and machine, so a failure can be run again.
public struct SeededRandom: RandomNumberGenerator, Sendable {
    private var state: UInt64

    /// A generator whose sequence `seed` decides.
    public init(seed: UInt64) { state = seed }

    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A number in `0..<bound` (`bound` > 0).
    public mutating func below(_ bound: Int) -> Int {
        Int(next() % UInt64(bound))
    }

    /// One of `values` (not empty).
    public mutating func pick<T>(_ values: [T]) -> T {
        values[below(values.count)]
    }

    /// A text of fewer than `count` of `pieces`, each picked at random, joined: random paths, names
    /// and documents of a chosen vocabulary.
    public mutating func text(of pieces: [String], fewerThan count: Int) -> String {
        (0..<below(count)).map { _ in pick(pieces) }.joined()
    }
}
