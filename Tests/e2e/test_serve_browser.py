"""The `navdocs serve` error overlay, in headless Chromium: shown over the page when a save breaks
the build, axe-clean in the light and the dark scheme, and gone once the page is fixed.

The server runs as in test_serve.py (a copy of the fixture site, 127.0.0.1, a port the system picks)
and is stopped at the end.
"""

import sys
import time
import unittest
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
import theme_browser as browser  # noqa: E402
from test_serve import NAVDOCS, Server  # noqa: E402

OVERLAY = "navdocs-build-error"


class ServeOverlayTests(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        if not NAVDOCS.exists():
            raise AssertionError(f"navdocs binary not found at {NAVDOCS}; run `swift build` or set NAVDOCS")
        cls.server = Server()
        cls.axe = browser.axe_script()
        cls.driver = browser.start_chromium()

    @classmethod
    def tearDownClass(cls):
        cls.driver.quit()
        cls.server.stop()

    def overlay_text(self):
        return self.driver.execute_script(
            "var o = document.getElementById(arguments[0]); return o && o.getClientRects().length > 0 ? o.textContent : null",
            OVERLAY)

    def test_the_error_overlay_has_no_axe_violations_in_either_scheme(self):
        page = self.server.content / "guide/controls.md"
        original = page.read_text()
        browser.set_viewport(self.driver, 1280, 900)
        browser.set_color_scheme(self.driver, "light")
        self.driver.get(self.server.url + "guide/controls.html")
        # The page opens the event stream once loaded; a stream still open is not in the resource timeline.
        self.assertTrue(Server.wait_for(lambda: self.driver.execute_script("return document.readyState") == "complete", 10))
        time.sleep(1)
        try:
            page.write_text(original + "\nA [broken link](no-such-page.md) and `NB013`.\n")
            text = Server.wait_for(self.overlay_text, 30)
            self.assertTrue(text, "no overlay after the build broke")
            self.assertIn("no-such-page.md", text)
            self.assertIn("NB013", text, "every error of the build is shown, not only the first")
            for width in (1280, 390):
                for scheme in ("light", "dark"):
                    with self.subTest(width=width, scheme=scheme):
                        browser.set_viewport(self.driver, width, 800)
                        browser.set_color_scheme(self.driver, scheme)
                        self.assertTrue(self.overlay_text(), "the overlay went away")
                        violations = browser.run_axe(self.driver, self.axe)
                        self.assertEqual(violations, [], f"axe-core on the overlay, {scheme}, {width} px:\n"
                                         + browser.describe_violations(violations))
        finally:
            page.write_text(original)
        # Fixed, the build reloads the page, and the overlay is gone with the old page.
        self.assertTrue(Server.wait_for(lambda: self.overlay_text() is None, 30), "the overlay stays after the fix")


if __name__ == "__main__":
    unittest.main()
