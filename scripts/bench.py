#!/usr/bin/env python3
"""Times `navdocs build` on a generated corpus against the cmark floor and Hugo.

usage: bench.py --navdocs BIN [--pages N] [--runs R] [--theme DIR] [--content DIR] [--baseline COMMIT]

Run by `make bench` (PAGES=10000 for the large run). The corpus comes from
../shared/bench/gen_corpus.py; the repo's content/ is copied over it so every
rule page is there. Each tool runs once to warm up, then R rounds run every tool
once, interleaved (see `measure`); the table shows each tool's median wall time and
its largest peak RSS. With --pages above 1000
the 1,000-page corpus is measured too, and both are built again in the same
rounds for time(N)/time(1k) (see `growth`). On every corpus it also
times `navdocs build --incremental` after a page's body is edited, a page's title
is edited, a page is added and a page is removed, each as a share of the full
build and checked against a clean build, and the time from saving a page to the
reload event in `navdocs serve`. Before timing each corpus it waits until creating a file is
quick again (see `settled_disk`). With --baseline COMMIT, navdocs as it was at that commit
(see `baseline_build`) joins the full builds' rounds on each corpus, with its own content,
config and theme over the same generated pages.
"""
import argparse, itertools, os, re, shutil, statistics, subprocess, sys, tempfile, time

REPO = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
SHARED = os.environ.get("NAVDOCS_SHARED") or os.path.join(REPO, "..", "shared")
GEN = os.environ.get("GEN_CORPUS", os.path.join(SHARED, "bench", "gen_corpus.py"))

# Hugo gets the same Markdown and the least it needs to render it: one layout
# printing the title and content, no taxonomies, feeds or sitemap, and fences
# written as plain <pre><code> (navdocs-only front matter keys are ignored).
HUGO_CONFIG = """baseURL = "https://example.invalid/"
languageCode = "en"
title = "bench"
disableKinds = ["taxonomy", "term", "RSS", "sitemap", "robotsTXT", "404"]
[markup.highlight]
codeFences = false
[markup.goldmark.renderer]
unsafe = false
"""
HUGO_LAYOUT = ("<!doctype html><html lang=\"en\"><head><meta charset=\"utf-8\"><title>{{ .Title }}</title></head>"
               "<body><main>{{ .Content }}</main></body></html>\n")


def log(message):
    print(f"bench: {message}", file=sys.stderr, flush=True)


def markdown_files(folder):
    found = []
    for root, dirs, files in os.walk(folder):
        dirs.sort()
        found += [os.path.join(root, f) for f in sorted(files) if f.endswith(".md")]
    return found


