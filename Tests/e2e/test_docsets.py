"""Real doc sets, in excerpts (Tests/Fixtures/DocSets, sources in its SOURCES.md), built as their
authors wrote them: each with only the configuration its own tool needs, from a folder with no
theme (the built-in one draws them), with no error and no warning beyond empty excerpt pages.
Then, in headless Chromium, the nested sidebar, a long section's window and list and the
footnotes pass axe-core at 390 and 1280 px in both colour schemes; a long section's pages are all
two clicks away, and a footnote reference and its back link reach each other.
"""

import re
import shutil
import subprocess
import sys
import tempfile
import unittest
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
import e2e_support as support  # noqa: E402
import theme_browser as browser  # noqa: E402

REPO = Path(__file__).resolve().parents[2]
DOCSETS = REPO / "Tests" / "Fixtures" / "DocSets"
# An excerpt keeps a page's title alone often: that page is empty, and says so.
EMPTY_PAGE = re.compile(r": warning: page has no content$")


class DocSetTests(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        cls.tmp = Path(tempfile.mkdtemp(prefix="navdocs-docsets-"))
        cls.sites, cls.results = {}, {}
        for name in ("cargo", "mdbook", "mkdocs", "evolution"):
            # A copy: the build runs where the set's navdocs.yml is, with nothing else beside it.
            folder = cls.tmp / name
            shutil.copytree(DOCSETS / name, folder)
            cls.results[name] = subprocess.run([str(support.navdocs_binary()), "build", "--out", str(cls.tmp / f"{name}-site")],
                                               cwd=folder, capture_output=True, text=True)
            cls.sites[name] = cls.tmp / f"{name}-site"

    @classmethod
    def tearDownClass(cls):
        shutil.rmtree(cls.tmp, ignore_errors=True)

    def page(self, name, path):
        return (self.sites[name] / path).read_text()

    def test_every_set_builds_without_errors_or_warnings(self):
        for name, result in self.results.items():
            with self.subTest(set=name):
                self.assertEqual(result.returncode, 0, result.stderr)
                self.assertEqual([line for line in result.stderr.splitlines() if not EMPTY_PAGE.search(line)], [])

    def test_the_cargo_book_keeps_its_heading_ids_and_option_anchors(self):
        semver = self.page("cargo", "reference/semver.html")
        self.assertIn('<h3 id="item-remove">Major: renaming/moving/removing any public items <a', semver)
        self.assertNotIn("{#item-remove}", semver)
        self.assertIn('<dt id="option-cargo-build---workspace">', self.page("cargo", "commands/cargo-build.html"))

    def test_the_mdbook_summary_orders_and_nests_the_sidebar(self):
        init = self.page("mdbook", "cli/init.html")
        self.assertIn('<p class="nav-group-title">User guide</p>', init)
        self.assertIn('<li class="nav-depth-1"><a href="build.html">build</a></li>', init)
        self.assertIn('<li class="nav-depth-1"><a href="../format/summary.html">SUMMARY.md</a></li>', init)
        self.assertNotIn("Draft chapter", init)
        self.assertFalse((self.sites["mdbook"] / "SUMMARY.html").exists())

    def test_the_mkdocs_nav_is_pasted_with_its_folder_entries(self):
        page = self.page("mkdocs", "user-guide/localizing-your-theme.html")
        self.assertIn('<a href="choosing-your-theme.html">Choosing your Theme</a>', page)
        self.assertIn('href="choosing-your-theme.html#mkdocs-locale"', page)
        self.assertIn('<span id="mkdocs-locale"></span>', self.page("mkdocs", "user-guide/choosing-your-theme.html"))

    def test_the_mkdocs_snippet_include_brings_in_contributing_and_its_anchors(self):
        contributing = self.page("mkdocs", "about/contributing.html")
        self.assertIn("<title>Contributing to MkDocs", contributing)
        self.assertIn('<h2 id="installing-for-development">Installing for Development', contributing)
        self.assertNotIn("8&lt;", contributing)
        self.assertIn('href="../about/contributing.html#installing-for-development"',
                      self.page("mkdocs", "dev-guide/translations.html"))

    def test_the_gfm_archive_keeps_its_html_and_footnotes(self):
        clock = self.page("evolution", "proposals/0329-clock-instant-duration.html")
        self.assertIn("<details>\n<summary><b>Revision history</b></summary>", clock)
        copyable = self.page("evolution", "proposals/0426-bitwise-copyable.html")
        self.assertIn('<a id="limitations"></a>', copyable)
        self.assertIn('<li id="fn-1">', copyable)

    def test_a_link_to_a_folder_without_a_readme_opens_its_listing(self):
        self.assertIn('<a href="proposals/index.html"><code>proposals</code> directory</a>', self.page("evolution", "process.html"))
        listing = self.page("evolution", "proposals/index.html")
        names = re.findall(r'<li><a href="([^"]+)">[^<]+</a> <code>([^<]+)</code></li>', listing)
        self.assertEqual(names, [("0138-unsaferawbufferpointer.html", "0138-unsaferawbufferpointer.md"),
                                 ("0329-clock-instant-duration.html", "0329-clock-instant-duration.md"),
                                 ("0370-pointer-family-initialization-improvements.html",
                                  "0370-pointer-family-initialization-improvements.md"),
                                 ("0426-bitwise-copyable.html", "0426-bitwise-copyable.md")])


class DocSetBrowserTests(unittest.TestCase):
    PAGES = {"nested sidebar": ("mdbook", "cli/init.html"), "footnotes": ("evolution", "proposals/0426-bitwise-copyable.html"),
             "folder entries": ("mkdocs", "user-guide/localizing-your-theme.html"),
             "folder listing": ("evolution", "proposals/index.html"), "search page": ("evolution", "search.html"),
             "long section's window": ("long", "guide/p30.html"), "long section's list": ("long", "sections/2.html")}

    @classmethod
    def setUpClass(cls):
        cls.tmp = Path(tempfile.mkdtemp(prefix="navdocs-docsets-browser-"))
        for name in {name for name, _ in cls.PAGES.values()} - {"long"}:
            shutil.copytree(DOCSETS / name, cls.tmp / name)
            support.build("--out", cls.tmp / f"{name}-site", cwd=cls.tmp / name)
        # A section longer than the sidebar shows: 40 pages, the window around the current one.
        long = cls.tmp / "long"
        (long / "guide").mkdir(parents=True)
        (long / "index.md").write_text("# Home\n\nA long guide.\n")
        for n in range(10, 50):
            (long / "guide" / f"p{n}.md").write_text(f"# Page {n}\n\nText of page {n}.\n")
        support.build("--content", long, "--out", cls.tmp / "long-site", cwd=cls.tmp)
        cls.axe = browser.axe_script()
        cls.driver = browser.start_chromium()

    @classmethod
    def tearDownClass(cls):
        cls.driver.quit()
        shutil.rmtree(cls.tmp, ignore_errors=True)

    def url(self, name, path):
        return (self.tmp / f"{name}-site" / path).as_uri()

    def test_axe_finds_nothing_at_both_widths_in_both_schemes(self):
        for scheme in ("light", "dark"):
            browser.set_color_scheme(self.driver, scheme)
            for width in (390, 1280):
                for label, (name, path) in self.PAGES.items():
                    with self.subTest(page=label, width=width, scheme=scheme):
                        browser.set_viewport(self.driver, width, 900)
                        self.driver.get(self.url(name, path))
                        violations = browser.run_axe(self.driver, self.axe)
                        self.assertEqual(violations, [], f"axe-core on {label}, {scheme}, {width} px:\n"
                                         + browser.describe_violations(violations))

    def test_the_window_of_a_long_section_reaches_every_page_in_two_clicks(self):
        browser.set_color_scheme(self.driver, "light")
        browser.set_viewport(self.driver, 1280, 900)
        self.driver.get(self.url("long", "guide/p30.html"))
        counts = [" ".join(item.text.split()) for item in self.driver.find_elements("css selector", ".is-current-section .nav-more")]
        self.assertEqual(counts, ["8 more above · all 40 pages", "7 more below · all 40 pages"])
        self.driver.find_element("css selector", ".is-current-section .nav-more a").click()
        self.assertEqual(len(self.driver.find_elements("css selector", ".section-pages a")), 40)

    def test_the_search_hint_of_a_site_without_rules_names_no_rule_id(self):
        browser.set_color_scheme(self.driver, "light")
        browser.set_viewport(self.driver, 390, 900)
        self.driver.get(self.url("evolution", "search.html"))
        status = self.driver.find_element("css selector", ".search-page-status").text
        self.assertEqual(status, "Type a word or a phrase in the search box.")

    def test_a_folder_link_opens_the_listing_and_its_entries_open_the_pages(self):
        browser.set_color_scheme(self.driver, "light")
        browser.set_viewport(self.driver, 1280, 900)
        self.driver.get(self.url("evolution", "process.html"))
        self.driver.find_element("css selector", "main a[href='proposals/index.html']").click()
        self.assertEqual(self.driver.find_element("css selector", "main h1").text, "Proposals")
        self.driver.find_element("css selector", ".folder-entries a[href='0426-bitwise-copyable.html']").click()
        self.assertTrue(self.driver.current_url.endswith("proposals/0426-bitwise-copyable.html"))

    def test_a_footnote_and_its_reference_link_to_each_other(self):
        browser.set_color_scheme(self.driver, "light")
        browser.set_viewport(self.driver, 390, 900)
        self.driver.get(self.url("evolution", "proposals/0426-bitwise-copyable.html"))
        self.driver.find_element("css selector", "sup.footnote-ref a").click()
        self.assertTrue(self.driver.current_url.endswith("#fn-1"))
        self.driver.find_element("css selector", "#fn-1 a.footnote-backref").click()
        self.assertTrue(self.driver.current_url.endswith("#fnref-1"))


if __name__ == "__main__":
    unittest.main()
