"""`navlint report` on the real fixtures, in headless Chromium: one card per bar read, the
filters, the rule links, the unknown marks, the page without JavaScript, and axe-core at 390
and 1280 px in the light and the dark scheme. Screenshots land in Tests/output/screenshots.

The scale check builds the report of the fixture tree copied until it holds 500 bars and
prints its size and the time Chromium takes to reach the load event; only the size is held
to its bound (2 MB), as a timing assertion would fail on a busy machine, not on a slow page.
"""

import json
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
import unittest
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
import theme_browser as browser  # noqa: E402

REPO = Path(__file__).resolve().parents[2]
NAVLINT = Path(os.environ.get("NAVLINT", REPO / ".build/debug/navlint"))
if not NAVLINT.is_absolute():
    NAVLINT = REPO / NAVLINT
FIXTURES = ["Tests/Fixtures/InterfaceBuilder", "Tests/Fixtures/SwiftUI"]
DOCS = "https://docs.example/navdocs"


def navlint(*arguments, cwd=REPO):
    environment = {k: v for k, v in os.environ.items() if k != "NAVDOCS_DOCS_URL"}
    return subprocess.run([str(NAVLINT), *map(str, arguments)], cwd=cwd, env=environment,
                          capture_output=True, text=True, timeout=300)


def report(out, *paths, cwd=REPO):
    result = navlint("report", *paths, "--out", out, "--docs-url", DOCS, cwd=cwd)
    if result.returncode != 0:
        raise AssertionError(f"navlint report failed ({result.returncode}):\n{result.stderr}")
    return result


# Each card as the page shows it: what a person sees and what the filters read.
CARDS_SCRIPT = """
return Array.from(document.querySelectorAll('.card')).map(card => ({
  where: card.querySelector('.where').textContent,
  rules: card.dataset.rules,
  unknown: card.dataset.unknown,
  file: card.dataset.file,
  shown: !card.hidden && card.offsetParent !== null,
  marks: Array.from(card.querySelectorAll('.mockup .unknown')).map(m => m.textContent),
  unknowns: card.querySelector('.unknowns') ? card.querySelector('.unknowns').textContent : null,
  links: Array.from(card.querySelectorAll('.findings a')).map(a => a.href),
  label: card.querySelector('.mockup').getAttribute('aria-label'),
}));
"""

CLIPPED_SCRIPT = """
return Array.from(document.querySelectorAll('pre.mockup')).filter(pre => pre.scrollWidth > pre.clientWidth + 1)
  .map(pre => pre.getAttribute('aria-label'));
"""


