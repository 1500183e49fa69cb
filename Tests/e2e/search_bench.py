#!/usr/bin/env python3
"""The site search as a reader meets it, in headless Chromium, for `make bench`.

usage: search_bench.py (--site DIR | --navdocs BIN [--pages N]) [--runs R] [--json]

With --navdocs it generates the bench corpus (the shared bench/gen_corpus.py, with the
repository's content/ copied over it, as scripts/bench.py does) and builds it. The site is
served by a static server on 127.0.0.1. For each query of a fixed list, R times, a cold
search.html (browser cache off) gets the query typed into its box, and the script measures:

- first: bytes (uncompressed bodies) the page fetched for the query, the page's own assets
  left out: everything fetched after the page loaded and before the results were announced;
- ms: time from setting the query to the announcement "N results for “q”";
- second: bytes of a second query (the next one in the list) on the same page;
- heap: performance.memory.usedJSHeapSize once the first query's results show, after gc() twice
  (one call leaves garbage that the next collects; the figure then stays put);
- top: the first result's address.

Prints a table (min/median/max over the runs, then the median over the queries) and, with
--json, one JSON object.
"""

import argparse
import json
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
from pathlib import Path
from urllib.parse import urlsplit

sys.path.insert(0, str(Path(__file__).resolve().parent))
import e2e_support as support  # noqa: E402
import search_browser as browser  # noqa: E402

REPO = Path(__file__).resolve().parents[2]

# (what it stands for, query): a rule ID, a typo, one common word, two common words, a rare
# word, a word the site does not have.
QUERIES = [
    ("rule ID", "NB004"),
    ("typo", "navgation"),
    ("common word", "navigation"),
    ("two common words", "back button"),
    ("rare word", "carriage"),
    ("missing word", "xylophone"),
]

# Sets the query, waits for the announcement, and reports what it cost. Resource timing
# entries name every script the search loaded; their decoded body sizes are the bytes.
SCRIPT = """
var query = arguments[0], done = arguments[arguments.length - 1];
performance.setResourceTimingBufferSize(100000);
var status = document.querySelector('.search-page-status');
var box = document.querySelector('form.search-box .search-input');
var before = performance.getEntriesByType('resource').length;
function bytesSince(n) {
  return performance.getEntriesByType('resource').slice(n)
    .reduce(function (sum, e) { return sum + (e.decodedBodySize || 0); }, 0);
}
var t0 = performance.now();
var watch = new MutationObserver(function () {
  var text = status.textContent;
  if (text.indexOf('for \\u201c' + query + '\\u201d') < 0) return;
  var ms = performance.now() - t0;
  watch.disconnect();
  // The last resource entries are in once their scripts ran; the announcement follows them.
  setTimeout(function () {
    var first = document.querySelector('.search-page-results a');
    if (window.gc) { gc(); gc(); }
    done({ms: ms, bytes: bytesSince(before), status: text,
          heap: performance.memory ? performance.memory.usedJSHeapSize : null,
          top: first ? first.href : null});
  }, 0);
});
watch.observe(status, {childList: true, characterData: true, subtree: true});
box.value = query;
box.dispatchEvent(new Event('input', {bubbles: true}));
"""


def median(values):
    return statistics.median(values)


def make_site(navdocs, pages, work):
    corpus = Path(work) / f"corpus-{pages}"
    subprocess.run([sys.executable, str(support.corpus_generator()), str(corpus), "--pages", str(pages)], check=True)
    shutil.copytree(REPO / "content", corpus, dirs_exist_ok=True)
    site = Path(work) / f"site-{pages}"
    subprocess.run([navdocs, "build", "--content", str(corpus), "--theme", str(REPO / "themes" / "default"),
                    "--out", str(site), "--quiet"], check=True, cwd=REPO)
    return site


def index_bytes(site):
    files = [site / "search-index.js"] + [p for p in (site / "search-index").rglob("*") if p.is_file()]
    return sum(p.stat().st_size for p in files if p.exists())


