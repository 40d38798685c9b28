/// Bounds the XML reader enforces, so that hostile input fails fast instead of exhausting memory.
public struct XMLLimits: Hashable, Sendable {
    /// The largest input accepted, in bytes.
    public var maxBytes: Int
    /// The deepest element nesting accepted.
    public var maxDepth: Int
    /// The most elements accepted in one document.
    public var maxElements: Int

    /// Creates limits.
    public init(maxBytes: Int, maxDepth: Int, maxElements: Int) {
        self.maxBytes = maxBytes
        self.maxDepth = maxDepth
        self.maxElements = maxElements
    }

    /// 32 MiB, depth 128, 250,000 elements: ten times the largest storyboards seen in real apps.
    public static let `default` = XMLLimits(maxBytes: 32 << 20, maxDepth: 128, maxElements: 250_000)
}
