import Foundation

/// An image reference (UIKit's `UIImage`). Headless: an image is its name and size; nothing
/// is decoded.
public final class Image: Equatable, Hashable, Sendable, CustomStringConvertible {
    /// The asset or symbol name, if the image was created from one.
    public let name: String?
    /// Whether `name` is an SF Symbol name.
    public let isSymbolImage: Bool
    /// The image's size in points.
    public let size: CGSize
    /// Pixels per point.
    public let scale: CGFloat

    /// An image from the asset catalog. Headless, any non-empty name resolves; an empty
    /// name returns `nil`.
    public convenience init?(named name: String) {
        guard !name.isEmpty else { return nil }
        self.init(name: name, isSymbolImage: false, size: .zero, scale: 1)
    }

    /// A system symbol image. An empty name returns `nil`.
    public convenience init?(systemName name: String) {
        guard !name.isEmpty else { return nil }
        self.init(name: name, isSymbolImage: true, size: .zero, scale: 1)
    }

    /// An unnamed image of `size`.
    public convenience init(size: CGSize, scale: CGFloat = 1) {
        self.init(name: nil, isSymbolImage: false, size: size, scale: scale)
    }

    private init(name: String?, isSymbolImage: Bool, size: CGSize, scale: CGFloat) {
        self.name = name
        self.isSymbolImage = isSymbolImage
        self.size = size
        self.scale = scale
    }

    public static func == (lhs: Image, rhs: Image) -> Bool {
        lhs.name == rhs.name && lhs.isSymbolImage == rhs.isSymbolImage && lhs.size == rhs.size && lhs.scale == rhs.scale
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(name)
        hasher.combine(isSymbolImage)
    }

    public var description: String {
        name.map { "Image(\($0))" } ?? "Image(\(size.width)x\(size.height))"
    }
}
