import Foundation

/// A system font: a point size and a weight (UIKit's `UIFont`, as far as layout needs it).
/// Headless, every font is measured as the system font (San Francisco), by SceneLayout's
/// `TextMetrics`; a value type, where UIKit's is a class.
public struct Font: Hashable, Sendable {
    /// A font weight (UIKit's `UIFont.Weight`).
    public enum Weight: String, Hashable, Sendable, CaseIterable {
        case ultraLight, thin, light, regular, medium, semibold, bold, heavy, black
    }

    /// A text style of Dynamic Type (UIKit's `UIFont.TextStyle`), at the default (large) size.
    public enum TextStyle: String, Hashable, Sendable, CaseIterable {
        case largeTitle, title1, title2, title3, headline, subheadline, body, callout, footnote, caption1, caption2
    }

    /// The size in points.
    public var pointSize: CGFloat
    /// The weight.
    public var weight: Weight

    /// A font of `size` points and `weight`.
    public init(pointSize: CGFloat, weight: Weight = .regular) {
        self.pointSize = pointSize
        self.weight = weight
    }

    /// The system font of `fontSize` points (UIKit's `systemFont(ofSize:)`).
    public static func systemFont(ofSize fontSize: CGFloat) -> Font {
        Font(pointSize: fontSize)
    }

    /// The system font of `fontSize` points and `weight` (UIKit's `systemFont(ofSize:weight:)`).
    public static func systemFont(ofSize fontSize: CGFloat, weight: Weight) -> Font {
        Font(pointSize: fontSize, weight: weight)
    }

    /// The bold system font of `fontSize` points (UIKit's `boldSystemFont(ofSize:)`).
    public static func boldSystemFont(ofSize fontSize: CGFloat) -> Font {
        Font(pointSize: fontSize, weight: .bold)
    }

    /// The font of `style` at the default Dynamic Type size (UIKit's `preferredFont(forTextStyle:)`):
    /// large title 34, title 1 28, title 2 22, title 3 20, headline 17 semibold, body 17, callout 16,
    /// subheadline 15, footnote 13, caption 1 12, caption 2 11.
    public static func preferredFont(forTextStyle style: TextStyle) -> Font {
        switch style {
        case .largeTitle: Font(pointSize: 34)
        case .title1: Font(pointSize: 28)
        case .title2: Font(pointSize: 22)
        case .title3: Font(pointSize: 20)
        case .headline: Font(pointSize: 17, weight: .semibold)
        case .body: Font(pointSize: 17)
        case .callout: Font(pointSize: 16)
        case .subheadline: Font(pointSize: 15)
        case .footnote: Font(pointSize: 13)
        case .caption1: Font(pointSize: 12)
        case .caption2: Font(pointSize: 11)
        }
    }
}
