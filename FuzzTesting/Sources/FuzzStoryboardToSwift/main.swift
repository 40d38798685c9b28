import FuzzSupport

/// libFuzzer's entry point: one input read as a `.storyboard` file and, when it is clean,
/// generated into Swift; generation may succeed only if every emitted name passes the gate.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzStoryboardToSwift(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    checkStoryboardToSwift(data, size, path: "Fuzz.storyboard")
    return 0
}
