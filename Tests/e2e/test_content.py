"""Checks on the guideline content in content/: original wording, one
verified page per rule, guide pages that point at rules, the glyph table.

Runs without a build. When NAVLINT names a built navlint, the navbar
examples are also linted and must produce exactly what their fence says.
"""

import json
import os
import re
import subprocess
import tempfile
import unicodedata
import unittest
from pathlib import Path

from e2e_support import SHARED

REPO = Path(__file__).resolve().parents[2]
CONTENT = REPO / "content"
SEEDS = SHARED / "seeds"
RULE_IDS = [f"NB{n:03d}" for n in range(1, 13)]
RUN_LENGTH = 8

FENCE = re.compile(r"^```navbar([^\n]*)\n(.*?)^```[ \t]*$", re.M | re.S)
FRONT_MATTER = re.compile(r"\A---\n(.*?)\n---\n", re.S)
RULE_LINK = re.compile(r"\]\(rule:[A-Za-z0-9-]+\)")


def markdown_files():
    return sorted(CONTENT.rglob("*.md"))


def front_matter(text):
    """The `key: value` lines of a page's front matter (flat keys only)."""
    match = FRONT_MATTER.match(text)
    if not match:
        return {}
    fields = {}
    for line in match.group(1).splitlines():
        key, sep, value = line.partition(":")
        if sep and not key.startswith((" ", "-")):
            fields[key.strip()] = value.strip().strip('"')
    return fields


def word_variants(text):
    """The text as lowercase word lists, punctuation removed in two ways.

    Dropping punctuation joins "large-title" into one word; turning it into a
    space splits it in two. A copied run must not survive either reading.
    """
    text = unicodedata.normalize("NFKC", text).lower()
    # Link targets are not prose; drop them so a link cannot hide a copied run.
    text = re.sub(r"\]\([^)]*\)", "]", text)
    dropped = "".join(c if c.isalnum() or c.isspace() else "" for c in text)
    spaced = "".join(c if c.isalnum() or c.isspace() else " " for c in text)
    return [dropped.split(), spaced.split()]


def runs(words):
    return {tuple(words[i:i + RUN_LENGTH]) for i in range(len(words) - RUN_LENGTH + 1)}


def slugify(heading):
    """The site contract's anchor rule, GitHub's: lowercase, keep letters, digits, '-' and '_',
    each space to '-'."""
    slug = re.sub(r"[^\w\- ]", "", heading.lower()).replace(" ", "-")
    return slug or "section"


def anchors(text):
    """Anchors of a page's headings (outside code fences), duplicates numbered."""
    seen, result = {}, set()
    in_fence = False
    for line in text.splitlines():
        if line.startswith("```"):
            in_fence = not in_fence
            continue
        match = None if in_fence else re.match(r"#{1,6}\s+(.*?)\s*#*\s*$", line)
        if match:
            heading = re.sub(r"[`*]|\[([^\]]*)\]\([^)]*\)", r"\1", match.group(1))
            slug = candidate = slugify(heading)
            while candidate in result:
                seen[slug] = seen.get(slug, 0) + 1
                candidate = f"{slug}-{seen[slug]}"
            result.add(candidate)
    return result


def navbar_fences(text):
    """(verdict, expected rule IDs, spec) for each ```navbar fence."""
    fences = []
    for match in FENCE.finditer(text):
        words = match.group(1).split()
        verdict = words[0] if words else ""
        fences.append((verdict, words[1:], match.group(2)))
    return fences


