#!/usr/bin/env python3
"""navlint's SwiftUI share of `make bench`: an app-shaped tree of Swift files (scripts/app_tree.py),
linted cold (--no-cache), again unchanged (warm) and again after one leaf view is edited, beside
`swift-frontend -parse` on the same files (one call, a response file, so names may repeat and
hold spaces), in the same interleaved rounds. Prints wall and user-CPU medians with their spread,
each ratio with its target, and peak RSS.

    bench_swiftui.py --navlint PATH [--files N] [--rounds N] [--swift-frontend PATH]
"""
import argparse, os, shutil, statistics, subprocess, sys, tempfile, time

from app_tree import app_tree

TARGETS = {"cold": 1.5, "warm": 0.1, "edit": 0.2, "rss": 150}


def timed(command, env=None):
    """Wall s, user CPU s, peak RSS MB; the command must exit 0 (or 1 for navlint's findings)."""
    start = time.perf_counter()
    process = subprocess.Popen(command, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, env=env)
    _, status, usage = os.wait4(process.pid, 0)
    wall = time.perf_counter() - start
    stderr = process.stderr.read().decode(errors="replace")
    process.stderr.close()
    code = os.waitstatus_to_exitcode(status)
    if code not in ((0,) if "swift-frontend" in command[0] else (0, 1)):
        sys.exit(f"bench: {os.path.basename(command[0])} exited {code}: {stderr[-2000:]}")
    return wall, usage.ru_utime, usage.ru_maxrss / 1024


def edit(path, round):
    """Changes one title of a view, as a person editing it would: a new content, one file."""
    with open(path, encoding="utf-8") as f:
        text = f.read()
    marker = '.navigationTitle("'
    if marker in text:
        head, _, tail = text.partition(marker)
        text = head + marker + f"E{round} " + tail
    else:
        text += f"\n// edited in round {round}\n"
    with open(path, "w", encoding="utf-8") as f:
        f.write(text)


def spread(values):
    return f"{statistics.median(values):.3f} ({min(values):.3f}–{max(values):.3f})"


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--navlint", required=True)
    parser.add_argument("--swift-frontend", default=shutil.which("swift-frontend") or "swift-frontend")
    parser.add_argument("--files", type=int, default=2000)
    parser.add_argument("--rounds", type=int, default=5)
    args = parser.parse_args()
    navlint = os.path.abspath(args.navlint)
    with tempfile.TemporaryDirectory() as work:
        tree = os.path.join(work, "App")
        files = app_tree(tree, files=args.files)
        size = sum(os.path.getsize(f) for f in files) / 1e6
        responses = os.path.join(work, "files.txt")
        with open(responses, "w", encoding="utf-8") as f:
            f.write("".join('"' + p.replace("\\", "\\\\").replace('"', '\\"') + '"\n' for p in files))
        leaf = next(p for p in files if os.sep + "Variant " in p and "navigationTitle" in open(p, encoding="utf-8").read()
                    and os.path.basename(p) not in ("ContentView.swift",))
        env = dict(os.environ, XDG_CACHE_HOME=os.path.join(work, "cache"))
        lint = [navlint, "--fail-on", "never", tree]
        commands = {
            "swift-frontend -parse": ([args.swift_frontend, "-parse", "@" + responses], None),
            "navlint cold (--no-cache)": (lint[:1] + ["--no-cache"] + lint[1:], env),
            "navlint warm (unchanged)": (lint, env),
            "navlint, one view edited": (lint, env),
        }
        # The warm run must say what the cold one says.
        cold_out = subprocess.run(commands["navlint cold (--no-cache)"][0], env=env, capture_output=True).stdout
        subprocess.run(lint, env=env, capture_output=True)
        if subprocess.run(lint, env=env, capture_output=True).stdout != cold_out:
            sys.exit("bench: the warm run's output differs from the cold run's")
        for command, environment in commands.values():
            timed(command, environment)  # warm-up: page cache, cache file
        samples = {name: [] for name in commands}
        for round in range(args.rounds):
            names = list(commands)
            names = names[round % len(names):] + names[:round % len(names)]
            for name in names:
                command, environment = commands[name]
                if name.startswith("navlint, one view"):
                    edit(leaf, round)
                samples[name].append(timed(command, environment))

    print(f"\nnavlint on an app-shaped tree: {len(files)} Swift files, {size:.1f} MB, "
          f"{args.rounds} interleaved rounds on {os.cpu_count()} cores; median (fastest–slowest)")
    print("| run | wall s | user CPU s | peak RSS MB |")
    print("|---|---:|---:|---:|")
    for name, values in samples.items():
        print(f"| {name} | {spread([v[0] for v in values])} | {spread([v[1] for v in values])} | "
              f"{max(v[2] for v in values):.0f} |")
    median = lambda name, i: statistics.median(v[i] for v in samples[name])
    floor, cold = "swift-frontend -parse", "navlint cold (--no-cache)"
    for label, over, under, target in [("cold ÷ swift-frontend -parse", cold, floor, TARGETS["cold"]),
                                       ("warm ÷ cold", "navlint warm (unchanged)", cold, TARGETS["warm"]),
                                       ("one view edited ÷ cold", "navlint, one view edited", cold, TARGETS["edit"])]:
        # Each round's own ratio too: the rounds are interleaved, so a slow moment of the shared
        # machine slows both sides of a round.
        rounds = [a[0] / b[0] for a, b in zip(samples[over], samples[under])]
        print(f"{label}: wall {median(over, 0) / median(under, 0):.2f}, user CPU {median(over, 1) / median(under, 1):.2f}, "
              f"per round {spread(rounds)} (target ≤ {target})")
    rss = [v[2] for name in samples if name.startswith("navlint") for v in samples[name]]
    print(f"navlint peak RSS: {max(rss):.0f} MB, per run {spread(rss)} (target ≤ {TARGETS['rss']})")


if __name__ == "__main__":
    main()
