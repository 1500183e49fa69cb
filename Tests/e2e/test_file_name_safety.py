"""A page named `javascript:alert(document.domain).md`, clicked in headless Chromium's sidebar.

navdocs writes every href from a path percent-encoded per segment, so the link is to the page
`javascript%3Aalert(document.domain).html`, never a `javascript:` URL: clicking it opens the page
and runs no script.
"""

import shutil
import sys
import tempfile
import unittest
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
import theme_browser as browser  # noqa: E402

HOSTILE = "javascript:alert(document.domain)"


class FileNameSafetyTests(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        cls.tmp = Path(tempfile.mkdtemp(prefix="navdocs-filename-"))
        content = cls.tmp / "content"
        shutil.copytree(browser.FIXTURE, content)
        (content / f"{HOSTILE}.md").write_text("---\ntitle: Hostile Name\n---\n# Hostile Name\n\nHarmless.\n")
        config = cls.tmp / "navdocs.yml"
        config.write_text("title: Fixture Docs\n")
        browser.support.build("--config", config, "--content", content, "--theme", browser.THEME,
                              "--out", cls.tmp / "site")
        cls.site = cls.tmp / "site"
        cls.driver = browser.start_chromium()

    @classmethod
    def tearDownClass(cls):
        cls.driver.quit()
        shutil.rmtree(cls.tmp, ignore_errors=True)

    def test_clicking_the_sidebar_link_opens_the_page_and_runs_no_script(self):
        from selenium.common.exceptions import NoAlertPresentException
        from selenium.webdriver.common.by import By

        self.driver.get((self.site / "index.html").as_uri())
        links = [a for a in self.driver.find_elements(By.CSS_SELECTOR, ".nav-list a")
                 if a.get_attribute("textContent").strip() == "Hostile Name"]
        self.assertEqual(len(links), 1, "the sidebar links the page once")
        self.assertEqual(links[0].get_attribute("href"),
                         self.site.as_uri() + "/javascript%3Aalert(document.domain).html")
        self.driver.execute_script("arguments[0].click()", links[0])
        try:
            alert = self.driver.switch_to.alert
            text = alert.text
            alert.dismiss()
            self.fail(f"clicking the link ran script: alert({text!r})")
        except NoAlertPresentException:
            pass
        self.assertEqual(self.driver.find_element(By.TAG_NAME, "h1").text, "Hostile Name",
                         "the link opens the page itself")


if __name__ == "__main__":
    unittest.main()
