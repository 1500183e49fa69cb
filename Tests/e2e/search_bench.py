#!/usr/bin/env python3
"""Query time of the site search in headless Chromium, for `make bench`.

usage: search_bench.py SITE_DIR

Opens SITE_DIR/index.html from file://, lets the search box load search-index.js the way a
reader's first focus does, then times `navdocsSearch.search` over a fixed query list (words,
rule IDs, prefixes, typos, multi-word). Prints one JSON object:
{"median_ms": …, "queries": N, "cold_median_ms": …, "p95_ms": …, "max_ms": …,
 "index_prepare_ms": …, "index_bytes": …, "entries": …}
median_ms is the median over the queries of each query's mean over REPEAT runs;
cold_median_ms is the median of each query's first run (postings not yet decoded).
"""

import json
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
import search_browser as browser  # noqa: E402

QUERIES = [
    "navigation", "nb004", "NB001", "title-too-long", "large title", "back button", "chevron",
    "segmented control", "playlist", "privacy settings", "navgation", "scrol", "sidebr", "immersive gesture",
    "topic 3", "page 512", "guideline page 77", "ti", "s", "transition split view", "restore swipe",
    "prefersLargeTitles", "24x24", "toolbar window border", "materail", "consistent custom mask",
    "account", "hierarchy content", "tap", "zzzz",
]
REPEAT = 5

SCRIPT = """
var queries = arguments[0], repeat = arguments[1], done = arguments[arguments.length - 1];
var box = document.querySelector('form.search-box .search-input');
box.focus();
(function wait() {
  var manifest = window.navdocsSearchIndex, shards = window.navdocsSearchShards;
  if (!manifest || !shards || Object.keys(shards).length < manifest.shards.length) { setTimeout(wait, 20); return; }
  var api = window.navdocsSearch, t0 = performance.now();
  var index = api.prepareIndex(manifest, shards);
  var prepare = performance.now() - t0, cold = [], warm = [];
  queries.forEach(function (q) {
    var t = performance.now();
    api.search(index, q, 10);
    cold.push(performance.now() - t);
  });
  queries.forEach(function (q) {
    var t = performance.now();
    for (var i = 0; i < repeat; i++) api.search(index, q, 10);
    warm.push((performance.now() - t) / repeat);
  });
  done({prepare: prepare, cold: cold, warm: warm, entries: index.entryCount});
})();
"""


def median(values):
    values = sorted(values)
    n = len(values)
    return values[n // 2] if n % 2 else (values[n // 2 - 1] + values[n // 2]) / 2


def main():
    if len(sys.argv) != 2:
        print(__doc__.strip().splitlines()[2], file=sys.stderr)
        return 2
    site = Path(sys.argv[1]).resolve()
    if not (site / "index.html").exists() or not (site / "search-index.js").exists():
        print(f"search_bench: {site} has no index.html or search-index.js", file=sys.stderr)
        return 1
    driver = browser.start_chromium()
    try:
        driver.get((site / "index.html").as_uri())
        result = driver.execute_async_script(SCRIPT, QUERIES, REPEAT)
    finally:
        driver.quit()
    warm = result["warm"]
    print(json.dumps({
        "median_ms": round(median(warm), 3),
        "queries": len(QUERIES),
        "cold_median_ms": round(median(result["cold"]), 3),
        "p95_ms": round(sorted(warm)[int(0.95 * (len(warm) - 1))], 3),
        "max_ms": round(max(warm), 3),
        "index_prepare_ms": round(result["prepare"], 3),
        "index_bytes": (site / "search-index.js").stat().st_size
        + sum(f.stat().st_size for f in (site / "search-index").glob("*.js")),
        "entries": result["entries"],
    }))
    return 0


if __name__ == "__main__":
    sys.exit(main())
