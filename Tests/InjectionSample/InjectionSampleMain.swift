import Foundation

/// Prints, as JSON, every string the runtime sees after building Hostile.scene's scenes.
@main
enum InjectionSampleMain {
    @MainActor
    static func main() throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        let json = try encoder.encode(observeHostileStrings())
        print(String(decoding: json, as: UTF8.self))
    }
}
