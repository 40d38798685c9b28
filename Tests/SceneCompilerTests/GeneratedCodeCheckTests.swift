import Foundation
import Testing
import TestSupport

/// What the compiler checks in generated code: a controller class that lacks an outlet, an action
/// or a segue parameter does not compile, and the error names the class.
@Suite("Generated code is checked by the Swift compiler")
struct GeneratedCodeCheckTests {
    static let scene = """
        <scenes xmlns="urn:scenec:scene:1" module="Shop" initial="list">
          <controller id="list" class="ProductListViewController" title="Products">
            <view>
              <button id="buy" title="Buy" accessibilityLabel="Buy">
                <action method="buy" event="touchUpInside"/>
              </button>
            </view>
            <outlet property="buyButton" destination="buy"/>
            <segue id="showProduct" kind="show" destination="detail" trigger="buy">
              <parameter name="productID" type="Int"/>
            </segue>
          </controller>
          <controller id="detail" class="ProductViewController"/>
        </scenes>
        """

    static let completeClasses = """
        import SceneRuntime
        final class ProductListViewController: ViewController {
            var buyButton: Button!
            func buy(_ sender: Button) {}
        }
        final class ProductViewController: ViewController {
            var productID = 0
        }
        """

    /// Compiles the scene's generated code with `classes`; returns swiftc's status and diagnostics.
    private func compile(classes: String) throws -> (status: Int32, output: String) {
        let work = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: work) }
        try Self.scene.write(to: work.appendingPathComponent("Shop.scene"), atomically: true, encoding: .utf8)
        let generated = work.appendingPathComponent("Generated")
        let result = try runScenec(["compile", "-q", "Shop.scene", "-o", generated.path], in: work)
        #expect(result.status == 0, "\(result.stderr)")
        try classes.write(to: generated.appendingPathComponent("Classes.swift"), atomically: true, encoding: .utf8)
        let sources = try FileManager.default.contentsOfDirectory(atPath: generated.path).sorted().map { generated.appendingPathComponent($0).path }
        let typecheck = try SwiftCompiler.typecheck(sources, in: work, extra: ["-warnings-as-errors"])
        return (typecheck.status, typecheck.stderr)
    }

    @Test func completeClassesCompileWithoutWarnings() throws {
        let (status, output) = try compile(classes: Self.completeClasses)
        #expect(status == 0, "\(output)")
    }

    @Test(arguments: [
        ("a missing outlet", "    var buyButton: Button!\n", "ProductListViewController", "buyButton"),
        ("a missing action", "    func buy(_ sender: Button) {}\n", "ProductListViewController", "buy"),
        ("a missing segue parameter", "    var productID = 0\n", "ProductViewController", "productID"),
    ])
    func aMissingMemberIsACompileErrorNamingTheClass(_ what: String, _ removed: String, _ className: String, _ member: String) throws {
        let classes = Self.completeClasses.replacingOccurrences(of: removed, with: "")
        #expect(classes != Self.completeClasses)
        let (status, output) = try compile(classes: classes)
        #expect(status != 0, "\(what) compiled")
        #expect(output.contains("type '\(className)' does not conform to protocol"), "\(what): \(output.prefix(1500))")
        #expect(output.contains("'\(member)"), "\(what): the requirement is named: \(output.prefix(1500))")
    }
}
