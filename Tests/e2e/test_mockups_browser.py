"""The repo's own guide in headless Chromium: every mockup fits its figure at phone and desktop
widths (the type shrinks; nothing is cut off or needs scrolling), and screenshots of the rule
pages whose pictures matter most land in Tests/output/screenshots.
"""

import shutil
import sys
import tempfile
import unittest
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
import e2e_support as support  # noqa: E402
import theme_browser as browser  # noqa: E402


# Each mockup whose drawing is wider than its box, or whose box is wider than its figure.
CLIPPED_SCRIPT = """
return Array.from(document.querySelectorAll('pre.mockup')).filter(pre =>
  pre.scrollWidth > pre.clientWidth + 1 || pre.getBoundingClientRect().right > document.documentElement.clientWidth + 1
).map(pre => pre.getAttribute('aria-label'));
"""


class MockupsFitTests(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        cls.tmp = Path(tempfile.mkdtemp(prefix="navdocs-mockups-"))
        support.build("--quiet", "--out", cls.tmp / "site")
        cls.site = cls.tmp / "site"
        cls.driver = browser.start_chromium()

    @classmethod
    def tearDownClass(cls):
        cls.driver.quit()
        shutil.rmtree(cls.tmp, ignore_errors=True)

    def test_every_mockup_fits_its_figure_on_a_phone_and_a_desktop(self):
        pages = sorted(p.relative_to(self.site).as_posix() for p in self.site.rglob("*.html")
                       if "<pre class=\"mockup\"" in p.read_text(encoding="utf-8"))
        self.assertGreater(len(pages), 10)
        for width in (390, 1280):
            browser.set_viewport(self.driver, width, 900)
            for page in pages:
                with self.subTest(page=page, width=width):
                    self.driver.get((self.site / page).as_uri())
                    self.assertEqual(self.driver.execute_script(CLIPPED_SCRIPT), [])

    def test_the_rule_index_table_is_whole_on_a_phone(self):
        browser.set_viewport(self.driver, 390, 900)
        self.driver.get((self.site / "rules" / "index.html").as_uri())
        sizes = self.driver.execute_script(
            "const w = document.querySelector('.table-wrap'); return [w.scrollWidth, w.clientWidth];")
        self.assertLessEqual(sizes[0], sizes[1], "the rule table needs sideways scrolling at 390 px")

    def test_screenshots_of_the_rule_pages_whose_pictures_carry_the_rule(self):
        shots = browser.OUTPUT / "screenshots"
        for rule in ("NB005", "NB008", "NB009", "NB011"):
            for width in (390, 1280):
                browser.set_viewport(self.driver, width, 900)
                self.driver.get((self.site / "rules" / f"{rule}.html").as_uri())
                target = shots / f"{rule}-{width}.png"
                browser.full_page_png(self.driver, width, target)
                self.assertGreater(target.stat().st_size, 5_000)


if __name__ == "__main__":
    unittest.main()
