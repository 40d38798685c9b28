/// How a presented controller covers the screen (UIKit's `UIModalPresentationStyle`).
public enum PresentationStyle: String, CaseIterable, Hashable, Sendable {
    case automatic, fullScreen, overFullScreen, pageSheet, formSheet
    case currentContext, overCurrentContext, popover, custom, none
}

/// The animation of a modal presentation (UIKit's `UIModalTransitionStyle`).
public enum TransitionStyle: String, CaseIterable, Hashable, Sendable {
    case coverVertical, flipHorizontal, crossDissolve, partialCurl
}

/// The control events an action can be bound to (UIKit's `UIControl.Event`).
public enum ControlEvent: String, CaseIterable, Hashable, Sendable {
    case touchDown, touchDownRepeat, touchDragInside, touchDragOutside, touchDragEnter, touchDragExit
    case touchUpInside, touchUpOutside, touchCancel
    case valueChanged, primaryActionTriggered, menuActionTriggered
    case editingDidBegin, editingChanged, editingDidEnd, editingDidEndOnExit
}

/// A horizontal or vertical size class.
public enum SizeClass: String, CaseIterable, Hashable, Sendable {
    case compact, regular
}

/// A popover arrow direction.
public enum ArrowDirection: String, CaseIterable, Hashable, Sendable {
    case up, down, left, right, any
}

/// A width and a height in points, written `320x480` in scene files.
public struct Size: Hashable, Sendable, CustomStringConvertible {
    /// Width in points.
    public var width: Double
    /// Height in points.
    public var height: Double

    /// Creates a size.
    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    /// Parses `WIDTHxHEIGHT` (non-negative finite numbers), or returns nil.
    public init?(parsing text: String) {
        let parts = text.split(separator: "x", omittingEmptySubsequences: false)
        guard parts.count == 2,
              let width = Double(parts[0].trimmingWhitespace), let height = Double(parts[1].trimmingWhitespace),
              width.isFinite, height.isFinite, width >= 0, height >= 0
        else { return nil }
        self.init(width: width, height: height)
    }

    /// `WIDTHxHEIGHT`, integers without a fraction.
    public var description: String { "\(Self.format(width))x\(Self.format(height))" }

    private static func format(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }
}

extension Substring {
    var trimmingWhitespace: Substring {
        var result = self
        while let first = result.first, first.isWhitespace { result.removeFirst() }
        while let last = result.last, last.isWhitespace { result.removeLast() }
        return result
    }
}
