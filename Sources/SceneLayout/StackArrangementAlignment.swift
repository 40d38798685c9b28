extension StackConstraintBuilder {
    /// The constraints across the axis.
    ///
    /// - fill: the canvas's two edges pinned to the first view's, every other view's edges equal
    ///   to the first's.
    /// - leading / trailing / center: every view aligned with the first on that edge (centre);
    ///   the canvas pinned to the first view on that edge (centre) and to the spanner on the
    ///   others. The spanner covers every view (`≤` start, `≥` end, with `=` at 999.5 on the
    ///   aligned edge) and hugs them at 51, so the stack is as thick as its thickest view.
    /// - firstBaseline / lastBaseline (horizontal stacks): views' baselines aligned with the
    ///   first's; the canvas is the spanner's both ways; the spanner covers every view and is
    ///   flush (at 999.5) with the topmost view's top (bottommost view's bottom) — so in a stack
    ///   taller than its content the row sits at the top (bottom).
    ///
    /// Every alignment but fill also gives each view a zero thickness at 25
    /// (UISV-ambiguity-suppression) for views without a content size.
    mutating func addAlignment(arranged: [StackArrangement.ArrangedItem], visible: [Int], spanner: Int?) {
        let alignment = arrangement.effectiveAlignment
        let firstPosition = visible[0]
        let first = arranged[firstPosition].index
        let start = attribute(.start, .cross), end = attribute(.end, .cross)
        let center = attribute(.center, .cross), size = attribute(.size, .cross)
        let canvasStart = canvasAttribute(.start, .cross), canvasEnd = canvasAttribute(.end, .cross)

        // UISV-alignment: every other visible view against the first.
        let aligned: [LayoutAttribute] = switch alignment {
        case .fill: [start, end]
        case .leading: [start]
        case .trailing: [end]
        case .center: [center]
        case .firstBaseline: [.firstBaseline]
        case .lastBaseline: [.lastBaseline]
        }
        for position in visible.dropFirst() {
            for (part, attribute) in aligned.enumerated() {
                add(.alignment, position: position, part: part, first, attribute, .equal, arranged[position].index, attribute)
            }
        }

        guard let spanner else {
            // fill: the canvas's edges are the first view's.
            add(.canvasConnection, position: firstPosition, part: 2, stack, canvasStart, .equal, first, start)
            add(.canvasConnection, position: firstPosition, part: 3, stack, canvasEnd, .equal, first, end)
            return
        }

        // UISV-canvas-connection across the axis.
        switch alignment {
        case .leading:
            add(.canvasConnection, position: firstPosition, part: 2, stack, canvasStart, .equal, first, start)
            add(.canvasConnection, position: firstPosition, part: 3, stack, canvasEnd, .equal, spanner, end)
        case .trailing:
            add(.canvasConnection, position: firstPosition, part: 2, stack, canvasStart, .equal, spanner, start)
            add(.canvasConnection, position: firstPosition, part: 3, stack, canvasEnd, .equal, first, end)
        case .center:
            add(.canvasConnection, position: firstPosition, part: 2, stack, canvasStart, .equal, spanner, start)
            add(.canvasConnection, position: firstPosition, part: 3, stack, canvasEnd, .equal, spanner, end)
            add(.canvasConnection, position: firstPosition, part: 4, stack, canvasAttribute(.center, .cross), .equal, first, center)
        case .fill, .firstBaseline, .lastBaseline:
            add(.canvasConnection, position: firstPosition, part: 2, stack, canvasStart, .equal, spanner, start)
            add(.canvasConnection, position: firstPosition, part: 3, stack, canvasEnd, .equal, spanner, end)
        }

        // UISV-spanning-boundary: the spanner covers every visible view.
        let flushStart = alignment == .leading || alignment == .firstBaseline
        let flushEnd = alignment == .trailing || alignment == .lastBaseline
        for position in visible {
            let view = arranged[position].index
            if alignment != .leading {
                add(.spanningBoundary, position: position, spanner, start, .lessThanOrEqual, view, start)
            }
            if flushStart {
                add(.spanningBoundary, position: position, part: 1, spanner, start, .equal, view, start, priority: StackPriorities.spanningBoundary)
            }
            if alignment != .trailing {
                add(.spanningBoundary, position: position, part: 2, spanner, end, .greaterThanOrEqual, view, end)
            }
            if flushEnd {
                add(.spanningBoundary, position: position, part: 3, spanner, end, .equal, view, end, priority: StackPriorities.spanningBoundary)
            }
        }
        // UISV-spanning-fit: the spanner hugs the views.
        add(.spanningFit, position: 0, spanner, size, constant: 0, priority: StackPriorities.spanningFit)
        // The spanner's other direction follows the canvas, so that the guide is fully determined.
        add(.guidePlacement, position: 0, spanner, attribute(.start, .main), .equal, stack, canvasAttribute(.start, .main))
        add(.guidePlacement, position: 0, part: 1, spanner, attribute(.end, .main), .equal, stack, canvasAttribute(.end, .main))
        // UISV-ambiguity-suppression for the visible views (hidden ones get theirs when parked).
        for position in visible {
            add(.ambiguitySuppression, position: position, arranged[position].index, size, constant: 0, priority: StackPriorities.ambiguitySuppression)
        }
    }
}
