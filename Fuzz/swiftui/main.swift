// libFuzzer's entry point for the swiftui target; the body is SwiftUIFuzzEntry.read,
// compiled into the same module as the SwiftUI reader (see Fuzz/run.sh).

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    SwiftUIFuzzEntry.read(data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? [])
    return 0
}
