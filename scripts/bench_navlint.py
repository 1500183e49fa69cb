#!/usr/bin/env python3
"""navlint's share of `make bench`: lint a tree of Interface Builder files made by
replicating the real fixtures, beside `xmllint --noout` on the same files (the
floor: libxml2 parsing them and nothing else), in the same run.

    bench_navlint.py --navlint PATH [--copies N] [--runs N]
"""
import argparse, os

from reader_bench import compare

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--navlint", required=True)
    parser.add_argument("--copies", type=int, default=100)
    parser.add_argument("--runs", type=int, default=5)
    args = parser.parse_args()
    compare("navlint on Interface Builder files", args.navlint,
            os.path.join(ROOT, "Tests", "Fixtures", "InterfaceBuilder"), (".storyboard", ".xib"),
            "xmllint --noout", lambda files: ["xmllint", "--noout"] + files, args.copies, args.runs, target=2)


if __name__ == "__main__":
    main()