def markdown_bytes(content):
    return sum(p.stat().st_size for p in Path(content).rglob("*.md"))


def measure(site, runs):
    driver = support.start_chromium("search bench", ("--enable-precise-memory-info", "--js-flags=--expose-gc"))
    driver.execute_cdp_cmd("Network.enable", {})
    driver.execute_cdp_cmd("Network.setCacheDisabled", {"cacheDisabled": True})
    results = {query: [] for _, query in QUERIES}
    try:
        with browser.StaticServer(site) as server:
            for run in range(runs):
                for n, (_, query) in enumerate(QUERIES):
                    driver.get(server.url("search.html"))
                    first = driver.execute_async_script(SCRIPT, query)
                    second = driver.execute_async_script(SCRIPT, QUERIES[(n + 1) % len(QUERIES)][1])
                    top = urlsplit(first["top"]).path.lstrip("/") if first["top"] else None
                    results[query].append({"first": first["bytes"], "ms": first["ms"], "second": second["bytes"],
                                           "heap": first["heap"], "top": top, "status": first["status"]})
    finally:
        driver.quit()
    return results


def spread(values, unit):
    values = sorted(values)
    return f"{unit(values[0])} / {unit(median(values))} / {unit(values[-1])}"


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--site")
    ap.add_argument("--navdocs")
    ap.add_argument("--pages", type=int, default=10000)
    ap.add_argument("--runs", type=int, default=3)
    ap.add_argument("--json", action="store_true")
    ap.add_argument("--keep", action="store_true", help="keep the generated corpus and site")
    args = ap.parse_args()
    if not args.site and not args.navdocs:
        ap.error("give --site DIR or --navdocs BIN")
    work = tempfile.mkdtemp(prefix="navdocs-search-bench-")
    try:
        site = Path(args.site).resolve() if args.site else make_site(os.path.abspath(args.navdocs), args.pages, work)
        md = markdown_bytes(Path(work) / f"corpus-{args.pages}") if not args.site else None
        size = index_bytes(site)
        dictionary = (site / "search-index.js").stat().st_size
        results = measure(site, args.runs)
    finally:
        if args.keep:
            print(f"search bench: work folder kept: {work}", file=sys.stderr)
        else:
            shutil.rmtree(work, ignore_errors=True)
    kb = lambda b: f"{b / 1000:.0f} KB"
    ms = lambda t: f"{t:.0f} ms"
    mb = lambda b: f"{b / 1e6:.1f} MB"
    print(f"\n| search, {args.pages if not args.site else ''} pages, {args.runs} runs (min / median / max) | "
          "first query | to results | second query | JS heap | top result |")
    print("|---|---:|---:|---:|---:|---|")
    for what, query in QUERIES:
        rows = results[query]
        tops = sorted({r["top"] or "none" for r in rows})
        print(f"| {what}: {query} | {spread([r['first'] for r in rows], kb)} | {spread([r['ms'] for r in rows], ms)} | "
              f"{spread([r['second'] for r in rows], kb)} | {spread([r['heap'] for r in rows], mb)} | {', '.join(tops)} |")
    per_query = {k: [median([r[k] for r in results[q]]) for _, q in QUERIES] for k in ("first", "ms", "second", "heap")}
    print(f"- median over the queries: first query {kb(median(per_query['first']))} (target ≤ 400 KB), "
          f"{ms(median(per_query['ms']))} to results (target ≤ 300 ms), heap {mb(max(per_query['heap']))} at most "
          "(target ≤ 10 MB)")
    print(f"- loaded first: search-index.js, {kb(dictionary)} (target ≤ 150 KB)")
    if md and size:
        print(f"- index {size / 1e6:.2f} MB, {100 * size / md:.1f}% of the Markdown (target ≤ 24%)")
    if args.json:
        print(json.dumps({"queries": results, "index_bytes": size, "dictionary_bytes": dictionary, "markdown_bytes": md}))
    return 0


if __name__ == "__main__":
    sys.exit(main())