def timed(command, cwd=None):
    """Runs `command` under /usr/bin/time -v from a synced disk; returns (seconds, peak RSS bytes)."""
    os.sync()
    with tempfile.NamedTemporaryFile("r", suffix=".time") as report:
        start = time.perf_counter()
        result = subprocess.run(["/usr/bin/time", "-v", "-o", report.name] + command, cwd=cwd,
                                stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
        seconds = time.perf_counter() - start
        if result.returncode != 0:
            sys.exit(f"bench: {' '.join(command)} failed ({result.returncode}):\n{result.stderr[-3000:]}")
        rss = re.search(r"Maximum resident set size \(kbytes\): (\d+)", report.read())
    return seconds, int(rss.group(1)) * 1024 if rss else 0


def measure(pages, tools, runs):
    """Times each of `tools` (name, command, cwd) `runs` times after one warm-up each.

    The runs are interleaved, each round in a rotated tool order, so that whatever else
    the shared machine is doing (other guests, disk writeback of the previous outputs)
    falls on every tool alike instead of on whichever ran in that minute. A command is a
    function of the run number; each run writes a fresh output folder. Nothing is deleted
    until the end: ext4 is slow to create files right after many were deleted, and that
    would time the order of the runs rather than the tools. Each run starts from a synced
    disk, as the incremental rebuilds do: the kernel writes a run's files back about 30 s
    later, on one of the two cores, and at 10,000 pages that lands inside whichever run comes
    next."""
    names = ", ".join(name for name, _, _ in tools)
    log(f"{pages} pages: warm-up, then {runs} interleaved rounds of {names}")
    for _, command, cwd in tools:
        timed(command(0), cwd)
    samples = {name: [] for name, _, _ in tools}
    for run in range(1, runs + 1):
        shift = (run - 1) % len(tools)
        for name, command, cwd in tools[shift:] + tools[:shift]:
            samples[name].append(timed(command(run), cwd))
    return [{"tool": name, "seconds": statistics.median(s for s, _ in samples[name]),
             "rss": max(r for _, r in samples[name]), "all": sorted(s for s, _ in samples[name])}
            for name, _, _ in tools]


# Creating a file here normally takes 18–30 µs (with Python's own share); more means the disk is
# in the state below or leaving it, and the builds would time it rather than the tools.
QUICK_FILE_CREATION_US = 50


def file_creation_us(folder, files=10000):
    """µs to create one empty file, from creating `files` in the new `folder` (kept, as the
    other outputs are, until the work folder goes). As many as a 10,000-page build writes: ext4
    keeps 8,192 inodes a block group, and a few hundred files, all in one quick group, say
    nothing of the slow groups a build spills into."""
    os.makedirs(folder)
    start = time.perf_counter()
    for i in range(files):
        os.close(os.open(os.path.join(folder, f"f{i}"), os.O_CREAT | os.O_EXCL | os.O_WRONLY, 0o644))
    return (time.perf_counter() - start) / files * 1e6


def settled_disk(work, label, wait=20, limit=600):
    """Waits, up to `limit` s, until creating a file is quick; returns (µs a file, s waited).

    On ext4 without a journal a new file skips every inode freed in the last minute, or the last
    six while its table block is not yet written back, so for minutes after a large tree is
    deleted (the last bench's work folder, a site removed by hand) creating a file takes tens of
    times as long, and a large build several times as long (navdocs writes thousands of files
    into one folder; Hugo, a folder a page, slows less). That is the disk's state, not the tools'."""
    started = time.monotonic()
    for attempt in itertools.count(1):
        cost = file_creation_us(os.path.join(work, f"disk-probe-{label}-{attempt}"))
        waited = time.monotonic() - started
        if cost <= QUICK_FILE_CREATION_US or waited >= limit:
            if cost > QUICK_FILE_CREATION_US:
                log(f"creating a file still takes {cost:.0f} µs after {waited:.0f} s; timing anyway")
            return cost, waited
        log(f"creating a file takes {cost:.0f} µs (a large tree deleted in the last minutes?); waiting {wait} s")
        time.sleep(wait)


def make_corpus(work, pages, content, name=None):
    corpus = os.path.join(work, name or f"corpus-{pages}")
    subprocess.run([sys.executable, GEN, corpus, "--pages", str(pages)], check=True)
    # The repo's content goes over the corpus: its index.md becomes the home page,
    # its rules/ folder documents each rule once, its links keep working.
    if os.path.isdir(content):
        shutil.copytree(content, corpus, dirs_exist_ok=True)
    rules = os.path.join(corpus, "rules")
    rule_pages = len([f for f in os.listdir(rules) if f.endswith(".md")]) if os.path.isdir(rules) else 0
    if rule_pages < 12:
        log(f"note: {content} has {rule_pages} rule pages (12 expected); rule references still resolve")
    return corpus


def navdocs_build(binary, repo, theme, corpus, out):
    """`navdocs build` of `corpus` into `out`, with `repo`'s navdocs.yml and `theme`, quietly."""
    return [binary, "build", "--config", os.path.join(repo, "navdocs.yml"), "--content", corpus,
            "--theme", theme, "--out", out, "--quiet"]


def cmark_all(file_list):
    """Every page named in the NUL-separated `file_list` through cmark: the floor for the same bytes."""
    return ["sh", "-c", f"xargs -0 cat < '{file_list}' | cmark > /dev/null"]


def makefile_link(tree):
    """The link flags `tree`'s Makefile gives the navdocs it benches (NAVDOCS_LINK), so the
    baseline is linked as its own bench linked it and as this tree's bench links navdocs."""
    makefile = os.path.join(tree, "Makefile")
    if os.path.isfile(makefile):
        with open(makefile) as f:
            for line in f:
                name, _, value = line.partition(":=")
                if name.strip() == "NAVDOCS_LINK" and value.strip():
                    return value.split()
    return ["--static-swift-stdlib"]


def baseline_build(commit):
    """navdocs as it was at `commit`: its tree, from `git archive`, built for release in
    .build/baseline/COMMIT (kept, so the next bench against it starts at once), linked as that
    tree's own Makefile linked its bench binary. Returns (its tree, its binary)."""
    tree = os.path.join(REPO, ".build", "baseline", commit)
    if not os.path.isfile(os.path.join(tree, "Package.swift")):
        os.makedirs(tree, exist_ok=True)
        archive = subprocess.run(["git", "-C", REPO, "archive", commit], stdout=subprocess.PIPE)
        if archive.returncode != 0:
            sys.exit(f"bench: no commit {commit} to compare with")
        subprocess.run(["tar", "-x", "-C", tree], input=archive.stdout, check=True)
    log(f"building navdocs at {commit} in {tree}")
    flags = ["-c", "release"] + makefile_link(tree) + ["--product", "navdocs", "--package-path", tree]
    subprocess.run(["swift", "build"] + flags, check=True, stdout=subprocess.DEVNULL)
    bin_path = subprocess.run(["swift", "build", "-c", "release", "--package-path", tree, "--show-bin-path"],
                              check=True, stdout=subprocess.PIPE, text=True).stdout.strip()
    return tree, os.path.join(bin_path, "navdocs")


def hugo_site(work, corpus, pages):
    """A Hugo site over a copy of the corpus; index.md becomes _index.md so a folder's
    page is a section page and not a bundle that would swallow its siblings."""
    site = os.path.join(work, f"hugo-{pages}")
    shutil.copytree(corpus, os.path.join(site, "content"))
    for path in markdown_files(os.path.join(site, "content")):
        if os.path.basename(path) == "index.md":
            os.rename(path, os.path.join(os.path.dirname(path), "_index.md"))
    with open(os.path.join(site, "hugo.toml"), "w") as f:
        f.write(HUGO_CONFIG)
    layouts = os.path.join(site, "layouts", "_default")
    os.makedirs(layouts)
    for name in ("single.html", "list.html"):
        with open(os.path.join(layouts, name), "w") as f:
            f.write(HUGO_LAYOUT)
    with open(os.path.join(site, "layouts", "index.html"), "w") as f:
        f.write(HUGO_LAYOUT)
    return site


def same_tree(a, b):
    """Whether two folders hold the same files with the same bytes."""
    def files(root):
        found = {}
        for folder, dirs, names in os.walk(root):
            for name in names:
                path = os.path.join(folder, name)
                found[os.path.relpath(path, root)] = path
        return found
    fa, fb = files(a), files(b)
    if fa.keys() != fb.keys():
        return False
    for rel in fa:
        with open(fa[rel], "rb") as x, open(fb[rel], "rb") as y:
            if x.read() != y.read():
                return False
    return True


def cpu_ticks():
    """The machine's (steal, total) CPU ticks so far, from /proc/stat; None where there is none."""
    try:
        with open("/proc/stat") as f:
            fields = [int(x) for x in f.readline().split()[1:]]
    except (OSError, ValueError):
        return None
    return (fields[7] if len(fields) > 7 else 0), sum(fields)


def incremental(args, work, corpus, runs, pages):
    """Times `navdocs build --incremental` after each kind of edit: a page's body, a page's
    title (in every page's navigation), a page added, a page removed. The cache is warmed
    first: a build, then a rebuild with nothing changed, timed on its own, which leaves the
    replaced site beside the cache to stage over (as every later rebuild does, and `serve`
    after its first). Each rebuild sees exactly one more edit of its kind, one after another
    as someone editing would run them, and full builds of the same content are timed between
    blocks of them (before the first, between each two, after the last): a share is of those,
    not of the table's full build, which ran minutes earlier on a machine whose speed drifts.
    On a virtual machine it drifts within seconds: the host takes cores back (steal time went
    from 3% to 27% between two sets of ten rebuilds while this was written), so the rebuilds
    and the builds they are compared with are taken in turns, and the steal during each is
    reported beside them. The body edit gets three times the rounds; its rebuild is short
    enough for one slow moment to move its median.
    Before each timed command the disk is synced, so none pays for another's writeback.
    After each kind the folder is compared with a clean build of the same content. The
    corpus is restored at the end."""
    out = os.path.join(work, f"site-incremental-{pages}")
    config = ["--config", os.path.join(REPO, "navdocs.yml"), "--content", corpus, "--theme", args.theme]
    command = [args.navdocs, "build", "--incremental"] + config + ["--out", out]
    generated = sorted(f for f in markdown_files(corpus) if os.path.basename(f).startswith("page-"))
    page = generated[len(generated) // 2] if generated else markdown_files(corpus)[-1]
    titled = generated[len(generated) // 3] if generated else page
    log(f"navdocs --incremental ({pages} pages): warm cache, then rebuilds after each kind of edit, "
        "between full builds")
    subprocess.run(command + ["--quiet"], check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    start = time.perf_counter()
    subprocess.run(command + ["--quiet"], check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    first_rebuild = time.perf_counter() - start
    originals = {path: open(path, "rb").read() for path in (page, titled)}
    added = []

    def body_edit(run):
        with open(page, "ab") as f:
            f.write(f"\nAn edited line, number {run}.\n".encode())

    def title_edit(run):
        text = originals[titled].decode()
        with open(titled, "w") as f:
            f.write(re.sub(r"^title: (.*)$", rf"title: \1, edited {run}", text, count=1, flags=re.M))

    def add_page(run):
        path = os.path.join(corpus, f"added-{run}.md")
        with open(path, "w") as f:
            f.write(f"# An added page {run}\n\nA page that was not there, linking to [the home page](index.md).\n")
        added.append(path)

    def remove_page(run):
        os.remove(added.pop())

    def rebuild(kind):
        # Its messages (a warning for each page of the generated corpus, tens of KB) go to a
        # file, as the full builds' go to /dev/null: through a pipe the rebuild waited for this
        # process to read them, and a wake-up of the reader on the other core is timed with it.
        with tempfile.TemporaryFile() as said:
            result = subprocess.run(command + ["--verbose"], stdout=said, stderr=subprocess.STDOUT)
            said.seek(0)
            text = said.read().decode(errors="replace")
        if result.returncode != 0:
            sys.exit(f"bench: incremental build failed after a {kind} ({result.returncode}):\n{text[-3000:]}")
        found = re.search(r"re-rendered (\d+) of (\d+) pages", text)
        return f"{found.group(1)} of {found.group(2)}" if found else "?"

    def full_build(folder):
        # As the table's navdocs row runs it, into a folder of its own (kept until the end, as there).
        subprocess.run([args.navdocs, "build"] + config + ["--out", folder, "--quiet"], check=True,
                       stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)

    def synced(action, steal):
        """Times `action` from a synced disk; returns (seconds, what it returned). Adds the
        machine's steal and total CPU ticks meanwhile to `steal`."""
        os.sync()
        before = cpu_ticks()
        start = time.perf_counter()
        value = action()
        seconds = time.perf_counter() - start
        after = cpu_ticks()
        if before and after:
            steal[0] += after[0] - before[0]
            steal[1] += after[1] - before[1]
        return seconds, value

    results = {"first rebuild": first_rebuild}
    try:
        for kind, edit, rounds in [("body edit", body_edit, 3 * runs), ("title edit", title_edit, runs),
                                   ("page added", add_page, runs), ("page removed", remove_page, runs)]:
            samples, fulls, rendered = [], [], "?"
            steal = {"rebuilds": [0, 0], "full builds": [0, 0]}
            # As many full builds as before (two or more before and after), now one between
            # each two blocks of rebuilds.
            blocks = 2 * max(2, (runs + 1) // 2) - 1

            def full_build_at(n):
                fulls.append(synced(lambda: full_build(os.path.join(
                    work, f"site-beside-{pages}-{kind.replace(' ', '-')}-{n}")), steal["full builds"])[0])
            full_build_at(0)
            for block in range(blocks):
                for run in range(block * rounds // blocks, (block + 1) * rounds // blocks):
                    edit(run)
                    seconds, rendered = synced(lambda: rebuild(kind), steal["rebuilds"])
                    samples.append(seconds)
                full_build_at(block + 1)
            # Kept until the end like every other output here: deleting ten thousand files makes
            # the next kind's full builds slow to create theirs (see `measure`).
            clean = os.path.join(work, f"site-clean-check-{pages}-{kind.replace(' ', '-')}")
            full_build(clean)
            results[kind] = {"seconds": statistics.median(samples), "all": sorted(samples), "rendered": rendered,
                             "full": statistics.median(fulls), "identical": same_tree(out, clean),
                             "steal": {k: (100 * v[0] / v[1] if v[1] else None) for k, v in steal.items()}}
    finally:
        for path, data in originals.items():
            with open(path, "wb") as f:
                f.write(data)
        for path in added:
            os.remove(path)
    results["serve"] = serve_reload(args, corpus, page, runs)
    return results


def serve_reload(args, corpus, page, runs):
    """The time from saving a page to the reload event `navdocs serve` sends open pages:
    the file watcher's wait for quiet, the rebuild and the event."""
    import socket
    import threading
    process = subprocess.Popen([args.navdocs, "serve", "--port", "0", "--config", os.path.join(REPO, "navdocs.yml"),
                                "--content", corpus, "--theme", args.theme, "--quiet"],
                               stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
    original = open(page, "rb").read()
    try:
        line = process.stdout.readline()
        found = re.search(r"Serving .* at http://127\.0\.0\.1:(\d+)/", line)
        if not found:
            return {"error": f"no URL printed: {line!r}"}
        port = int(found.group(1))
        events = socket.create_connection(("127.0.0.1", port), timeout=60)
        events.sendall(b"GET /__navdocs/events HTTP/1.1\r\nHost: 127.0.0.1\r\nAccept: text/event-stream\r\n\r\n")
        arrived, buffer = [], b""
        lock = threading.Condition()

        def read():
            nonlocal buffer
            while True:
                try:
                    chunk = events.recv(65536)
                except OSError:
                    return
                if not chunk:
                    return
                with lock:
                    buffer += chunk
                    while b"event: reload" in buffer:
                        buffer = buffer.split(b"event: reload", 1)[1]
                        arrived.append(time.perf_counter())
                        lock.notify_all()
        threading.Thread(target=read, daemon=True).start()
        time.sleep(0.5)
        samples = []
        for run in range(runs):
            with lock:
                seen = len(arrived)
            start = time.perf_counter()
            with open(page, "ab") as f:
                f.write(f"\nA line saved under serve, number {run}.\n".encode())
            with lock:
                if not lock.wait_for(lambda: len(arrived) > seen, timeout=60):
                    return {"error": "no reload event within 60 s"}
                samples.append(arrived[seen] - start)
            time.sleep(0.3)
        events.close()
        return {"seconds": statistics.median(samples), "all": sorted(samples)}
    finally:
        with open(page, "wb") as f:
            f.write(original)
        process.send_signal(2)
        try:
            process.wait(timeout=10)
        except subprocess.TimeoutExpired:
            process.kill()


def run_size(args, work, pages):
    corpus = make_corpus(work, pages, args.content)
    disk = settled_disk(work, pages)
    files = markdown_files(corpus)
    md_bytes = sum(os.path.getsize(f) for f in files)
    out = lambda run: os.path.join(work, f"site-{pages}-{run}")
    file_list = os.path.join(work, f"files-{pages}")
    with open(file_list, "w") as f:
        f.write("\0".join(files))
    tools = [
        ("navdocs", lambda run: navdocs_build(args.navdocs, REPO, args.theme, corpus, out(run)), work),
        ("cmark", lambda run: cmark_all(file_list), None),
    ]
    if args.baseline:
        # The same generated pages under the baseline's own content, built with its own
        # config and theme: the product as it was against the product as it is.
        tree, binary = args.baseline_build
        old = make_corpus(work, pages, os.path.join(tree, "content"), name=f"corpus-{pages}-baseline")
        tools.append((f"baseline {args.baseline}", lambda run: navdocs_build(
            binary, tree, os.path.join(tree, "themes", "default"), old, os.path.join(work, f"baseline-{pages}-{run}")), work))
    if not args.no_hugo:
        site = hugo_site(work, corpus, pages)
        tools.append(("hugo", lambda run: ["hugo", "--source", site, "--destination",
                                           os.path.join(work, f"hugo-out-{pages}-{run}"), "--quiet"], None))
    rows = measure(pages, tools, args.runs)
    # The rebuild users run most: each tool again over its own previous output (the
    # warm-up leaves one), with nothing changed.
    in_place = [(f"{name} in place", (lambda command: lambda run: command(0))(command), cwd)
                for name, command, cwd in tools if name in ("navdocs", "hugo")]
    for row in measure(pages, in_place, args.runs):
        rows.append(row)
    # And again after one page's body changed: each tool's copy of the same page gets one
    # more line just before each of its runs.
    generated = sorted(f for f in files if os.path.basename(f).startswith("page-"))
    page = os.path.relpath(generated[len(generated) // 2] if generated else files[-1], corpus)
    sources = {"navdocs": corpus, "hugo": os.path.join(work, f"hugo-{pages}", "content")}
    originals = {name: open(os.path.join(folder, page), "rb").read() for name, folder in sources.items()
                 if os.path.exists(os.path.join(folder, page))}

    def after_an_edit(name, command):
        def edited(run):
            with open(os.path.join(sources[name], page), "ab") as f:
                f.write(f"\nA line added before in-place run {run}.\n".encode())
            return command(0)
        return edited

    one_changed = [(f"{name} in place, one page changed", after_an_edit(name, command), cwd)
                   for name, command, cwd in tools if name in originals]
    try:
        rows += measure(pages, one_changed, args.runs)
    finally:
        for name, data in originals.items():
            with open(os.path.join(sources[name], page), "wb") as f:
                f.write(data)
    navdocs = rows[0]
    # The dictionary and the chunks and fragments in its folder.
    index = os.path.join(out(0), "search-index.js")
    folder = os.path.join(out(0), "search-index")
    navdocs["index"] = (os.path.getsize(index) + sum(os.path.getsize(os.path.join(folder, f)) for f in os.listdir(folder))
                        if os.path.exists(index) and os.path.isdir(folder) else None)
    navdocs["site"] = out(0)
    navdocs["incremental"] = incremental(args, work, corpus, args.runs, pages)
    for row in rows:
        row.update(pages=len(files), md=md_bytes)
    navdocs["disk"] = disk
    return rows


def growth(args, work, sizes):
    """time(N)/time(1000) for navdocs, and for cmark beside it, from builds of both corpora in
    the same rounds.

    The two sizes' tables are timed minutes apart, and a shared machine's speed moves from one
    such minute to the next, enough that even cmark, linear by construction, shows ratios far
    from the pages' ratio. Here every round builds both corpora (each into a fresh folder, as
    the tables' first rows do), so the ratio compares builds of the same minutes."""
    small, large = sizes
    disk = settled_disk(work, "growth")
    tools = []
    for pages in sizes:
        corpus = os.path.join(work, f"corpus-{pages}")
        tools.append((f"navdocs {pages}", (lambda corpus, pages: lambda run: navdocs_build(
            args.navdocs, REPO, args.theme, corpus, os.path.join(work, f"growth-site-{pages}-{run}")))(corpus, pages), work))
        tools.append((f"cmark {pages}", (lambda files: lambda run: cmark_all(files))(os.path.join(work, f"files-{pages}")), None))
    rows = {row["tool"]: row["seconds"] for row in measure(f"{small} and {large}", tools, args.runs)}
    return {tool: rows[f"{tool} {large}"] / rows[f"{tool} {small}"] for tool in ("navdocs", "cmark")} | {"disk": disk}


def table(rows):
    # Each row is compared with navdocs doing the same kind of build ("hugo in place" with
    # "navdocs in place", and so on).
    kind = lambda tool: "" if tool.startswith("baseline") else tool.partition(" ")[2]
    navdocs = {kind(row["tool"]): row["seconds"] for row in rows if row["tool"].startswith("navdocs")}
    # The fastest and slowest run beside the median: on a shared machine the spread says
    # how far apart two medians must be before they mean anything.
    lines = ["| tool | pages | Markdown | wall s (median) | fastest–slowest | pages/s | MB/s | peak RSS | search index | index / Markdown | navdocs / tool |",
             "|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|"]
    for row in rows:
        mb = row["md"] / 1e6
        index = row.get("index")
        lines.append("| {} | {} | {:.2f} MB | {:.3f} | {:.3f}–{:.3f} | {:.0f} | {:.1f} | {:.0f} MB | {} | {} | {} |".format(
            row["tool"], row["pages"], mb, row["seconds"], row["all"][0], row["all"][-1],
            row["pages"] / row["seconds"], mb / row["seconds"],
            row["rss"] / 2**20, f"{index / 1e6:.2f} MB" if index is not None else "–",
            f"{100 * index / row['md']:.1f}%" if index is not None else "–",
            "–" if row["tool"].startswith("navdocs") else
            f"{navdocs[kind(row['tool'])] / row['seconds']:.2f}"))
    return lines


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--navdocs", required=True)
    ap.add_argument("--pages", type=int, default=int(os.environ.get("PAGES", "1000")))
    ap.add_argument("--runs", type=int, default=5)
    ap.add_argument("--theme", default=os.path.join(REPO, "themes", "default"))
    ap.add_argument("--content", default=os.path.join(REPO, "content"))
    ap.add_argument("--no-hugo", action="store_true")
    ap.add_argument("--keep", action="store_true", help="keep the work folder")
    ap.add_argument("--baseline", metavar="COMMIT", help="also time navdocs as it was at COMMIT, in the same rounds")
    args = ap.parse_args()
    args.navdocs = os.path.abspath(args.navdocs)
    args.theme, args.content = os.path.abspath(args.theme), os.path.abspath(args.content)
    if not os.path.isdir(os.path.join(args.theme, "templates")):
        sys.exit(f"bench: no theme templates in {args.theme}; pass --theme DIR")
    args.baseline_build = baseline_build(args.baseline) if args.baseline else None

    work = tempfile.mkdtemp(prefix="navdocs-bench-")
    try:
        sizes = [1000, args.pages] if args.pages > 1000 else [args.pages]
        results = {n: run_size(args, work, n) for n in sizes}
        grown = growth(args, work, sizes) if len(sizes) > 1 else None
        front_matter = front_matter_growth(args, work)
    finally:
        if args.keep:
            log(f"work folder kept: {work}")
        else:
            shutil.rmtree(work, ignore_errors=True)

    print(f"\n## make bench: {os.cpu_count()} cores, median of {args.runs} runs after a warm-up\n")
    for n in sizes:
        print("\n".join(table(results[n])) + "\n")
    print(f"- front matter of 40,000 list items against 5,000, one page: {front_matter:.1f} times as long "
          "(linear is 8; the build of a one-page site is part of both)")
    if grown:
        print(f"- time({args.pages})/time(1000): {grown['navdocs']:.2f} (target ≤ {1.1 * args.pages / 1000:.0f}), "
              f"both sizes built in the same {args.runs} rounds; cmark's in those rounds: {grown['cmark']:.2f}"
              f" (creating a file took {grown['disk'][0]:.0f} µs before them)")
    for n in sizes:
        rows = {r["tool"]: r for r in results[n]}
        nav = rows["navdocs"]
        checks = [f"navdocs/cmark {nav['seconds'] / rows['cmark']['seconds']:.2f}"]
        if "hugo" in rows:
            checks.append(f"navdocs/hugo {nav['seconds'] / rows['hugo']['seconds']:.2f} (target ≤ 0.5)")
        if args.baseline:
            old = rows[f"baseline {args.baseline}"]
            checks.append(f"navdocs/{args.baseline} {nav['seconds'] / old['seconds']:.2f} "
                          f"(its peak RSS {old['rss'] / 2**20:.0f} MB)")
        for kind in ("in place", "in place, one page changed"):
            if f"hugo {kind}" in rows:
                checks.append(f"{kind} navdocs/hugo {rows[f'navdocs {kind}']['seconds'] / rows[f'hugo {kind}']['seconds']:.2f} (target ≤ 0.5)")
        if n == 1000:
            checks[0] += " (target ≤ 4)"
        checks.append(f"peak RSS {nav['rss'] / 2**20:.0f} MB" + (" (target ≤ 400)" if n >= 10000 else ""))
        if nav.get("index") is not None:
            checks.append(f"index {100 * nav['index'] / nav['md']:.1f}% of Markdown (target ≤ 35%)")
        print(f"- {n} pages: " + ", ".join(checks))
        cost, waited = nav["disk"]
        print(f"- {n} pages, before timing: creating a file took {cost:.0f} µs"
              + (f", after waiting {waited:.0f} s for it to be quick" if waited >= 1 else ""))
        if "incremental" in nav:
            inc = nav["incremental"]
            print(f"\n| {n} pages, after | navdocs build --incremental | fastest–slowest | full builds between them | share of those | re-rendered | same bytes as a clean build | steal: rebuilds / builds |")
            print("|---|---:|---:|---:|---:|---:|---|---:|")
            for kind in ("body edit", "title edit", "page added", "page removed"):
                r = inc[kind]
                target = {1000: " (target ≤ 10%)", 10000: " (target ≤ 5%)"}.get(n, "") if kind == "body edit" else ""
                print(f"| one {kind} ({len(r['all'])} rounds) | {r['seconds']:.3f} s | {r['all'][0]:.3f}–{r['all'][-1]:.3f} | "
                      f"{r['full']:.3f} s | {100 * r['seconds'] / r['full']:.1f}%{target} | {r['rendered']} | "
                      f"{'yes' if r['identical'] else 'NO'} | {steal_text(r['steal'])} |")
            print(f"- {n} pages, the first rebuild after a build, with nothing changed: {inc['first rebuild']:.3f} s "
                  f"({100 * inc['first rebuild'] / nav['seconds']:.1f}%; it links every file into a new tree, "
                  "and keeps the tree it replaces for the next rebuild to stage over)")
            serve = inc["serve"]
            if "error" in serve:
                print(f"- {n} pages, navdocs serve: {serve['error']}")
            else:
                print(f"- {n} pages, navdocs serve, saving a page to the reload event: {serve['seconds']:.3f} s median "
                      f"({serve['all'][0]:.3f}–{serve['all'][-1]:.3f}; the file watcher waits for 0.1 s of quiet first)")

def front_matter_growth(args, work, sizes=(5000, 40000)):
    """time(40,000 list items)/time(5,000) for one page's front matter: read in time linear in
    its size, the ratio is about 8 (a tree builder that copied its list on every item made it
    over 20). Each is a one-page site built `args.runs` times, taken in turns; the ratio is of
    medians, so a slow moment on a shared machine falls on both."""
    def site(items):
        folder = os.path.join(work, f"front-matter-{items}")
        os.makedirs(folder)
        with open(os.path.join(folder, "index.md"), "w") as f:
            f.write("---\ntitle: Long\nlist:\n" + "".join(f"  - item {i}\n" for i in range(items)) + "---\n# Long\n")
        return folder
    tools = [(f"front matter {n}", (lambda content, n: lambda run: [
        args.navdocs, "build", "--config", os.path.join(REPO, "navdocs.yml"), "--content", content, "--theme", args.theme,
        "--out", os.path.join(work, f"front-matter-site-{n}-{run}"), "--quiet"])(site(n), n), work) for n in sizes]
    rows = {row["tool"]: row["seconds"] for row in measure("one", tools, args.runs)}
    return rows[f"front matter {sizes[1]}"] / rows[f"front matter {sizes[0]}"]


def steal_text(steal):
    """`2.1% / 3.0%`: the machine's steal time during the rebuilds and during the full builds."""
    return " / ".join("?" if steal[k] is None else f"{steal[k]:.1f}%" for k in ("rebuilds", "full builds"))


if __name__ == "__main__":
    main()
