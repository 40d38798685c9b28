import Testing
@testable import SceneParser
import TestSupport

/// The storyboard reader finds the names it asks every view for once per document, stored by
/// their place among the wanted names (``XMLName/indices(ofNames:wanting:)``); every name must
/// get the index the former table by name gave it.
@Suite("Wanted names by place")
struct WantedIndicesTests {
    /// The former table: each wanted name the document has, by name (the last index of a name
    /// listed twice).
    static func plainTable(of names: [String], wanting wanted: [String]) -> [String: UInt32] {
        var table: [String: UInt32] = [:]
        for (index, name) in names.enumerated() where wanted.contains(name) { table[name] = UInt32(index) }
        return table
    }

    @Test func indicesAreThoseOfTheTableByName() {
        var random = SeededRandom(seed: 0x1DE5)
        let wantedList = StoryboardBuilder.wantedNames.names
        // Wanted names, names as long as some of them, and names no wanted one is as long as.
        let others = ["view", "label", "x:rect", "Rect", "rects", "idd", "", "é", "keys", "constraintz", "a-very-long-name-that-nothing-wanted-is-as-long-as"]
        let pool = wantedList + others
        var found = 0
        for _ in 0..<300 {
            let names = (0..<random.below(60)).map { _ in pool[random.below(pool.count)] }
            let fast = XMLName.indices(ofNames: names, wanting: StoryboardBuilder.wantedNames)
            let plain = Self.plainTable(of: names, wanting: wantedList)
            for name in wantedList {
                #expect(fast[name].index == plain[name], "\(name)")
                if plain[name] != nil { found += 1 }
            }
            // A name not wanted has no place (asking the indices for it is a programming error).
            for name in others { #expect(StoryboardBuilder.wantedNames.position(of: name) == nil, "\(name)") }
        }
        #expect(found > 1_000)
    }

    /// A name listed twice is wanted once; names are grouped by length.
    @Test func wantedNamesAreListedOnceByLength() {
        let wanted = WantedNames(["frame", "id", "rect", "id", "x", "frame"])
        #expect(wanted.names == ["x", "id", "rect", "frame"])
        #expect(wanted.names.indices.allSatisfy { wanted.position(of: wanted.names[$0]) == $0 })
        #expect(wanted.position(of: "bounds") == nil && wanted.position(of: "") == nil && wanted.position(of: "a-long-name") == nil)
    }
}
