import SceneGraph

/// One piece of a document for libxml2 to parse on its own: a run of the root's content with
/// the root's start tag before it and its end tag after it, as copies, so that the piece is a
/// document of its own with the same namespaces in scope. The first piece starts at the
/// document's first byte (the XML declaration, the prolog and the real start tag); the last
/// ends at its last byte (the real end tag and what follows it).
struct DocumentPiece: Sendable {
    /// A run of ``text(of:)`` and where it comes from: bytes from `textStart` on are the document's
    /// from `originalStart` on.
    struct Run: Sendable, Equatable {
        var textStart: Int
        var originalStart: Int
    }

    /// The document's bytes of the root's start tag, copied first (nil for the first piece).
    let startTag: Range<Int>?
    /// The document's bytes of this run of the root's content.
    let content: Range<Int>
    /// The root's end tag, copied last (nil for the last piece).
    let endTag: [UInt8]?
    /// The runs of ``text(of:)``, in order; the first starts at 0.
    let runs: [Run]

    /// The bytes libxml2 reads: the copied start tag, the content and the copied end tag.
    ///
    /// Made by the thread that parses the piece, not when the document is cut. Why: a piece is a
    /// copy of its share of the document, and made with the cut, every piece's copy (each page of
    /// it a page fault) was made by one thread before any parse began — ~8 ms of `check` of
    /// 10,000 scenes in one file (sampled, issue 26). `PiecewiseParseTests` checks the runs
    /// against the bytes.
    func text(of document: UnsafeBufferPointer<UInt8>) -> [UInt8] {
        var text: [UInt8] = []
        text.reserveCapacity((startTag?.count ?? 0) + content.count + (endTag?.count ?? 0))
        if let startTag { text += document[startTag] }
        text += document[content]
        if let endTag { text += endTag }
        return text
    }

    /// The document's offset of `offset` in ``text(of:)``: what the builder places elements,
    /// comments and text by. An offset in a copied end tag maps past the piece's content, where
    /// nothing else of the piece is placed.
    func originalOffset(of offset: Int) -> Int {
        Self.originalOffset(of: offset, in: runs)
    }

    /// ``originalOffset(of:)`` by a piece's runs.
    static func originalOffset(of offset: Int, in runs: [Run]) -> Int {
        var mapped = offset
        for run in runs where run.textStart <= offset {
            mapped = run.originalStart + (offset - run.textStart)
        }
        return mapped
    }
}

/// Where a large document is cut into pieces (``DocumentPiece``) that libxml2 can parse side by
/// side: before elements directly inside the root, found without parsing.
///
/// A cut is placed at the first line after an even share of the bytes that holds nothing but
/// the indentation of the root's first child and a start tag (`\n  <scene`). That finds the
/// root's children in any file indented as scenec and Xcode write them, at the cost of a search
/// for line breaks; a cut placed elsewhere (a file indented otherwise, a commented-out element)
/// makes a piece that is not well-formed, and the document is then read whole
/// (``PiecewiseParse``): a wrong cut costs time, never a wrong tree.
enum DocumentPieces {
    /// The pieces of `bytes`, at most `count`, or nil when no cut is found (a root without
    /// children on lines of their own, a document type declaration, a root that closes itself)
    /// or, when `evenly`, when a piece would be more than half again its share.
    static func cut(_ bytes: UnsafeBufferPointer<UInt8>, into count: Int, evenly: Bool = true) -> [DocumentPiece]? {
        guard count > 1, let root = rootStartTag(in: bytes), let indentation = childIndentation(in: bytes, after: root.tagEnd) else { return nil }
        var cuts: [Int] = []
        let content = bytes.count - root.tagEnd
        for share in 1..<count {
            let target = max(root.tagEnd + content / count * share, (cuts.last ?? root.tagEnd) + 1)
            guard let cut = lineStartingWithTag(in: bytes, from: target, indentation: indentation) else { break }
            cuts.append(cut)
        }
        // A cut far from its share (a root whose children are few and unequal, as a storyboard's
        // `<scenes>` and `<resources>`) would leave one core most of the work: parsed whole.
        let bounds = [root.tagEnd] + cuts + [bytes.count]
        let share = content / (cuts.count + 1)
        guard !cuts.isEmpty, !evenly || zip(bounds, bounds.dropFirst()).allSatisfy({ $1 - $0 <= share + share / 2 }) else { return nil }
        let startTag = root.start..<root.tagEnd
        let endTag = Array("</".utf8) + Array(bytes[(root.start + 1)..<root.nameEnd]) + [UInt8(ascii: ">")]
        var pieces: [DocumentPiece] = []
        for index in 0..<(bounds.count - 1) {
            let (start, end) = (index == 0 ? 0 : bounds[index], bounds[index + 1])
            var runs: [DocumentPiece.Run] = []
            var length = 0
            if index > 0 {
                runs.append(DocumentPiece.Run(textStart: 0, originalStart: root.start))
                length = startTag.count
            }
            runs.append(DocumentPiece.Run(textStart: length, originalStart: start))
            length += end - start
            if end < bytes.count {
                runs.append(DocumentPiece.Run(textStart: length, originalStart: end))
            }
            pieces.append(DocumentPiece(startTag: index > 0 ? startTag : nil, content: start..<end,
                                        endTag: end < bytes.count ? endTag : nil, runs: runs))
        }
        return pieces
    }

