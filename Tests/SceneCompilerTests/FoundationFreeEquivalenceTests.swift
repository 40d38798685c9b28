import Foundation
import Testing
@testable import SceneCompiler

/// What SceneCompiler does without Foundation proper gives what Foundation gave (issue 26, round
/// ten): the type scanner's letters, the converter's fixed-point numbers, and the Swift files found.
@Suite("SceneCompiler without Foundation")
struct FoundationFreeEquivalenceTests {
    /// Foundation's `CharacterSet.letters` and `.alphanumerics`, scalar by scalar, among the scalars
    /// both know (Foundation's tables may lag the standard library's Unicode version, so scalars
    /// assigned after Unicode 15.0 are left out): the same on the Basic Multilingual Plane; beyond it
    /// Foundation leaves out whole blocks the Unicode database lists as letters (Tangut, Khitan), so
    /// there the scanner must only never drop a letter Foundation has.
    @Test func lettersAndDigitsAreFoundationsCharacterSets() {
        let scalars = (0..<0x1_0000).compactMap(Unicode.Scalar.init) + stride(from: 0x1_0000, to: 0x3_0000, by: 7).compactMap(Unicode.Scalar.init)
        var differences: [String] = []
        var compared = 0
        for scalar in scalars {
            guard let age = scalar.properties.age, age.major < 15 || (age.major == 15 && age.minor == 0) else { continue }
            compared += 1
            let letter = DeclaredTypeScanner.isLetter(scalar)
            let alphanumeric = letter || DeclaredTypeScanner.isDigit(scalar)
            let (foundationLetter, foundationAlphanumeric) = (CharacterSet.letters.contains(scalar), CharacterSet.alphanumerics.contains(scalar))
            let same = scalar.value < 0x1_0000
                ? letter == foundationLetter && alphanumeric == foundationAlphanumeric
                : (letter || !foundationLetter) && (alphanumeric || !foundationAlphanumeric)
            if !same { differences.append("U+\(String(scalar.value, radix: 16))") }
        }
        #expect(compared > 60_000)
        let sample = differences.prefix(20).joined(separator: ", ")
        #expect(differences.isEmpty, "\(differences.count) differences: \(sample)")
    }

    /// Numbers the scene format writes: whole ones without a fraction, others without an exponent,
    /// as `String(format: "%.17f")` wrote them.
    @Test(arguments: [0.5, -2.25, 1e-05, 3.5e-12, -7e-300, 1e15, 1.5e20, -2.5e300, .greatestFiniteMagnitude, 0.1, 16, -0.0])
    func numbersAreWrittenAsFoundationWroteThem(_ value: Double) {
        var expected: String
        if value == value.rounded(), abs(value) < 1e15 {
            expected = String(Int(value))
        } else if !String(value).contains("e") {
            expected = String(value)
        } else {
            expected = String(format: "%.17f", value)
            while expected.hasSuffix("0") { expected.removeLast() }
        }
        #expect(ConversionState.number(value) == expected)
    }

    /// The Swift sources under a folder, nested ones included, each read once, in path order.
    @Test func swiftSourcesAreFoundRecursively() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("scenec-sources-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("b/c"), withIntermediateDirectories: true)
        try "class A {}".write(to: folder.appendingPathComponent("a.swift"), atomically: true, encoding: .utf8)
        try "class C {}".write(to: folder.appendingPathComponent("b/c/c.swift"), atomically: true, encoding: .utf8)
        try "class X {}".write(to: folder.appendingPathComponent("b/notes.txt"), atomically: true, encoding: .utf8)
        try Data([0xFF, 0xFE]).write(to: folder.appendingPathComponent("b/bad.swift"))
        #expect(DeclaredTypeScanner.swiftSources(under: folder.path) == ["class A {}", "class C {}"])
        #expect(DeclaredTypeScanner.declaredTypes(in: [folder.path]) == ["A", "C"])
    }

    /// Links and folders that cannot be listed do not stop the walk: a link to a file is read, a
    /// link to a folder (here one that loops back) is not followed, a dangling link is skipped, and
    /// a folder without permissions is skipped (root can list it anyway, so there it is read).
    @Test func theWalkGoesOnPastLinksAndUnreadableFolders() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("scenec-walk-\(UUID().uuidString)")
        let manager = FileManager.default
        defer {
            try? manager.setAttributes([.posixPermissions: 0o755], ofItemAtPath: folder.appendingPathComponent("locked").path)
            try? manager.removeItem(at: folder)
        }
        try manager.createDirectory(at: folder.appendingPathComponent("a"), withIntermediateDirectories: true)
        try manager.createDirectory(at: folder.appendingPathComponent("locked"), withIntermediateDirectories: true)
        try "class A {}".write(to: folder.appendingPathComponent("a/a.swift"), atomically: true, encoding: .utf8)
        try "class L {}".write(to: folder.appendingPathComponent("locked/l.swift"), atomically: true, encoding: .utf8)
        try "class Z {}".write(to: folder.appendingPathComponent("z.swift"), atomically: true, encoding: .utf8)
        try manager.createSymbolicLink(atPath: folder.appendingPathComponent("a/loop").path, withDestinationPath: "..")
        try manager.createSymbolicLink(atPath: folder.appendingPathComponent("dangling.swift").path, withDestinationPath: "/nonexistent/x.swift")
        try manager.createSymbolicLink(atPath: folder.appendingPathComponent("linked.swift").path, withDestinationPath: "z.swift")
        try manager.setAttributes([.posixPermissions: 0], ofItemAtPath: folder.appendingPathComponent("locked").path)
        let lockedIsListable = (try? manager.contentsOfDirectory(atPath: folder.appendingPathComponent("locked").path)) != nil
        let found = DeclaredTypeScanner.swiftFiles(under: folder.path).map { String($0.dropFirst(folder.path.count + 1)) }
        #expect(found == ["a/a.swift", "linked.swift"] + (lockedIsListable ? ["locked/l.swift"] : []) + ["z.swift"])
        #expect(DeclaredTypeScanner.declaredTypes(in: [folder.path]) == Set(["A", "Z"] + (lockedIsListable ? ["L"] : [])))
    }
}
