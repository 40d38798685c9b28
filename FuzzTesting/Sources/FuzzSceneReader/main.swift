import FuzzSupport

/// libFuzzer's entry point: one input read as a `.scene` file.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzSceneReader(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    compileFuzzInput(data, size, path: "Fuzz.scene")
    return 0
}
