"""What `make bench` does for each of navlint's source readers: copy the real fixtures
into a tree, time navlint on it beside a parse-only floor tool on the same files,
interleaved (each round runs every tool once, in a rotated order), and print one table.
"""
import os, shutil, statistics, subprocess, tempfile, time


def copy_fixtures(fixtures, out, copies, suffixes):
    """`copies` copies of the fixture folders, so references between files stay within a copy."""
    for i in range(copies):
        shutil.copytree(fixtures, os.path.join(out, f"app{i:04d}"), ignore=shutil.ignore_patterns("*.md"))
    return sorted(os.path.join(d, n) for d, _, ns in os.walk(out) for n in ns if n.endswith(suffixes))


def timed(command):
    start = time.perf_counter()
    result = subprocess.run(command, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
    seconds = time.perf_counter() - start
    if result.returncode not in (0, 1):
        raise SystemExit(f"bench: {command[0]} failed ({result.returncode}): {result.stderr[-2000:]}")
    return seconds


def peak_rss_mb(command):
    result = subprocess.run(["/usr/bin/time", "-f", "%M"] + command,
                            stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
    return int(result.stderr.strip().splitlines()[-1]) / 1024


def compare(title, navlint, fixtures, suffixes, floor_name, floor_command, copies, runs, target=None):
    """Prints the table for navlint against `floor_command(files)` on `copies` copies of `fixtures`."""
    with tempfile.TemporaryDirectory() as out:
        files = copy_fixtures(fixtures, out, copies, suffixes)
        size = sum(os.path.getsize(f) for f in files) / 1e6
        lint = lambda folder: [navlint, "--fail-on", "never", folder]
        tools = {"navlint": lint(out), floor_name: floor_command(files)}
        times = {name: [] for name in tools}
        for command in tools.values():
            timed(command)  # warm-up
        for round in range(runs):
            names = list(tools)
            names = names[round % len(names):] + names[:round % len(names)]
            for name in names:
                times[name].append(timed(tools[name]))
        quarter = copy_fixtures(fixtures, os.path.join(out, "quarter"), max(copies // 4, 1), suffixes)
        print(f"\n{title}: {len(files)} files, {size:.1f} MB, median of {runs}")
        print("| tool | wall s | fastest–slowest | files/s | MB/s | peak RSS |")
        print("|---|---:|---:|---:|---:|---:|")
        for name, command in tools.items():
            median = statistics.median(times[name])
            print(f"| {name} | {median:.3f} | {min(times[name]):.3f}–{max(times[name]):.3f} | "
                  f"{len(files) / median:.0f} | {size / median:.1f} | {peak_rss_mb(command):.0f} MB |")
        ratio = statistics.median(times["navlint"]) / statistics.median(times[floor_name])
        print(f"navlint ÷ {floor_name}: {ratio:.2f}" + (f" (target ≤ {target})" if target else ""))
        small = peak_rss_mb(lint(os.path.join(out, "quarter")))
        print(f"navlint peak RSS: {small:.0f} MB for {len(quarter)} files, "
              f"{peak_rss_mb(tools['navlint']):.0f} MB for {len(files)} files")
