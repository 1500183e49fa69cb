"""Site search in headless Chromium.

- the client's tokenizer and ranking pass the cases shared with the Swift tests (search_harness.html);
- on the fixture site, opened from file:// and served under a sub-path by a static server, real key
  presses in the header box find a rule by its ID, a section by a word only it has (also with a
  typo, which fetches the dictionary, the chunks of the terms it matched and the fragment files of
  the pages shown, nothing else), open the chosen result with the keyboard, and the opened page
  highlights the words until "Clear highlights"; `/` focuses the box; search.html?q= shows results
  for a deep link, a page at a time.
"""

import json
import shutil
import sys
import tempfile
import unittest
from pathlib import Path
from urllib.parse import urlsplit

sys.path.insert(0, str(Path(__file__).resolve().parent))
import search_browser as browser  # noqa: E402

from selenium.webdriver.common.action_chains import ActionChains  # noqa: E402
from selenium.webdriver.common.by import By  # noqa: E402
from selenium.webdriver.common.keys import Keys  # noqa: E402
from selenium.webdriver.support.ui import WebDriverWait  # noqa: E402

HERE = Path(__file__).resolve().parent

# A word that only the "Short titles" section of guide/titles.md has.
SECTION_WORD = "smallest"
SECTION_URL = "guide/titles.html#short-titles"


class SearchClientUnitTests(unittest.TestCase):
    """The shared cases, run against assets/search.js in the browser."""

    @classmethod
    def setUpClass(cls):
        cls.driver = browser.start_chromium()

    @classmethod
    def tearDownClass(cls):
        cls.driver.quit()

    def test_shared_tokenizer_and_ranking_cases_pass(self):
        self.driver.get((HERE / "search_harness.html").as_uri())
        result = WebDriverWait(self.driver, 20).until(
            lambda d: d.execute_script("return window.searchHarness && window.searchHarness.done && window.searchHarness"))
        self.assertEqual(result["failures"], [])
        self.assertGreater(result["passed"], 50)


