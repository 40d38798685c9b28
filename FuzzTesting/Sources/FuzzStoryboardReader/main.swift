import FuzzSupport

/// libFuzzer's entry point: one input read as a `.storyboard` file.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzStoryboardReader(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    compileFuzzInput(data, size, path: "Fuzz.storyboard")
    return 0
}
