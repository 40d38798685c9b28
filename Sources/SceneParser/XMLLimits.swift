/// Bounds the XML reader enforces, so that hostile input fails fast instead of exhausting memory.
public struct XMLLimits: Hashable, Sendable {
    /// The largest input accepted, in bytes.
    public var maxBytes: Int
    /// The deepest element nesting accepted.
    public var maxDepth: Int
    /// The most elements accepted in one document.
    public var maxElements: Int
    /// The most attributes accepted on one element (real storyboards use fewer than 40); checked
    /// before libxml2 parses, whose cost grows with the square of a tag's attributes.
    public var maxAttributesPerElement: Int

    /// Creates limits.
    public init(maxBytes: Int, maxDepth: Int, maxElements: Int, maxAttributesPerElement: Int = 1_000) {
        self.maxBytes = maxBytes
        self.maxDepth = maxDepth
        self.maxElements = maxElements
        self.maxAttributesPerElement = maxAttributesPerElement
    }

    /// 32 MiB, depth 128, 250,000 elements, 1,000 attributes on an element: ten times the largest
    /// storyboards seen in real apps, and twenty-five times their most attributed element.
    public static let `default` = XMLLimits(maxBytes: 32 << 20, maxDepth: 128, maxElements: 250_000, maxAttributesPerElement: 1_000)
}
