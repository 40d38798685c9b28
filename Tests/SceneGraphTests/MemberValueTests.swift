@testable import SceneGraph
import Testing
import TestSupport

/// The name gate and the code generator find a view's settings among its few properties by
/// comparing names (``PropertyLookup/value(of:in:)``); it must answer as the dictionary's subscript.
@Suite("Member values among few properties")
struct MemberValueTests {
    @Test func valueIsTheSubscripts() {
        var random = SeededRandom(seed: 0x3E3B)
        let names = ["mode", "text", "title", "on", "axis", "spacing", "image", "modes", "mod", "Mode", "é", ""]
        var found = 0
        for _ in 0..<3_000 {
            // Up to 7 properties: both the comparisons (up to 4) and the subscript (more) are used.
            var properties: [String: String] = [:]
            for index in 0..<random.below(8) { properties[names[random.below(names.count)]] = "v\(index)" }
            for key in names {
                #expect(PropertyLookup.value(of: key, in: properties) == properties[key], "\(key) in \(properties)")
                if properties[key] != nil { found += 1 }
            }
        }
        #expect(found > 5_000)
    }
}
