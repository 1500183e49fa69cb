#!/usr/bin/env python3
"""navlint's share of `make bench`: lint a tree of Interface Builder files made by
replicating the real fixtures, beside `xmllint --noout` on the same files (the
floor: libxml2 parsing them and nothing else), in the same run.

    bench_navlint.py --navlint PATH [--copies N] [--runs N]
"""
import argparse, os, shutil, statistics, subprocess, tempfile, time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
FIXTURES = os.path.join(ROOT, "Tests", "Fixtures", "InterfaceBuilder")


def documents():
    found = []
    for folder, _, names in os.walk(FIXTURES):
        found += [os.path.join(folder, n) for n in names if n.endswith((".storyboard", ".xib"))]
    return sorted(found)


def make_tree(out, copies):
    """`copies` copies of every fixture folder, so placeholders still resolve within each copy."""
    for i in range(copies):
        shutil.copytree(FIXTURES, os.path.join(out, f"app{i:04d}"),
                        ignore=shutil.ignore_patterns("*.md"))
    return [os.path.join(d, n) for d, _, ns in os.walk(out) for n in ns if n.endswith((".storyboard", ".xib"))]


def timed(command):
    start = time.perf_counter()
    subprocess.run(command, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    return time.perf_counter() - start


def peak_rss_mb(command):
    result = subprocess.run(["/usr/bin/time", "-f", "%M"] + command,
                            stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
    return int(result.stderr.strip().splitlines()[-1]) / 1024


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--navlint", required=True)
    parser.add_argument("--copies", type=int, default=100)
    parser.add_argument("--runs", type=int, default=5)
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as out:
        files = make_tree(out, args.copies)
        size = sum(os.path.getsize(f) for f in files) / 1e6
        tools = {
            "navlint": [args.navlint, "--fail-on", "never", out],
            "xmllint --noout": ["xmllint", "--noout"] + files,
        }
        times = {name: [] for name in tools}
        for name, command in tools.items():
            timed(command)  # warm-up
        for round in range(args.runs):
            # Each round runs every tool once, in a rotated order.
            names = list(tools)
            names = names[round % len(names):] + names[:round % len(names)]
            for name in names:
                times[name].append(timed(tools[name]))
        quarter = make_tree(os.path.join(out, "quarter"), max(args.copies // 4, 1))
        print(f"\nnavlint on Interface Builder files: {len(files)} files, {size:.1f} MB, median of {args.runs}")
        print("| tool | wall s | fastest–slowest | files/s | MB/s | peak RSS |")
        print("|---|---:|---:|---:|---:|---:|")
        for name, command in tools.items():
            median = statistics.median(times[name])
            print(f"| {name} | {median:.3f} | {min(times[name]):.3f}–{max(times[name]):.3f} | "
                  f"{len(files) / median:.0f} | {size / median:.1f} | {peak_rss_mb(command):.0f} MB |")
        ratio = statistics.median(times["navlint"]) / statistics.median(times["xmllint --noout"])
        small = peak_rss_mb([args.navlint, "--fail-on", "never", os.path.join(out, "quarter")])
        large = peak_rss_mb(tools["navlint"])
        print(f"navlint ÷ xmllint: {ratio:.2f} (target ≤ 2)")
        print(f"navlint peak RSS: {small:.0f} MB for {len(quarter)} files, {large:.0f} MB for {len(files)} files")


if __name__ == "__main__":
    main()