class SearchOnSite:
    """The end-to-end checks; subclasses say how the site is reached (file:// or http)."""

    driver = None

    def url(self, path):
        raise NotImplementedError

    def open(self, path):
        self.driver.get(self.url(path))
        WebDriverWait(self.driver, 10).until(
            lambda d: d.execute_script("return document.readyState") == "complete")

    def box(self):
        return self.driver.find_element(By.CSS_SELECTOR, "form.search-box .search-input")

    def type_query(self, text):
        box = self.box()
        box.click()
        box.send_keys(text)
        return self.options()

    def options(self):
        """The hrefs of the listbox options, once the list shows results."""
        def shown(d):
            # An option is text; the address it opens is in data-href, relative to the page.
            hrefs = d.execute_script(
                "return Array.from(document.querySelectorAll('#search-listbox [role=option]'))"
                ".map(o => new URL(o.getAttribute('data-href'), location.href).href)")
            listbox = d.find_element(By.ID, "search-listbox")
            return hrefs if hrefs and listbox.is_displayed() else False
        return WebDriverWait(self.driver, 10).until(shown)

    def site_path(self, href):
        """`…/site/guide/titles.html?h=x#short-titles` → `guide/titles.html#short-titles`."""
        parts = urlsplit(href)
        path = parts.path.split("/site/", 1)[1]
        return path + ("#" + parts.fragment if parts.fragment else "")

    def test_index_loads_only_when_the_box_is_used(self):
        self.open("guide/index.html")
        self.assertFalse(self.driver.execute_script(
            "return !!document.querySelector('script[src$=\"search-index.js\"]') || !!window.navdocsSearchIndex"))
        self.box().click()
        WebDriverWait(self.driver, 10).until(lambda d: d.execute_script("return !!window.navdocsSearchIndex"))

    def test_a_typo_fetches_the_dictionary_and_only_the_chunks_of_the_terms_it_matched(self):
        self.open("index.html")
        # Pasted whole: typed a key at a time, each shorter query would fetch its own chunks.
        self.box().click()
        self.driver.execute_script(
            "var box = document.querySelector('form.search-box .search-input'); box.value = 'smalest';"
            "box.dispatchEvent(new Event('input', {bubbles: true}));")
        options = self.options()
        self.assertEqual(self.site_path(options[0]), SECTION_URL)
        # Every search file the page fetched: the client adds a script element for each, in order.
        fetched = self.driver.execute_script(
            "return Array.from(document.querySelectorAll('script[src*=\"search-index\"]'))"
            ".map(s => new URL(s.src).pathname.split('/site/')[1])")
        if self.url("").startswith("http"):
            timed = self.driver.execute_script(
                "return performance.getEntriesByType('resource').map(e => new URL(e.name).pathname.split('/site/')[1])"
                ".filter(p => p && p.startsWith('search-index'))")
            self.assertEqual(sorted(timed), sorted(fetched), "the network fetched what the scripts name")
        dictionary = self.dictionary()
        # The dictionary's terms the typo stands for, as the page expands it, and their chunks.
        matched = self.driver.execute_script(
            "var api = window.navdocsSearch, index = api.prepareIndex(window.navdocsSearchIndex);"
            "return api.expand(index, 'smalest').map(m => index.terms[m.term]);")
        self.assertIn("smallest", matched)
        chunks = {f"search-index/t-{dictionary['chunk of'][term]}.js" for term in matched}
        self.assertGreater(len(dictionary["chunks"]), len(chunks) + 2, "the index has several chunks")
        self.assertEqual(fetched[0], "search-index.js")
        self.assertEqual({p for p in fetched if p.startswith("search-index/t-")}, chunks)
        # Fragment files: those that hold a page in the list, no more, each once.
        fragments = [p for p in fetched if p.startswith("search-index/f-")]
        shown = {self.site_path(o).split("#")[0] for o in options}
        self.assertEqual(sorted(fragments), sorted({f"search-index/f-{dictionary['fragment of'][page]}.js" for page in shown}))
        self.assertEqual(len(fetched), 1 + len(chunks) + len(fragments), fetched)

    def dictionary(self):
        """The built site's search dictionary: its chunks, the chunk each term is in, and the
        fragment file each page is in."""
        text = (self.site_folder() / "search-index.js").read_text(encoding="utf-8")
        value = json.loads(text[text.index("{"):text.rindex("}") + 1])
        terms, previous = [], ""
        for coded in value["terms"].split(" "):
            previous = previous[:int(coded[0], 36)] + coded[1:]
            terms.append(previous)
        chunk_of, first = {}, 0
        for count, name in value["chunks"]:
            for term in terms[first:first + count]:
                chunk_of[term] = name
            first += count
        # The fragment file each page's fragment is in, from the files themselves.
        fragment_of = {}
        for _, name in value["fragments"]:
            text = (self.site_folder() / "search-index" / f"f-{name}.js").read_text(encoding="utf-8")
            for fragment in json.loads(text[text.index("=") + 1:text.rindex(";")]):
                fragment_of[fragment["url"]] = name
        return {"chunks": value["chunks"], "chunk of": chunk_of, "fragment of": fragment_of}

    def test_rule_id_in_any_case_puts_the_rule_page_first(self):
        for query in ("nb004", "NB004"):
            with self.subTest(query=query):
                self.open("guide/titles.html")
                options = self.type_query(query)
                self.assertEqual(self.site_path(options[0]), "rules/NB004.html")

    def test_a_word_from_one_section_finds_that_section_first(self):
        self.open("index.html")
        self.assertEqual(self.site_path(self.type_query(SECTION_WORD)[0]), SECTION_URL)

    def test_a_query_with_one_typo_still_finds_it(self):
        self.open("index.html")
        self.assertEqual(self.site_path(self.type_query("smalest")[0]), SECTION_URL)

    def test_results_show_title_breadcrumb_and_highlighted_snippet(self):
        self.open("index.html")
        self.type_query(SECTION_WORD)
        first = self.driver.find_element(By.CSS_SELECTOR, "#search-listbox [role=option]")
        self.assertEqual(first.find_element(By.CSS_SELECTOR, ".search-result-title").text, "Short titles")
        self.assertEqual(first.find_element(By.CSS_SELECTOR, ".search-result-crumbs").text, "Titles")
        marks = first.find_elements(By.CSS_SELECTOR, ".search-result-snippet mark")
        self.assertEqual([m.text for m in marks], [SECTION_WORD])
        # Only text and <mark> reach the results: nothing built from content as HTML.
        tags = self.driver.execute_script(
            "return Array.from(document.querySelectorAll('#search-listbox *')).map(e => e.tagName)")
        self.assertLessEqual(set(tags), {"LI", "A", "SPAN", "MARK"})

    def test_arrows_and_enter_open_the_chosen_result_which_highlights_the_word(self):
        self.open("index.html")
        self.type_query(SECTION_WORD)
        box = self.box()
        box.send_keys(Keys.ARROW_DOWN)
        active = box.get_attribute("aria-activedescendant")
        option = self.driver.find_element(By.ID, active)
        self.assertEqual(option.get_attribute("aria-selected"), "true")
        box.send_keys(Keys.ENTER)
        WebDriverWait(self.driver, 10).until(lambda d: "titles.html" in d.current_url)
        self.assertEqual(self.site_path(self.driver.current_url), SECTION_URL)
        WebDriverWait(self.driver, 10).until(
            lambda d: d.find_elements(By.CSS_SELECTOR, "mark.search-hit"))
        hits = self.driver.find_elements(By.CSS_SELECTOR, "mark.search-hit")
        self.assertTrue(hits and all(h.text.lower() == SECTION_WORD for h in hits))
        clear = self.driver.find_element(By.CSS_SELECTOR, ".search-hit-clear")
        self.assertTrue(clear.is_displayed())
        self.assertEqual(clear.text, "Clear highlights")
        clear.click()
        self.assertEqual(self.driver.find_elements(By.CSS_SELECTOR, "mark.search-hit"), [])
        self.assertEqual(self.driver.find_elements(By.CSS_SELECTOR, ".search-hit-clear"), [])
        self.assertIn(SECTION_WORD, self.driver.find_element(By.ID, "short-titles").find_element(
            By.XPATH, "following-sibling::p").text)

    def test_clicking_a_result_opens_it(self):
        self.open("index.html")
        self.type_query(SECTION_WORD)
        self.driver.find_element(By.CSS_SELECTOR, "#search-listbox [role=option]").click()
        WebDriverWait(self.driver, 10).until(lambda d: "titles.html" in d.current_url)
        self.assertEqual(self.site_path(self.driver.current_url), SECTION_URL)

    def test_arrow_up_wraps_and_escape_closes(self):
        self.open("index.html")
        options = self.type_query("title")
        box = self.box()
        combo = self.driver.find_element(By.CSS_SELECTOR, "form.search-box [role=combobox]")
        self.assertEqual(combo, box, "the field itself is the combobox (ARIA 1.2)")
        self.assertEqual(combo.get_attribute("aria-expanded"), "true")
        self.assertEqual(combo.get_attribute("aria-controls"), "search-listbox")
        box.send_keys(Keys.ARROW_UP)
        last = self.driver.find_elements(By.CSS_SELECTOR, "#search-listbox [role=option]")[-1]
        self.assertEqual(box.get_attribute("aria-activedescendant"), last.get_attribute("id"))
        self.assertGreater(len(options), 1)
        box.send_keys(Keys.ESCAPE)
        self.assertFalse(self.driver.find_element(By.ID, "search-listbox").is_displayed())
        self.assertEqual(combo.get_attribute("aria-expanded"), "false")

    def test_live_region_announces_the_count(self):
        self.open("index.html")
        self.type_query(SECTION_WORD)
        status = self.driver.find_element(By.CSS_SELECTOR, "form.search-box [role=status]")
        WebDriverWait(self.driver, 5).until(lambda d: status.get_attribute("textContent") == "1 result")
        box = self.box()
        box.send_keys("zzzz")
        WebDriverWait(self.driver, 5).until(lambda d: status.get_attribute("textContent") == "No results")

    def test_slash_focuses_the_box_unless_typing_elsewhere(self):
        self.open("guide/titles.html")
        ActionChains(self.driver).send_keys("/").perform()
        self.assertEqual(self.driver.switch_to.active_element, self.box())
        self.assertEqual(self.box().get_attribute("value"), "")
        self.driver.execute_script(
            "var t = document.createElement('textarea'); t.id = 'other'; document.body.appendChild(t); t.focus();")
        ActionChains(self.driver).send_keys("a/b").perform()
        self.assertEqual(self.driver.find_element(By.ID, "other").get_attribute("value"), "a/b")
        self.assertEqual(self.driver.switch_to.active_element.get_attribute("id"), "other")

    def test_results_are_readable_on_a_phone_and_on_a_desktop(self):
        measure = """
            const view = document.documentElement.clientWidth;
            const box = document.querySelector('form.search-box .search-input').getBoundingClientRect();
            const options = Array.from(document.querySelectorAll('#search-listbox [role=option]'))
              .map(o => o.getBoundingClientRect()).map(r => ({left: r.left, right: r.right, width: r.width}));
            return {view: view, scroll: document.documentElement.scrollWidth, box: box.width, options: options};"""
        try:
            for width in (390, 1280):
                with self.subTest(width=width):
                    self.driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride", {
                        "width": width, "height": 800, "deviceScaleFactor": 1, "mobile": width < 600})
                    self.open("guide/titles.html")
                    self.type_query("navigation bar titles")
                    m = self.driver.execute_script(measure)
                    self.assertTrue(m["options"], "no results shown")
                    self.assertLessEqual(m["scroll"], m["view"], "the page scrolls sideways")
                    for option in m["options"]:
                        self.assertGreaterEqual(option["left"], 0)
                        self.assertLessEqual(option["right"], m["view"])
                    if width == 390:
                        # Each result as wide as the screen allows, and the typed words in view.
                        for option in m["options"]:
                            self.assertGreaterEqual(option["width"], 0.9 * m["view"] - 24, m)
                        self.assertGreaterEqual(m["box"], 0.75 * m["view"], "the search field stays narrow")
                    else:
                        for option in m["options"]:
                            self.assertGreaterEqual(option["width"], 250, m)
        finally:
            self.driver.execute_cdp_cmd("Emulation.clearDeviceMetricsOverride", {})

    def test_search_page_deep_link_shows_results(self):
        self.open("search.html?q=nb004")
        links = WebDriverWait(self.driver, 10).until(
            lambda d: d.find_elements(By.CSS_SELECTOR, ".search-page-results li a"))
        self.assertEqual(self.site_path(links[0].get_attribute("href")), "rules/NB004.html")
        self.assertEqual(self.box().get_attribute("value"), "nb004")
        status = self.driver.find_element(By.CSS_SELECTOR, ".search-page-status").text
        self.assertTrue(status.startswith("1 result for"), status)

    def test_enter_without_a_choice_submits_to_the_search_page(self):
        self.open("guide/titles.html")
        self.type_query(SECTION_WORD)
        self.box().send_keys(Keys.ENTER)
        WebDriverWait(self.driver, 10).until(lambda d: "search.html" in d.current_url)
        links = WebDriverWait(self.driver, 10).until(
            lambda d: d.find_elements(By.CSS_SELECTOR, ".search-page-results li a"))
        self.assertEqual(self.site_path(links[0].get_attribute("href")), SECTION_URL)