class ReportOnTheFixturesTests(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        if not NAVLINT.exists():
            raise AssertionError(f"navlint binary not found at {NAVLINT}; run `swift build` or set NAVLINT")
        cls.tmp = Path(tempfile.mkdtemp(prefix="navlint-report-"))
        cls.page = cls.tmp / "report.html"
        cls.result = report(cls.page, *FIXTURES)
        listing = navlint("bars", "--format", "json", *FIXTURES)
        cls.bars = json.loads(listing.stdout)["bars"]
        cls.bars_summary = listing.stderr.splitlines()[-1]
        cls.lint = json.loads(navlint("--format", "json", "--docs-url", DOCS, *FIXTURES).stdout)
        cls.driver = browser.start_chromium()
        cls.axe = browser.axe_script()

    @classmethod
    def tearDownClass(cls):
        cls.driver.quit()
        shutil.rmtree(cls.tmp, ignore_errors=True)

    def open(self, width=1280, scheme="light"):
        browser.set_color_scheme(self.driver, scheme)
        browser.set_viewport(self.driver, width, 900)
        self.driver.get(self.page.as_uri())

    def cards(self):
        return self.driver.execute_script(CARDS_SCRIPT)

    def test_the_run_says_what_it_read(self):
        self.assertEqual(self.result.returncode, 0)
        # navlint bars' summary, "navlint: read 51 files: 87 bars", with the findings.
        self.assertTrue(self.result.stderr.endswith(
            f"{self.bars_summary}, {len(self.lint['findings'])} findings\n"), self.result.stderr)

    def test_an_out_in_a_missing_folder_is_an_error_and_a_good_report_is_replaced_whole(self):
        result = navlint("report", *FIXTURES, "--out", self.tmp / "missing" / "r.html")
        self.assertEqual((result.returncode, result.stderr),
                         (2, f"{self.tmp}/missing/r.html: error: cannot write the report: no folder {self.tmp}/missing\n"))
        self.assertFalse((self.tmp / "missing").exists())
        page = self.tmp / "replaced.html"
        page.write_text("old")
        report(page, *FIXTURES)
        self.assertEqual(page.read_bytes(), self.page.read_bytes())
        self.assertEqual(sorted(p.name for p in self.tmp.iterdir() if p.name.startswith(".")), [])

    def test_one_card_per_bar_in_the_order_navlint_bars_reads_them(self):
        self.open()
        cards = self.cards()
        self.assertGreater(len(cards), 50)
        self.assertEqual([c["where"] for c in cards],
                         [f"{b['file']}:{b['line']}:{b['column']}" for b in self.bars])
        self.assertTrue(all(c["shown"] and c["label"].startswith(("Navigation bar", "iPad", "Mac")) for c in cards))

    def test_findings_link_to_their_rule_pages_on_the_docs_site(self):
        self.open()
        cards = self.cards()
        linked = {link for c in cards for link in c["links"]}
        self.assertEqual(linked, {f"{DOCS}/rules/{f['rule']}.html" for f in self.lint["findings"]})
        for card in cards:
            self.assertEqual(sorted({link.rsplit("/", 1)[1][:-5] for link in card["links"]}),
                             card["rules"].split() if card["rules"] else [])
        summary = self.driver.find_element("css selector", ".summary").text
        self.assertIn(f"Findings\n{len(self.lint['findings'])}", summary)

    def test_unknown_facts_are_marked_on_the_drawing_and_listed(self):
        self.open()
        cards = self.cards()
        for card, bar in zip(cards, self.bars):
            with self.subTest(bar=card["where"]):
                self.assertEqual(card["unknown"], "yes" if bar["unknown"] else "no")
                if bar["unknown"]:
                    self.assertEqual(card["unknowns"], "? Unknown, set in code: " + ", ".join(bar["unknown"]))
                else:
                    self.assertIsNone(card["unknowns"])
                drawn = sum(key in bar["unknown"] for key in ("title", "leading", "trailing"))
                if "title" in bar["unknown"]:
                    self.assertIn("set in code", card["label"])
                self.assertGreaterEqual(len(card["marks"]), 1 if drawn else 0)
                self.assertTrue(all(mark == "?" for mark in card["marks"]))
        self.assertGreater(sum(bool(c["marks"]) for c in cards), 10)

    def test_the_filters_show_only_the_matching_cards(self):
        self.open()
        form = self.driver.find_element("id", "filters")
        self.assertTrue(form.is_displayed())
        status = self.driver.find_element("id", "shown")
        everything = self.cards()

        def choose(select_id, value):
            self.driver.execute_script(
                "const s = document.getElementById(arguments[0]); s.value = arguments[1];"
                "s.dispatchEvent(new Event('change', {bubbles: true}));", select_id, value)

        choose("filter-rule", "NB003")
        shown = [c for c in self.cards() if c["shown"]]
        self.assertEqual(len(shown), sum("NB003" in c["rules"].split() for c in everything))
        self.assertGreater(len(shown), 0)
        self.assertEqual(status.text, f"Showing {len(shown)} of {len(everything)} bars")
        choose("filter-rule", "")

        self.driver.find_element("id", "filter-findings").click()
        self.assertEqual(sum(c["shown"] for c in self.cards()), sum(c["rules"] != "" for c in everything))
        self.driver.find_element("id", "filter-findings").click()

        self.driver.find_element("id", "filter-unknowns").click()
        self.assertEqual(sum(c["shown"] for c in self.cards()), sum(c["unknown"] == "yes" for c in everything))
        self.driver.find_element("id", "filter-unknowns").click()

        choose("filter-file", "f2")
        shown = [c for c in self.cards() if c["shown"]]
        self.assertEqual(len(shown), sum(c["file"] == "f2" for c in everything))
        self.assertEqual([s.is_displayed() for s in self.driver.find_elements("css selector", "section.file")].count(True), 1)
        choose("filter-file", "")

        search = self.driver.find_element("id", "filter-text")
        search.send_keys("CurrentActivity")  # a SwiftUI screen with two states
        shown = [c for c in self.cards() if c["shown"]]
        self.assertEqual(len(shown), 2)
        self.assertTrue(all("CurrentActivityView.swift" in c["where"] for c in shown))
        search.clear()
        search.send_keys("add feed")  # a title, not a screen name
        shown = [c for c in self.cards() if c["shown"]]
        self.assertEqual([c["label"] for c in shown][:1], ["Navigation bar: one leading control 'Cancel', title 'Add Feed', one trailing control 'Add'"])
        search.clear()
        search.send_keys("x")
        search.clear()
        self.driver.execute_script("document.getElementById('filter-text').dispatchEvent(new Event('input', {bubbles: true}))")
        self.assertEqual(status.text, f"Showing all {len(everything)} bars")

    def test_without_javascript_every_card_shows_and_no_filter_does(self):
        self.driver.execute_cdp_cmd("Emulation.setScriptExecutionDisabled", {"value": True})
        try:
            self.open()
            self.assertFalse(self.driver.find_element("id", "filters").is_displayed())
            cards = self.driver.find_elements("css selector", ".card")
            self.assertEqual(len(cards), len(self.bars))
            self.assertTrue(all(card.is_displayed() for card in cards))
            self.assertFalse(any(b.is_displayed() for b in self.driver.find_elements("css selector", ".copy")))
        finally:
            self.driver.execute_cdp_cmd("Emulation.setScriptExecutionDisabled", {"value": False})

    def test_axe_finds_nothing_and_nothing_overflows_at_both_widths_in_both_schemes(self):
        shots = browser.OUTPUT / "screenshots"
        for scheme in ("light", "dark"):
            for width in (390, 1280):
                with self.subTest(scheme=scheme, width=width):
                    self.open(width, scheme)
                    violations = browser.run_axe(self.driver, self.axe)
                    self.assertEqual(violations, [], f"axe-core, {scheme}, {width} px:\n"
                                     + browser.describe_violations(violations))
                    self.assertEqual([o for o in self.driver.execute_script(browser.OVERFLOW_SCRIPT)
                                      if not o.startswith("a.skip")], [])
                    self.assertEqual(self.driver.execute_script(CLIPPED_SCRIPT), [])
                    # Cards off screen are laid out when scrolled to; a picture of the whole page lays them all out.
                    self.driver.execute_script("document.head.insertAdjacentHTML('beforeend',"
                                               " '<style>.card{content-visibility:visible}</style>')")
                    browser.full_page_png(self.driver, width, shots / f"report-{scheme}-{width}.png", max_height=4000)
        # The filtered page is a page people read too.
        self.open(390, "dark")
        self.driver.find_element("id", "filter-findings").click()
        self.assertEqual(browser.run_axe(self.driver, self.axe), [])

    def test_the_page_asks_for_nothing_and_the_same_input_gives_the_same_bytes(self):
        self.open()
        self.assertEqual(self.driver.execute_script("return performance.getEntriesByType('resource').length"), 0)
        again = self.tmp / "again.html"
        report(again, *FIXTURES)
        self.assertEqual(again.read_bytes(), self.page.read_bytes())


class ReportAtScaleTests(unittest.TestCase):
    def test_500_bars_size_and_load_time(self):
        tmp = Path(tempfile.mkdtemp(prefix="navlint-report-scale-"))
        self.addCleanup(shutil.rmtree, tmp, ignore_errors=True)
        per_copy = len(json.loads(navlint("bars", "--format", "json", *FIXTURES).stdout)["bars"])
        copies = -(-500 // per_copy)
        for n in range(copies):
            for fixture in FIXTURES:
                shutil.copytree(REPO / fixture, tmp / "app" / f"copy{n + 1}" / Path(fixture).name)
        started = time.monotonic()
        run = report(tmp / "report.html", "app", cwd=tmp)
        generated = time.monotonic() - started
        size = (tmp / "report.html").stat().st_size
        driver = browser.start_chromium()
        self.addCleanup(driver.quit)
        loads = []
        for _ in range(5):
            driver.get((tmp / "report.html").as_uri())
            loads.append(driver.execute_script(
                "const n = performance.getEntriesByType('navigation')[0]; return n.loadEventStart - n.startTime;"))
        cards = driver.execute_script("return document.querySelectorAll('.card').length")
        print(f"\nnavlint report, fixture tree x{copies}: {cards} bars, {size} bytes ({size / 1048576:.2f} MB), "
              f"written in {generated:.2f} s by {NAVLINT.name}; load event after "
              f"{statistics.median(loads):.0f} ms (median of 5: {', '.join(f'{t:.0f}' for t in loads)})",
              file=sys.stderr)
        self.assertIn(f"{cards} bars", run.stderr)
        self.assertGreaterEqual(cards, 500)
        self.assertLess(size, 2 * 1024 * 1024)


if __name__ == "__main__":
    unittest.main()
