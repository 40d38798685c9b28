import Foundation

/// Shows an image (UIKit's `UIImageView`).
@MainActor
open class ImageView: View {
    /// The image shown.
    open var image: Image? { didSet { if image != oldValue { invalidateIntrinsicContentSize() } } }
    /// The image shown while highlighted.
    public var highlightedImage: Image?
    /// Whether the view is highlighted.
    public var isHighlighted = false

    /// Creates an image view showing `image`, sized to it.
    public convenience init(image: Image?) {
        self.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
        self.image = image
    }

    /// The image's size when it is known (an image made with a size), else none.
    open override var intrinsicContentSize: CGSize { IntrinsicSizes.image(image) }

    /// The image actually displayed in the current state.
    public var displayedImage: Image? {
        isHighlighted ? (highlightedImage ?? image) : image
    }
}
