"""End-to-end checks that Markdown written for another generator builds as its authors expect.

The Rust book (rust-lang/book, written for mdBook) builds with only a navdocs.yml: the excerpts
in Tests/Fixtures/RustBook always (see its SOURCES.md), the whole book's src/ when
NAVDOCS_RUST_BOOK names a copy of it. Also the command line's side of nav: and links:.
"""

import json
import os
import re
import subprocess
import sys
import tempfile
import unittest
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from e2e_support import REPO, navdocs_binary

FIXTURE = REPO / "Tests/Fixtures/RustBook"


def build(config, out, *extra, cwd=None):
    return subprocess.run([str(navdocs_binary()), "build", "--config", str(config), "--theme", str(REPO / "themes/default"),
                           "--out", str(out), *extra], capture_output=True, text=True, timeout=300, cwd=cwd)


def warnings(stderr):
    return [line for line in stderr.splitlines() if ": warning: " in line]


class RustBookExcerptTests(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        cls._tmp = tempfile.TemporaryDirectory()
        cls.site = Path(cls._tmp.name) / "site"
        cls.result = build(FIXTURE / "navdocs.yml", cls.site)

    @classmethod
    def tearDownClass(cls):
        cls._tmp.cleanup()

    def page(self, name):
        return (self.site / name).read_text()

    def test_builds_with_only_its_config_and_no_warning(self):
        self.assertEqual(self.result.returncode, 0, self.result.stderr)
        self.assertRegex(self.result.stdout, r"^navdocs: built 4 pages \(0 rule pages, 0 examples verified")
        self.assertEqual(warnings(self.result.stderr), [])

    def test_the_listing_is_included_between_its_anchors(self):
        page = self.page("ch04-01-what-is-ownership.html")
        self.assertIn("let s = &quot;hello&quot;;   // s is valid from this point forward", page)
        self.assertNotIn("rustdoc_include", page)
        self.assertNotIn("ANCHOR", page)
        self.assertNotIn("fn main()", page)

    def test_the_footnote_is_shown_as_github_shows_it(self):
        page = self.page("ch08-03-hash-maps.html")
        self.assertIn('<a href="#fn-1" id="fnref-1" data-footnote-ref', page)
        self.assertIn('<li id="fn-1">', page)

    def test_a_chapter_opening_with_a_level_two_heading_is_titled_by_it(self):
        self.assertIn("<title>What Is Ownership? · The Rust Programming Language</title>",
                      self.page("ch04-01-what-is-ownership.html"))

    def test_anchor_links_reach_the_github_style_anchors(self):
        page = self.page("appendix-03-derivable-traits.html")
        self.assertIn('href="ch04-01-what-is-ownership.html#stack-only-data-copy"', page)
        self.assertIn('href="ch04-01-what-is-ownership.html#variables-and-data-interacting-with-clone"', page)
        self.assertIn('id="stack-only-data-copy"', self.page("ch04-01-what-is-ownership.html"))

    def test_links_to_the_sibling_standard_library_docs_are_kept(self):
        self.assertIn('<a href="../std/index.html">standard library documentation</a>',
                      self.page("appendix-03-derivable-traits.html"))

    def test_tables_and_images_render_and_the_images_are_published(self):
        intro = self.page("ch00-00-introduction.html")
        self.assertIn("<table>", intro)
        self.assertIn('<img src="img/ferris/does_not_compile.svg"', intro)
        self.assertIn('src="img/trpl04-01.svg"', self.page("ch04-01-what-is-ownership.html"))
        self.assertTrue((self.site / "img/ferris/does_not_compile.svg").is_file())

    def test_a_site_without_rule_pages_has_no_rule_index(self):
        self.assertFalse((self.site / "rules").exists())
        self.assertFalse((self.site / "rules.json").exists())
        self.assertNotIn("rules/index.html", self.page("ch00-00-introduction.html"))
        self.assertTrue((self.site / "404.html").is_file())

    def test_without_a_home_page_index_html_leads_to_the_first_page(self):
        self.assertIn('href="appendix-03-derivable-traits.html"', self.page("index.html"))


class RustBookConfigTests(unittest.TestCase):
    def test_without_links_the_sibling_link_is_an_error_naming_the_setting(self):
        with tempfile.TemporaryDirectory() as tmp:
            config = Path(tmp) / "navdocs.yml"
            config.write_text(f"content: {FIXTURE / 'src'}\nunsafe_html: true\n")
            result = build(config, Path(tmp) / "site")
            self.assertEqual(result.returncode, 1, result.stderr)
            self.assertIn('appendix-03-derivable-traits.md:18:13: error: link "../std/index.html" leaves the content folder '
                          "(set links.outside_content: warn or accept in navdocs.yml to allow it)", result.stderr)
            self.assertFalse((Path(tmp) / "site").exists(), "nothing half-written")

    def test_a_bad_links_value_or_nav_entry_is_a_located_usage_error(self):
        with tempfile.TemporaryDirectory() as tmp:
            config = Path(tmp) / "navdocs.yml"
            config.write_text(f"content: {FIXTURE / 'src'}\nlinks:\n  outside_content: allow\nnav:\n  - notes.txt\n")
            result = build(config, Path(tmp) / "site")
            self.assertEqual(result.returncode, 2, result.stderr)
            self.assertEqual(result.stderr.splitlines(), [
                f'{config}:3:20: error: "links.outside_content" must be error, warn, accept, not "allow"',
                f'{config}:5:5: error: nav entry "notes.txt" must name a Markdown page in the content folder (a path ending in .md) or a folder (ending in /)',
            ])

    def test_nav_orders_the_book_and_names_a_missing_chapter_at_its_line(self):
        with tempfile.TemporaryDirectory() as tmp:
            config = Path(tmp) / "navdocs.yml"
            base = (FIXTURE / "navdocs.yml").read_text().replace("content: src", f"content: {FIXTURE / 'src'}")
            config.write_text(base + "nav:\n  - ch00-00-introduction.md\n  - Ownership:\n"
                              "    - ch04-01-what-is-ownership.md\n    - ch04-02-references.md\n")
            result = build(config, Path(tmp) / "site")
            self.assertEqual(result.returncode, 1, result.stderr)
            self.assertIn(f"{config}:13:7: error: nav lists ch04-02-references.md, which is not a page in the content folder",
                          result.stderr)
            config.write_text(base + "nav:\n  - ch00-00-introduction.md\n  - Ownership:\n    - ch04-01-what-is-ownership.md\n")
            result = build(config, Path(tmp) / "site")
            self.assertEqual(result.returncode, 0, result.stderr)
            self.assertIn("appendix-03-derivable-traits.md is not in nav: in navdocs.yml; it is listed after the listed "
                          "pages of its folder", result.stderr)
            intro = (Path(tmp) / "site/ch00-00-introduction.html").read_text()
            self.assertIn('rel="next"><span class="pager-label">Next</span><span class="pager-title">What Is Ownership?', intro)
            self.assertIn('<p class="nav-group-title">Ownership</p>', intro)


def nav_from_summary(summary):
    """mdBook's SUMMARY.md as a nav: list (in JSON, which YAML reads): each numbered chapter a
    section led by its page, the pages before the first chapter at the top level."""
    entries = []
    for line in summary.splitlines():
        match = re.match(r"^(\s*)(- )?\[(.*)\]\((.+\.md)\)\s*$", line)
        if not match:
            continue
        indent, item, title, path = match.groups()
        if indent and entries and isinstance(entries[-1], dict) and isinstance(next(iter(entries[-1].values())), list):
            next(iter(entries[-1].values())).append({title: path})
        elif item:
            entries.append({title: [path]})
        else:
            entries.append({title: path})
    return "nav: " + json.dumps(entries) + "\n"


@unittest.skipUnless(os.environ.get("NAVDOCS_RUST_BOOK"),
                     "set NAVDOCS_RUST_BOOK to a copy of rust-lang/book's src/ to build the whole book")
class WholeRustBookTests(unittest.TestCase):
    book = Path(os.environ.get("NAVDOCS_RUST_BOOK", "."))

    def test_the_whole_book_builds_with_the_fixtures_config(self):
        with tempfile.TemporaryDirectory() as tmp:
            result = build(FIXTURE / "navdocs.yml", Path(tmp) / "site", "--content", str(self.book))
            self.assertEqual(result.returncode, 0, result.stderr)
            pages = len(list(self.book.rglob("*.md")))
            self.assertRegex(result.stdout, rf"^navdocs: built {pages} pages \(0 rule pages")
            self.assertEqual(warnings(result.stderr), [])
            self.assertIn("<title>What Is Ownership?", (Path(tmp) / "site/ch04-01-what-is-ownership.html").read_text())

    def test_its_summary_as_nav_orders_the_book_as_mdbook_does(self):
        with tempfile.TemporaryDirectory() as tmp:
            config = Path(tmp) / "navdocs.yml"
            config.write_text((FIXTURE / "navdocs.yml").read_text().replace("content: src", f"content: {self.book}")
                              + nav_from_summary((self.book / "SUMMARY.md").read_text()))
            result = build(config, Path(tmp) / "site")
            self.assertEqual(result.returncode, 0, result.stderr)
            # SUMMARY.md is mdBook's nav, not a chapter: the one page the list leaves out.
            self.assertEqual(warnings(result.stderr),
                             [f"{self.book}/SUMMARY.md:1:1: warning: SUMMARY.md is not in nav: in navdocs.yml; it is listed after the listed pages of its folder"])
            page = (Path(tmp) / "site/ch01-01-installation.html").read_text()
            self.assertIn('<p class="nav-group-title">Getting Started</p>', page)
            self.assertIn('href="ch01-02-hello-world.html" rel="next"><span class="pager-label">Next</span><span class="pager-title">Hello, World!', page)
            self.assertIn('href="title-page.html"', (Path(tmp) / "site/index.html").read_text())


if __name__ == "__main__":
    unittest.main()
