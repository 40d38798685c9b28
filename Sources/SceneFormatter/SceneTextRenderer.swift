import SceneCompiler

/// Writes an ``Outline`` as text, the canonical way:
///
/// - the XML declaration `<?xml version="1.0" encoding="UTF-8"?>`, then each element on lines of
///   its own, indented by `indentWidth` spaces per level; the root declares the namespace
///   (`xmlns`) and every element is written unprefixed;
/// - attributes in ``CanonicalAttributeOrder``, values double-quoted and escaped by
///   ``AttributeValueEscaping``; a start tag longer than `lineWidth` keeps its first attribute
///   on its line and puts each other one on a line of its own, aligned under the first — except
///   right after a `scenec:disable-next-line` directive, which covers one line;
/// - an element holding nothing is self-closing; else its end tag has a line of its own;
/// - a remark (comment or processing instruction) on a line of its own stays so, indented as
///   the elements beside it; one trailing markup on its line stays there, after one space; the
///   continuation lines of a remark spanning lines move with its first line, and lose their
///   trailing blanks;
/// - a blank line where the author left at least one between two items of one parent (or of
///   the document), none elsewhere; one line break at the end.
struct SceneTextRenderer {
    static let declaration = #"<?xml version="1.0" encoding="UTF-8"?>"#

    private let options: FormatOptions
    private var lines: [String] = []
    /// Whether the last line ends with a `scenec:disable-next-line` directive.
    private var lastLineEndsWithNextLineDirective = false

    /// The text of `outline`.
    static func render(_ outline: Outline, options: FormatOptions) -> String {
        var renderer = SceneTextRenderer(options: options)
        renderer.line(declaration)
        renderer.trail(outline.declarationTrailers)
        for item in outline.items {
            renderer.item(item, depth: 0, parent: nil)
        }
        return renderer.lines.joined(separator: "\n") + "\n"
    }

    private init(options: FormatOptions) {
        self.options = options
    }

    private mutating func item(_ item: OutlineItem, depth: Int, parent: String?) {
        if item.blankLineBefore { line("") }
        switch item.content {
        case .remark(let remark): ownLine(remark, depth: depth)
        case .element(let element): self.element(element, depth: depth, parent: parent)
        }
        trail(item.trailers)
    }

    private mutating func element(_ outlined: OutlineElement, depth: Int, parent: String?) {
        let element = outlined.element
        var attributes = CanonicalAttributeOrder.sorted(element.attributes.map { ($0.name, $0.value) }, of: element.name, parent: parent)
        if parent == nil, let namespace = element.namespaceURI {
            attributes.insert(("xmlns", namespace), at: 0)
        }
        startTag(element.name, attributes, selfClosing: outlined.isEmpty, depth: depth)
        guard !outlined.isEmpty else { return }
        trail(outlined.startTrailers)
        for child in outlined.children {
            item(child, depth: depth + 1, parent: element.name)
        }
        line(indentation(depth) + "</" + element.name + ">")
    }

    private mutating func startTag(_ name: String, _ attributes: [(name: String, value: String)], selfClosing: Bool, depth: Int) {
        let indentation = indentation(depth)
        let written = attributes.map { $0.name + "=\"" + AttributeValueEscaping.escaped($0.value) + "\"" }
        let close = selfClosing ? "/>" : ">"
        let oneLine = indentation + "<" + name + written.map { " " + $0 }.joined() + close
        if written.count < 2 || lastLineEndsWithNextLineDirective || oneLine.unicodeScalars.count <= options.lineWidth {
            line(oneLine)
            return
        }
        line(indentation + "<" + name + " " + written[0])
        let alignment = String(repeating: " ", count: indentation.count + 1 + name.unicodeScalars.count + 1)
        for (index, attribute) in written.enumerated().dropFirst() {
            line(alignment + attribute + (index == written.count - 1 ? close : ""))
        }
    }

    // MARK: Remarks

    private mutating func ownLine(_ remark: Remark, depth: Int) {
        let indentation = indentation(depth)
        let pieces = Self.lines(of: remark, at: indentation.unicodeScalars.count + 1)
        line(indentation + pieces[0])
        for piece in pieces.dropFirst() { line(piece) }
        lastLineEndsWithNextLineDirective = remark.isNextLineDirective
    }

    /// Writes `remarks` after the last line's markup, each after one space.
    private mutating func trail(_ remarks: [Remark]) {
        for remark in remarks {
            lines[lines.count - 1] += " "
            let pieces = Self.lines(of: remark, at: lines[lines.count - 1].unicodeScalars.count + 1)
            lines[lines.count - 1] += pieces[0]
            for piece in pieces.dropFirst() { line(piece) }
            lastLineEndsWithNextLineDirective = remark.isNextLineDirective
        }
    }

    /// The lines of `remark` written from `column`, delimiters included: its continuation lines
    /// move as far as its first line moved (losing no more than their leading blanks), and lose
    /// their trailing blanks — except the last one's, whose blanks place the closing delimiter.
    static func lines(of remark: Remark, at column: Int) -> [String] {
        let shift = column - remark.column
        var pieces = remark.text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        for index in pieces.indices {
            if index > 0 {
                if shift > 0 {
                    pieces[index] = String(repeating: " ", count: shift) + pieces[index]
                } else if shift < 0 {
                    let blanks = pieces[index].prefix { $0 == " " || $0 == "\t" }.count
                    pieces[index].removeFirst(min(blanks, -shift))
                }
            }
            if index < pieces.count - 1 {
                while let last = pieces[index].last, last == " " || last == "\t" { pieces[index].removeLast() }
            }
        }
        let (open, close) = remark.delimiters
        pieces[0] = open + pieces[0]
        pieces[pieces.count - 1] += close
        return pieces
    }

    // MARK: Lines

    private mutating func line(_ text: String) {
        lines.append(text)
        lastLineEndsWithNextLineDirective = false
    }

    private func indentation(_ depth: Int) -> String {
        String(repeating: " ", count: depth * options.indentWidth)
    }
}
