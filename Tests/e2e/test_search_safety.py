"""The search client inserts text, never HTML built from content (issue 8).

A page whose title, headings and text carry HTML and script payloads is built into the
fixture site; searching for it in headless Chromium must show the payloads as text, create
no element from them and run none of them: in the header box, on search.html and on the
opened page with its highlights.
"""

import shutil
import sys
import tempfile
import unittest
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
import search_browser as browser  # noqa: E402

from selenium.webdriver.common.by import By  # noqa: E402
from selenium.webdriver.support.ui import WebDriverWait  # noqa: E402

HERE = Path(__file__).resolve().parent
PAYLOAD_PAGE = """---
title: 'Zebra <img src=x onerror="window.__xss=1">'
description: '<script>window.__xss=2</script>'
---

Zebrafish <img src=x onerror="window.__xss=3"> and "quotes" & <b>bold</b> zebra text.

## Zebra <svg onload="window.__xss=4"> heading

More zebra words with <script>window.__xss=5</script> inside.
"""


class SearchInsertsTextNotHTML(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        cls._tmp = tempfile.TemporaryDirectory()
        content = Path(cls._tmp.name) / "content"
        shutil.copytree(HERE / "fixtures" / "site", content)
        (content / "zebra.md").write_text(PAYLOAD_PAGE, encoding="utf-8")
        # Raw HTML in a page's body is GitHub's allowlist of it: `<img src=x>` (its handler gone)
        # is an image the build checks like any, so the file it names is there.
        (content / "x").write_text("x", encoding="utf-8")
        cls.site = browser.build_site(content, Path(cls._tmp.name) / "site")
        cls.driver = browser.start_chromium()

    @classmethod
    def tearDownClass(cls):
        cls.driver.quit()
        cls._tmp.cleanup()

    def payload_elements(self):
        return self.driver.execute_script(
            "return Array.from(document.querySelectorAll('img[src=\"x\"], svg[onload], b, script:not([src])'))"
            ".filter(e => !e.closest('head')).map(e => e.outerHTML)")

    def assert_nothing_ran_or_was_created(self, written=()):
        """`written` are the elements the page itself holds (its body's allowlisted raw HTML):
        search must add none to them."""
        self.assertIsNone(self.driver.execute_script("return window.__xss === undefined ? null : window.__xss"))
        self.assertEqual(self.payload_elements(), list(written))

    def test_results_in_the_header_box_show_payloads_as_text(self):
        self.driver.get((self.site / "index.html").as_uri())
        box = self.driver.find_element(By.CSS_SELECTOR, "form.search-box .search-input")
        box.click()
        box.send_keys("zebra")
        options = WebDriverWait(self.driver, 10).until(
            lambda d: d.find_elements(By.CSS_SELECTOR, "#search-listbox [role=option]"))
        text = " ".join(o.text for o in options)
        self.assertIn('<img src=x onerror="window.__xss=1">', text)
        self.assert_nothing_ran_or_was_created()

    def test_search_page_and_opened_page_highlights_stay_text(self):
        self.driver.get((self.site / "search.html").as_uri() + "?q=zebra")
        WebDriverWait(self.driver, 10).until(
            lambda d: d.find_elements(By.CSS_SELECTOR, "#search-page-results a, .search-results a"))
        self.assert_nothing_ran_or_was_created()
        self.driver.get((self.site / "zebra.html").as_uri())
        written = self.payload_elements()
        self.driver.get((self.site / "zebra.html").as_uri() + "?h=zebra")
        WebDriverWait(self.driver, 10).until(lambda d: d.find_elements(By.CSS_SELECTOR, "mark.search-hit"))
        self.assert_nothing_ran_or_was_created(written)


if __name__ == "__main__":
    unittest.main()
