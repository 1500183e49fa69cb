// libFuzzer's entry point for the frontmatter target; the body is FuzzEntry.frontMatter.
import FuzzCore

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    FuzzEntry.frontMatter(data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? [])
    return 0
}
