// libFuzzer's entry point for the interfacebuilder target; the body is FuzzEntry.interfaceBuilder.
// FuzzEntry is compiled into the same module (see Fuzz/run.sh).

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    FuzzEntry.interfaceBuilder(data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? [])
    return 0
}