    /// The root's start tag: where its `<` is, where its name ends, and the offset after its `>`;
    /// nil for a document type declaration or a root that closes itself.
    static func rootStartTag(in bytes: UnsafeBufferPointer<UInt8>) -> (start: Int, nameEnd: Int, tagEnd: Int)? {
        let scanner = MarkupScanner(bytes: bytes)
        var index = 0
        while let open = firstIndex(of: MarkupScanner.lessThan, in: bytes, from: index) {
            if scanner.looking(at: MarkupScanner.commentOpen, from: open) {
                index = scanner.index(after: MarkupScanner.commentClose, from: open + MarkupScanner.commentOpen.count)
            } else if scanner.looking(at: MarkupScanner.piOpen, from: open) {
                index = scanner.index(after: MarkupScanner.piClose, from: open + MarkupScanner.piOpen.count)
            } else {
                guard open + 1 < bytes.count, isNameStart(bytes[open + 1]) else { return nil }
                var nameEnd = open + 1
                while nameEnd < bytes.count, !isNameEnd(bytes[nameEnd]) { nameEnd += 1 }
                guard let tag = XMLTagScan.end(ofTagAt: open, in: bytes), !tag.selfClosing else { return nil }
                return (open, nameEnd, tag.end)
            }
        }
        return nil
    }

    /// The spaces and tabs before the root's first child (an element, a comment, a processing
    /// instruction), when it starts a line of its own.
    static func childIndentation(in bytes: UnsafeBufferPointer<UInt8>, after tagEnd: Int) -> [UInt8]? {
        var index = tagEnd
        var lineStart: Int?
        while index < bytes.count, MarkupScanner.isSpace(bytes[index]) {
            if bytes[index] == UInt8(ascii: "\n") { lineStart = index + 1 }
            index += 1
        }
        guard let lineStart, index + 1 < bytes.count, bytes[index] == UInt8(ascii: "<"), bytes[index + 1] != UInt8(ascii: "/") else { return nil }
        let indentation = Array(bytes[lineStart..<index])
        return indentation.allSatisfy { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") } ? indentation : nil
    }

    /// The offset of the `<` of the first line from `offset` on that is `indentation` and a start tag.
    static func lineStartingWithTag(in bytes: UnsafeBufferPointer<UInt8>, from offset: Int, indentation: [UInt8]) -> Int? {
        var index = offset
        while let lineBreak = firstIndex(of: UInt8(ascii: "\n"), in: bytes, from: index) {
            let tag = lineBreak + 1 + indentation.count
            index = lineBreak + 1
            guard tag + 1 < bytes.count, bytes[tag] == UInt8(ascii: "<"), isNameStart(bytes[tag + 1]) else { continue }
            if indentation.indices.allSatisfy({ bytes[lineBreak + 1 + $0] == indentation[$0] }) { return tag }
        }
        return nil
    }

    /// Whether `byte` can start an element's name (an ASCII letter, `_`, `:` or part of a non-ASCII character).
    static func isNameStart(_ byte: UInt8) -> Bool {
        ByteScan.isASCIILetter(byte) || byte == UInt8(ascii: "_") || byte == UInt8(ascii: ":") || byte >= 0x80
    }

    private static func isNameEnd(_ byte: UInt8) -> Bool {
        MarkupScanner.isSpace(byte) || byte == UInt8(ascii: ">") || byte == UInt8(ascii: "/")
    }

    private static func firstIndex(of byte: UInt8, in bytes: UnsafeBufferPointer<UInt8>, from offset: Int) -> Int? {
        var position = offset
        while position < bytes.count {
            if bytes[position] == byte { return position }
            position += 1
        }
        return nil
    }
}
