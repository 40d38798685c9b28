import Foundation

/// Shows an image (UIKit's `UIImageView`).
@MainActor
open class ImageView: View {
    /// The image shown.
    open var image: Image?
    /// The image shown while highlighted.
    public var highlightedImage: Image?
    /// Whether the view is highlighted.
    public var isHighlighted = false

    /// Creates an image view showing `image`, sized to it.
    public convenience init(image: Image?) {
        self.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
        self.image = image
    }

    /// The image actually displayed in the current state.
    public var displayedImage: Image? {
        isHighlighted ? (highlightedImage ?? image) : image
    }
}
