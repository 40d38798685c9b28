import SceneGraph

/// Layout in generated code, as a storyboard's nib would set it up: each view's designed frame,
/// autoresizing mask and content priorities as it is created; then, once the tree is built, the
/// tree's constraints created and activated together (UIKit's `NSLayoutConstraint.activate`),
/// with their priorities, identifiers and size-class variations.
enum LayoutStatements {
    /// The statements that set `view`'s own layout right after it is created (its designed frame
    /// is given at creation, ``frame(of:)``). `isRoot`: a controller's root view, which its
    /// container resizes and which no constraint of its own places.
    static func viewSettings(
        _ view: ViewNode, target: Expression, constrainedIDs: Set<String>, isRoot: Bool, context: TranslationContext
    ) -> [Statement] {
        let layout = view.layout
        var statements: [Statement] = []
        func set(_ property: SwiftIdentifier, _ value: Expression) { statements.append(target.dot(property).assigned(value)) }
        let translates = view.translatesAutoresizingMask(constrainedIDs: constrainedIDs)
        if translates, let mask = layout.autoresizingMask, !mask.isEmpty {
            set("autoresizingMask", .array(AutoresizingFlags.uikitFlagNames(of: mask).map { .implicitMember(SwiftIdentifier(derived: $0, fallback: "flexibleWidth")) }))
        }
        if !translates && !isRoot { set("translatesAutoresizingMaskIntoConstraints", .bool(false)) }
        let priorities: [(Double?, String, String)] = [
            (layout.horizontalHugging, "setContentHuggingPriority", "horizontal"),
            (layout.verticalHugging, "setContentHuggingPriority", "vertical"),
            (layout.horizontalCompressionResistance, "setContentCompressionResistancePriority", "horizontal"),
            (layout.verticalCompressionResistance, "setContentCompressionResistancePriority", "vertical"),
        ]
        for (value, method, axis) in priorities {
            guard let value, value.isFinite else { continue }
            statements.append(.expression(target.dot(SwiftIdentifier(derived: method, fallback: "setContentHuggingPriority")).called(
                Argument(nil, priority(value, context: context)),
                Argument("for", .implicitMember(SwiftIdentifier(derived: axis, fallback: "horizontal"))))))
        }
        if let margins = layout.layoutMargins {
            set("layoutMargins", Expression.type(context.rt("EdgeInsets")).called(
                Argument("top", .double(margins.top)), Argument("left", .double(margins.left)),
                Argument("bottom", .double(margins.bottom)), Argument("right", .double(margins.right))))
        }
        if let preserves = layout.preservesSuperviewLayoutMargins { set("preservesSuperviewLayoutMargins", .bool(preserves)) }
        if let insets = layout.insetsLayoutMarginsFromSafeArea { set("insetsLayoutMarginsFromSafeArea", .bool(insets)) }
        return statements
    }

    /// The designed frame as `CGRect(x:y:width:height:)` (what a view is created with), or nil.
    static func frame(of view: ViewNode) -> Expression? {
        guard let frame = view.layout.frame, frame != LayoutFrame(x: 0, y: 0, width: 0, height: 0) else { return nil }
        return .call(.type("Foundation.CGRect"), [
            Argument("x", .double(frame.x)), Argument("y", .double(frame.y)),
            Argument("width", .double(frame.width)), Argument("height", .double(frame.height)),
        ], trailingClosure: nil)
    }

    /// `SceneRuntime.LayoutPriority(rawValue: 750)`.
    static func priority(_ value: Double, context: TranslationContext) -> Expression {
        Expression.type(context.rt("LayoutPriority")).called(Argument("rawValue", .double(min(1000, max(1, value)))))
    }
}

extension AutoresizingFlags {
    /// UIKit's names of the flags in `mask` (`flexibleWidth`, …), in bit order.
    static func uikitFlagNames(of mask: AutoresizingFlags) -> [String] {
        let names: [(AutoresizingFlags, String)] = [
            (.flexibleLeftMargin, "flexibleLeftMargin"), (.flexibleWidth, "flexibleWidth"),
            (.flexibleRightMargin, "flexibleRightMargin"), (.flexibleTopMargin, "flexibleTopMargin"),
            (.flexibleHeight, "flexibleHeight"), (.flexibleBottomMargin, "flexibleBottomMargin"),
        ]
        return names.filter { mask.contains($0.0) }.map(\.1)
    }
}
