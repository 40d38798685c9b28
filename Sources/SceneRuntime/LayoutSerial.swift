import Foundation

/// Per-object serial numbers: the stable names views, layout guides, constraints and stack
/// views have in the layout engine (object identities can be reused after deallocation;
/// serial numbers never are).
@MainActor
enum LayoutSerial {
    private static var last = 0

    /// The next unused number.
    static func next() -> Int {
        last += 1
        return last
    }
}