class ContentTests(unittest.TestCase):

    def test_content_and_seeds_exist(self):
        self.assertTrue(SEEDS.is_dir(), f"no seeds at {SEEDS}")
        self.assertTrue(list(SEEDS.iterdir()), f"{SEEDS} is empty")
        self.assertTrue(markdown_files(), f"no pages under {CONTENT}")

    def test_no_eight_word_run_is_copied_from_a_seed(self):
        seed_runs = {}
        for seed in sorted(SEEDS.iterdir()):
            for words in word_variants(seed.read_text(encoding="utf-8", errors="replace")):
                for run in runs(words):
                    seed_runs.setdefault(run, seed.name)
        copied = []
        for page in markdown_files():
            found = set()
            for words in word_variants(page.read_text(encoding="utf-8")):
                found |= runs(words) & seed_runs.keys()
            for run in sorted(found):
                copied.append(f"{page.relative_to(REPO)}: \"{' '.join(run)}\" (from {seed_runs[run]})")
        self.assertEqual(copied, [], "runs of 8 words copied from the seeds:\n" + "\n".join(copied))

    def test_every_rule_has_one_page_with_good_and_bad_examples(self):
        pages = {}
        for page in markdown_files():
            rule = front_matter(page.read_text(encoding="utf-8")).get("rule")
            if rule:
                pages.setdefault(rule, []).append(page.relative_to(REPO))
        self.assertEqual(sorted(pages), RULE_IDS)
        for rule_id, found in pages.items():
            self.assertEqual(len(found), 1, f"{rule_id} has several pages: {found}")
            fences = navbar_fences((REPO / found[0]).read_text(encoding="utf-8"))
            verdicts = [verdict for verdict, _, _ in fences]
            self.assertIn("good", verdicts, f"{found[0]} has no good example")
            bad_ids = [ids for verdict, ids, _ in fences if verdict == "bad"]
            self.assertTrue(any(rule_id in ids for ids in bad_ids),
                            f"{found[0]} has no bad example that fires {rule_id}")

    def test_generated_pages_are_not_written_by_hand(self):
        self.assertFalse((CONTENT / "rules" / "index.md").exists())
        self.assertFalse((CONTENT / "search.md").exists())

    def test_every_navbar_fence_is_a_verified_example(self):
        for page in markdown_files():
            for verdict, ids, _ in navbar_fences(page.read_text(encoding="utf-8")):
                where = page.relative_to(REPO)
                self.assertIn(verdict, ("good", "bad"), f"{where}: navbar fence without good/bad")
                if verdict == "good":
                    self.assertEqual(ids, [], f"{where}: a good example lists rule IDs")
                else:
                    self.assertTrue(ids, f"{where}: a bad example lists no rule ID")
                    for rule_id in ids:
                        self.assertIn(rule_id, RULE_IDS, f"{where}: unknown rule {rule_id}")

    def test_each_guide_page_links_a_rule(self):
        guide = [p for p in sorted((CONTENT / "guide").glob("*.md")) if p.name != "index.md"]
        self.assertGreaterEqual(len(guide), 9)
        for page in guide:
            self.assertRegex(page.read_text(encoding="utf-8"), RULE_LINK,
                             f"{page.relative_to(REPO)} links no rule")

    def test_each_rule_page_links_back_to_the_guide(self):
        for page in sorted((CONTENT / "rules").glob("*.md")):
            self.assertRegex(page.read_text(encoding="utf-8"), r"\]\(\.\./guide/[a-z-]+\.md#[a-z0-9-]+\)",
                             f"{page.relative_to(REPO)} has no link to a guide section")

    def test_glyph_size_table_has_every_pixel_size(self):
        text = (CONTENT / "guide" / "glyph-sizes.md").read_text(encoding="utf-8")
        table = "\n".join(line for line in text.splitlines() if line.lstrip().startswith("|"))
        for points in (24, 28):
            self.assertRegex(table, rf"\b{points}\s*[×x]\s*{points}\s*pt")
        for pixels in (48, 56, 72, 84):
            self.assertRegex(table, rf"\b{pixels}\s*[×x]\s*{pixels}\s*px")

    def test_relative_links_reach_an_existing_page_and_anchor(self):
        broken = []
        for page in markdown_files():
            text = page.read_text(encoding="utf-8")
            for target in re.findall(r"\]\(([^)\s]+\.md(?:#[^)\s]*)?)\)", text):
                if "://" in target:
                    continue
                path, _, anchor = target.partition("#")
                linked = (page.parent / path).resolve()
                if not linked.is_file():
                    broken.append(f"{page.relative_to(REPO)}: {target} (no such page)")
                elif anchor and anchor not in anchors(linked.read_text(encoding="utf-8")):
                    broken.append(f"{page.relative_to(REPO)}: {target} (no such anchor)")
        self.assertEqual(broken, [], "\n".join(broken))


@unittest.skipUnless(os.environ.get("NAVLINT"), "set NAVLINT to a built navlint to lint the examples")
class ExampleLintTests(unittest.TestCase):
    """Each example, linted by the real navlint, fires exactly what its fence says."""

    def fired(self, spec):
        with tempfile.TemporaryDirectory() as folder:
            path = Path(folder) / "example.navbar"
            path.write_text(spec, encoding="utf-8")
            result = subprocess.run(
                [os.environ["NAVLINT"], "--format", "json", "--fail-on", "never", str(path)],
                capture_output=True, text=True, timeout=60)
        self.assertEqual(result.returncode, 0, result.stderr)
        return sorted({finding["rule"] for finding in json.loads(result.stdout)["findings"]})

    def test_examples_fire_what_their_fence_says(self):
        wrong = []
        for page in markdown_files():
            for verdict, ids, spec in navbar_fences(page.read_text(encoding="utf-8")):
                fired = self.fired(spec)
                if fired != sorted(ids):
                    wrong.append(f"{page.relative_to(REPO)}: {verdict} {ids} fired {fired}\n{spec}")
        self.assertEqual(wrong, [], "\n".join(wrong))


if __name__ == "__main__":
    unittest.main()
