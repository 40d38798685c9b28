import SceneGraph
import Testing
@testable import SceneCodeGen

/// Code generation writes exactly the defaults lint accepts (one shared reading).
@Suite("Parameter defaults")
struct ParameterDefaultsTests {
    func rendered(_ value: String, _ type: String) -> String? {
        let parameter = SegueParameter(name: "p", type: type, defaultValue: value,
                                       source: SourceRange(element: SourceLocation(file: "F.scene", line: 1, column: 1)))
        guard let value = try? ParameterDefaults.expression(parameter) else { return nil }
        return SwiftRenderer().expression(value, indent: 0)
    }

    @Test(arguments: [
        ("42", "Int", "42"), ("1_000", "Int", "1_000"), ("-2", "Double", "-2"), ("1e3", "Float", "1e3"),
        ("true", "Bool", "true"), ("say \"hi\"", "String", #""say \"hi\"""#), ("x", "Character", #""x""#),
        ("nil", "Int?", "nil"), ("7", "Optional<Int>", "7"), ("[]", "[String]", "[]"), ("[:]", "[String: Int]", "[:]"),
        ("[]", "Set<Int>", "[]"), (".large", "Size", ".large"),
    ])
    func fittingDefaultsAreWritten(_ value: String, _ type: String, _ expected: String) {
        #expect(rendered(value, type) == expected)
        #expect(ParameterDefault.read(value, type: type).problem == nil)
    }

    @Test(arguments: [("300", "UInt8"), ("abc", "Int"), ("xy", "Character"), ("[1]", "[Int]"), ("maybe", "Bool"), ("large", "Size")])
    func defaultsThatDoNotFitAreNeitherWrittenNorAccepted(_ value: String, _ type: String) {
        #expect(rendered(value, type) == nil)
        #expect(ParameterDefault.read(value, type: type).problem != nil)
    }
}
