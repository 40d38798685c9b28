import SceneGraph

/// Where attributes are, worked out from the document's bytes when asked for.
///
/// The tree keeps each element's start tag (its `<` and its `>`) and where the document's lines
/// start; an attribute's name and value are found by scanning that one tag again with
/// ``MarkupScanner``, and their offsets turned into lines and columns by ``SourceLineIndex``.
/// Reading made them for every attribute of every element, though only diagnostics, the editor
/// and source maps read any (~10 % of `check` of storyboards and scene files, callgrind, issue 26).
/// The answers are those the reader gave when it made them up front: `XMLReaderPositionTests`
/// pins them, `SourceLineIndexTests` compares the lines and columns with counting characters.
extension XMLStorage: SourceAttributeLocating {
    /// Where an attribute's name and its value start.
    struct AttributeLocation {
        var name: SourceLocation
        var value: SourceLocation
    }

    /// The tag offset of an element whose start tag libxml2 did not place.
    static let unknownOffset = UInt32.max

    /// The offsets of the names and values of the element's attributes, in libxml2's order; nil
    /// when the tag's place is unknown, or the scan finds another number of attributes than
    /// libxml2 reported (then every attribute is placed at its element, rather than one misplaced).
    private func attributeOffsets(ofElement index: Int) -> [MarkupScanner.AttributeOffsets]? {
        let record = elements[index]
        guard record.tagEnd != Self.unknownOffset else { return nil }
        var offsets: [MarkupScanner.AttributeOffsets] = []
        offsets.reserveCapacity(Int(record.attributeCount))
        source.withUnsafeBufferPointer { bytes in
            MarkupScanner(bytes: bytes).attributes(ofTagAt: Int(record.tagStart), endingAt: Int(record.tagEnd), into: &offsets)
        }
        return offsets.count == Int(record.attributeCount) ? offsets : nil
    }

    /// The location of the character at `offset`.
    private func location(atOffset offset: Int) -> SourceLocation {
        source.withUnsafeBufferPointer { file.location(lines.position(at: offset, in: $0)) }
    }

    /// The location of one attribute, from its offsets (the element's own location without them).
    private func location(of offsets: MarkupScanner.AttributeOffsets?, element: SourceLocation) -> AttributeLocation {
        guard let offsets else { return AttributeLocation(name: element, value: element) }
        return AttributeLocation(name: location(atOffset: offsets.name), value: offsets.value.map(location(atOffset:)) ?? element)
    }

    /// Where each attribute of the element at `index` has its name and its value, in order.
    func attributeLocations(ofElement index: Int) -> [AttributeLocation] {
        let element = location(elements[index].position)
        let offsets = attributeOffsets(ofElement: index)
        return (0..<Int(elements[index].attributeCount)).map { location(of: offsets?[$0], element: element) }
    }

    /// Where the attribute at `position` of the element at `index` has its name and its value.
    func attributeLocation(ofElement index: Int, at position: Int) -> AttributeLocation {
        location(of: attributeOffsets(ofElement: index)?[position], element: location(elements[index].position))
    }

    /// The position among the element's attributes of the first one named `name` (as written).
    private func attributePosition(named name: String, ofElement index: Int) -> Int? {
        let record = elements[index]
        let length = name.utf8.count
        for attribute in record.attributeRange {
            let nameIndex = Int(attributes[attribute].name)
            if nameLengths[nameIndex] == length, names[nameIndex] == name { return attribute - record.attributeRange.lowerBound }
        }
        return nil
    }

    // MARK: SourceAttributeLocating

    func attributeList(ofElement index: Int) -> [SourceRange.Attribute] {
        let range = elements[index].attributeRange
        return zip(range, attributeLocations(ofElement: index)).map { attribute, location in
            SourceRange.Attribute(name: names[Int(attributes[attribute].name)], location: location.value)
        }
    }

    func valueLocation(of name: String, ofElement index: Int) -> SourceLocation? {
        attributePosition(named: name, ofElement: index).map { attributeLocation(ofElement: index, at: $0).value }
    }

    func hasAttribute(_ name: String, ofElement index: Int) -> Bool {
        attributePosition(named: name, ofElement: index) != nil
    }

    func attributeCount(ofElement index: Int) -> Int {
        Int(elements[index].attributeCount)
    }
}
