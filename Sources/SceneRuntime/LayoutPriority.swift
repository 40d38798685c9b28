import Foundation
import SceneLayout

/// A layout priority, 1 to 1000 (UIKit's `UILayoutPriority`): SceneLayout's type, with UIKit's
/// spellings added (`LayoutPriority(rawValue:)`, `.required - 1`, `.defaultHigh + 1`).
///
/// The constants are UIKit's: `.required` (1000), `.defaultHigh` (750), `.defaultLow` (250)
/// and `.fittingSizeLevel` (50). Values outside 1…1000 are clamped.
public typealias LayoutPriority = SceneLayout.LayoutPriority

extension SceneLayout.LayoutPriority {
    /// Creates a priority from UIKit's `Float` raw value (clamped to 1…1000).
    public init(rawValue: Float) {
        self.init(Double(rawValue))
    }

    /// The priority `rhs` points higher (clamped), e.g. `.defaultLow + 1`.
    public static func + (lhs: LayoutPriority, rhs: Float) -> LayoutPriority {
        LayoutPriority(lhs.rawValue + Double(rhs))
    }

    /// The priority `rhs` points lower (clamped), e.g. `.required - 1`.
    public static func - (lhs: LayoutPriority, rhs: Float) -> LayoutPriority {
        LayoutPriority(lhs.rawValue - Double(rhs))
    }
}
