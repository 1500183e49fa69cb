"""The rule pages' Swift examples: verified by the navlint beside navdocs, a wrong one failing
the build at its line, a site without navlint failing with what to do, and the figures
(code, then the bar navlint read) readable in a browser at phone and desktop widths, light
and dark, with axe finding nothing.
"""

import os
import re
import shutil
import subprocess
import sys
import tempfile
import unittest
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
import e2e_support as support  # noqa: E402

CONTENT = support.REPO / "content"
FENCE = re.compile(r"^```swift (good(?: [^\n]*)?|bad [^\n]*)\n(.*?)^```[ \t]*$", re.M | re.S)


def build_copy(content, *extra, navdocs=None, env=None):
    """`navdocs build --strict` of a copy of the content, with the repository's config."""
    with tempfile.TemporaryDirectory() as out:
        return subprocess.run([str(navdocs or support.navdocs_binary()), "build", "--strict", "--quiet",
                               "--content", str(content), "--out", out, *extra],
                              cwd=support.REPO, capture_output=True, text=True, env=env, timeout=600)


class SwiftExampleBuildTests(unittest.TestCase):
    def setUp(self):
        self.tmp = Path(tempfile.mkdtemp(prefix="navdocs-swift-"))
        self.content = self.tmp / "content"
        shutil.copytree(CONTENT, self.content)

    def tearDown(self):
        shutil.rmtree(self.tmp, ignore_errors=True)

    def test_every_ios_rule_page_says_how_to_fix_it_in_code(self):
        for number in range(1, 12):
            page = next(CONTENT.glob(f"rules/NB{number:03d}-*.md")).read_text(encoding="utf-8")
            with self.subTest(rule=number):
                self.assertIn("\n## Fix it in code\n", page)
                # The verdicts, without the app name a fence may give (`swift bad NB002 app="Pantry"`).
                claims = [re.sub(r'\s*app=("[^"]*"|\S+)', "", claim) for claim, _ in FENCE.findall(page)]
                self.assertIn("good", claims)
                if f"bad NB{number:03d}" not in claims:
                    # UIKit's API keeps code from making NB005's mistake; the page says so.
                    self.assertIn("There is no Swift example of this rule firing", page)

    def test_the_guide_pages_show_the_api_in_code_and_verify_the_bars(self):
        for name in ("titles", "controls", "large-titles", "back-buttons", "hiding-the-bar", "borders"):
            page = (CONTENT / "guide" / f"{name}.md").read_text(encoding="utf-8")
            with self.subTest(page=name):
                self.assertRegex(page, r"(?m)^```swift( good)?$")
        # Where the snippet is a whole bar, it is a checked example.
        for name in ("titles", "controls", "large-titles"):
            self.assertIn("```swift good\n", (CONTENT / "guide" / f"{name}.md").read_text(encoding="utf-8"))

    def test_the_repository_content_builds_with_its_swift_examples_verified(self):
        result = build_copy(self.content)
        self.assertEqual(result.returncode, 0, result.stderr)

    def test_a_bad_example_marked_good_fails_the_build_at_that_block(self):
        page = next(self.content.glob("rules/NB001-*.md"))
        text = page.read_text(encoding="utf-8")
        fence = text.index("```swift bad NB001\n")
        page.write_text(text.replace("```swift bad NB001\n", "```swift good\n", 1), encoding="utf-8")
        fence_line = text[:fence].count("\n") + 1
        title_line = fence_line + text[fence:].split("\n").index(
            next(line for line in text[fence:].split("\n") if ".navigationTitle(" in line))
        result = build_copy(self.content)
        self.assertEqual(result.returncode, 1, result.stderr)
        self.assertRegex(result.stderr, rf"(?m)^.*NB001-title-too-long\.md:{title_line}:\d+: error: "
                                        r"Swift example marked good has a finding: NB001 ")
        self.assertIn('mark it "swift bad NB001"', result.stderr)

    def test_a_site_with_swift_examples_and_no_navlint_fails_and_says_what_to_do(self):
        alone = self.tmp / "bin"
        alone.mkdir()
        shutil.copy2(support.navdocs_binary(), alone / "navdocs")
        env = {**os.environ, "PATH": "/usr/bin:/bin"}
        result = build_copy(self.content, navdocs=alone / "navdocs", env=env)
        self.assertEqual(result.returncode, 1)
        self.assertRegex(result.stderr, r"(?m)^.*content/[\w/.-]+\.md:\d+:1: error: Swift examples are "
                                        r"verified by navlint, and none was found beside navdocs or on PATH; ")
        # --navlint names one when neither place has it.
        navlint = support.navdocs_binary().parent / "navlint"
        named = build_copy(self.content, "--navlint", navlint, navdocs=alone / "navdocs", env=env)
        self.assertEqual(named.returncode, 0, named.stderr)


    def test_an_incremental_rebuild_runs_navlint_only_for_pages_it_redoes(self):
        # A navlint beside a copy of navdocs that notes each run, then does the real work.
        folder = self.tmp / "bin"
        folder.mkdir()
        shutil.copy2(support.navdocs_binary(), folder / "navdocs")
        runs = self.tmp / "runs"
        real = support.navdocs_binary().parent / "navlint"
        (folder / "navlint").write_text(f'#!/bin/sh\necho "$@" >> "{runs}"\nexec "{real}" "$@"\n')
        (folder / "navlint").chmod(0o755)
        out = self.tmp / "site"

        def build():
            result = subprocess.run([str(folder / "navdocs"), "build", "--incremental", "--quiet", "--content",
                                     str(self.content), "--out", str(out)], cwd=support.REPO,
                                    capture_output=True, text=True, timeout=600)
            self.assertEqual(result.returncode, 0, result.stderr)
            return runs.read_text().splitlines() if runs.exists() else []

        self.assertEqual(build(), ["examples"])  # every Swift example of the site, one run
        self.assertEqual(build(), ["examples"])  # nothing changed: none
        guide = self.content / "guide" / "anatomy.md"
        guide.write_text(guide.read_text(encoding="utf-8") + "\nOne more line.\n", encoding="utf-8")
        self.assertEqual(build(), ["examples"])  # a page without Swift examples: none
        rule = next(self.content.glob("rules/NB003-*.md"))
        rule.write_text(rule.read_text(encoding="utf-8") + "\nOne more line.\n", encoding="utf-8")
        self.assertEqual(build(), ["examples"])  # its Swift as before: answered from the cache
        rule.write_text(rule.read_text(encoding="utf-8").replace('Button("Invite")', 'Button("Invite People")', 1),
                        encoding="utf-8")
        self.assertEqual(build(), ["examples", "examples"])  # one block changed: one run, for it
        self.assertTrue((self.tmp / ".site.navdocs-cache" / "swift-examples").exists())


