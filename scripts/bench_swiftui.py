#!/usr/bin/env python3
"""navlint's SwiftUI share of `make bench`: lint a tree of Swift files made by
replicating the real fixtures (with their string catalogs), beside `swiftc -parse`
on the same files (the compiler's own parser and nothing else), in the same run.

    bench_swiftui.py --navlint PATH [--copies N] [--runs N] [--swiftc PATH]
"""
import argparse, os

from reader_bench import compare

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--navlint", required=True)
    parser.add_argument("--swiftc", default="swiftc")
    parser.add_argument("--copies", type=int, default=65)
    parser.add_argument("--runs", type=int, default=5)
    args = parser.parse_args()
    compare("navlint on SwiftUI source", args.navlint, os.path.join(ROOT, "Tests", "Fixtures", "SwiftUI"), (".swift",),
            "swiftc -parse", lambda files: [args.swiftc, "-parse"] + files, args.copies, args.runs)


if __name__ == "__main__":
    main()
