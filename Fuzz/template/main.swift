// libFuzzer's entry point for the template target; the body is FuzzEntry.template.
import FuzzCore

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    FuzzEntry.template(data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? [])
    return 0
}