class SearchFromFileTests(SearchOnSite, unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        cls.tmp = Path(tempfile.mkdtemp(prefix="navdocs-search-"))
        cls.site = browser.build_site(browser.FIXTURE, cls.tmp / "site")
        cls.driver = browser.start_chromium()

    @classmethod
    def tearDownClass(cls):
        cls.driver.quit()
        shutil.rmtree(cls.tmp, ignore_errors=True)

    def test_search_page_says_search_needs_javascript_and_links_the_rule_index(self):
        html = (self.site / "search.html").read_text(encoding="utf-8")
        noscript = html[html.index("<noscript>"):html.index("</noscript>")]
        self.assertIn("Search needs JavaScript", noscript)
        self.assertIn('href="rules/index.html"', noscript)
        form = html[html.index('<form class="search-box"'):]
        self.assertIn('action="search.html"', form[:200])
        self.assertIn('name="q"', form[:600])

    def url(self, path):
        page, _, query = path.partition("?")
        return (self.site / page).as_uri() + ("?" + query if query else "")

    def site_folder(self):
        return self.site


class SearchServedUnderSubPathTests(SearchOnSite, unittest.TestCase):
    """The site lives at /docs/site/ of a static server that serves a parent folder."""

    @classmethod
    def setUpClass(cls):
        cls.tmp = Path(tempfile.mkdtemp(prefix="navdocs-search-"))
        browser.build_site(browser.FIXTURE, cls.tmp / "docs" / "site")
        cls.server = browser.StaticServer(cls.tmp).__enter__()
        try:
            cls.driver = browser.start_chromium()
        except BaseException:
            cls.server.__exit__(None, None, None)
            raise

    @classmethod
    def tearDownClass(cls):
        cls.driver.quit()
        cls.server.__exit__(None, None, None)
        shutil.rmtree(cls.tmp, ignore_errors=True)

    def url(self, path):
        return self.server.url("docs/site/" + path)

    def site_folder(self):
        return self.tmp / "docs" / "site"


if __name__ == "__main__":
    unittest.main()