class SwiftExampleBrowserTests(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        import theme_browser as browser
        cls.browser = browser
        cls.tmp = Path(tempfile.mkdtemp(prefix="navdocs-swift-browser-"))
        support.build("--quiet", "--out", cls.tmp / "site")
        cls.site = cls.tmp / "site"
        cls.driver = browser.start_chromium()
        cls.axe = browser.axe_script()

    @classmethod
    def tearDownClass(cls):
        cls.driver.quit()
        shutil.rmtree(cls.tmp, ignore_errors=True)

    def test_swift_figures_fit_and_pass_axe_at_both_widths_in_both_themes(self):
        for page in ("rules/NB003.html", "rules/NB004.html", "rules/NB012.html", "linter.html"):
            html = (self.site / page).read_text(encoding="utf-8")
            # Highlighted at build time: Swift by the toolchain's classifier, YAML by libyaml's scanner.
            self.assertIn('<span class="hl-keyword">' if "rules/" in page else '<span class="hl-comment">', html)
            figures = 2 if page in ("rules/NB003.html", "rules/NB004.html") else 0
            for width in (390, 1280):
                for scheme in ("light", "dark"):
                    with self.subTest(page=page, width=width, scheme=scheme):
                        self.browser.set_viewport(self.driver, width, 900)
                        self.browser.set_color_scheme(self.driver, scheme)
                        self.driver.get((self.site / page).as_uri())
                        # The code scrolls inside its figure; the page itself never scrolls sideways.
                        overflow = self.driver.execute_script(
                            "return document.documentElement.scrollWidth - document.documentElement.clientWidth")
                        self.assertLessEqual(overflow, 0)
                        mockups = self.driver.execute_script(
                            "return document.querySelectorAll('figure.example-swift pre.mockup').length")
                        self.assertGreaterEqual(mockups, figures)
                        violations = self.browser.run_axe(self.driver, self.axe)
                        self.assertEqual(violations, [], self.browser.describe_violations(violations))


if __name__ == "__main__":
    unittest.main()
