"""End-to-end checks of the navlint command: real files, real exit codes.

The binary comes from $NAVLINT (default .build/debug/navlint, relative to the
repository root); the SARIF schema from the shared material's spec-data (see e2e_support.SHARED).
"""

import json
import os
import shutil
import subprocess
import tempfile
import time
import unittest
from pathlib import Path

from e2e_support import SHARED

REPO = Path(__file__).resolve().parents[2]
NAVLINT = Path(os.environ.get("NAVLINT", REPO / ".build/debug/navlint"))
if not NAVLINT.is_absolute():
    NAVLINT = REPO / NAVLINT
SARIF_SCHEMA = SHARED / "spec-data/sarif/sarif-schema-2.1.0.json"

LONG_TITLE = "title: Account Settings\n"
CLEAN = "title: Inbox\n"


class NavlintTestCase(unittest.TestCase):
    def setUp(self):
        if not NAVLINT.exists():
            self.fail(f"navlint binary not found at {NAVLINT}; run `swift build` or set NAVLINT")
        self._tmp = tempfile.TemporaryDirectory()
        self.dir = Path(self._tmp.name)
        self.addCleanup(self._tmp.cleanup)

    def write(self, name, content):
        path = self.dir / name
        path.parent.mkdir(parents=True, exist_ok=True)
        if isinstance(content, bytes):
            path.write_bytes(content)
        else:
            path.write_text(content, encoding="utf-8")
        return path

    def navlint(self, *args, env=None):
        environment = {k: v for k, v in os.environ.items() if k != "NAVDOCS_DOCS_URL"}
        environment.update(env or {})
        return subprocess.run([str(NAVLINT), *map(str, args)], cwd=self.dir, env=environment,
                              capture_output=True, text=True, timeout=120)


class LintOutputTests(NavlintTestCase):
    def test_text_finding_with_rule_url_exits_1(self):
        self.write("settings.navbar", LONG_TITLE)
        result = self.navlint("settings.navbar")
        self.assertEqual(result.returncode, 1, result.stderr)
        lines = result.stdout.splitlines()
        self.assertRegex(lines[0], r"^settings\.navbar:1:1: warning: .*\[NB001 title-too-long\]$")
        self.assertIn("16", lines[0])
        # No docs URL configured and no site installed beside this navlint: no link to nowhere.
        self.assertEqual(lines[1], "    navlint explain NB001")
        self.assertIn("navlint: checked 1 file", result.stderr)

    def test_clean_file_exits_0(self):
        self.write("inbox.navbar", CLEAN)
        result = self.navlint("inbox.navbar")
        self.assertEqual((result.returncode, result.stdout), (0, ""), result.stderr)
        self.assertIn("no findings", result.stderr)

    def test_fail_on_threshold(self):
        self.write("settings.navbar", LONG_TITLE)
        self.assertEqual(self.navlint("--fail-on", "error", "settings.navbar").returncode, 0)
        self.assertEqual(self.navlint("--fail-on", "never", "settings.navbar").returncode, 0)
        self.assertEqual(self.navlint("--fail-on", "info", "settings.navbar").returncode, 1)

    def test_json_output(self):
        self.write("bars.json", json.dumps({"bars": [{"screen": "Settings", "title": "Account Settings"}]}))
        result = self.navlint("--format", "json", "bars.json")
        self.assertEqual(result.returncode, 1, result.stderr)
        findings = json.loads(result.stdout)["findings"]
        nb001 = [f for f in findings if f["rule"] == "NB001"]
        self.assertEqual(len(nb001), 1)
        self.assertEqual(set(nb001[0]), {"file", "line", "column", "rule", "slug", "severity", "message", "screen"})
        self.assertEqual((nb001[0]["file"], nb001[0]["slug"], nb001[0]["severity"], nb001[0]["screen"]),
                         ("bars.json", "title-too-long", "warning", "Settings"))
        with_url = json.loads(self.navlint("--format", "json", "--docs-url", "https://d.example", "bars.json").stdout)
        self.assertEqual(with_url["findings"][0]["url"], "https://d.example/rules/NB001.html")

    def test_json_wrong_type_is_located(self):
        self.write("bars.json", '{"bars": [\n  {"leading": 3}\n]}')
        result = self.navlint("bars.json")
        self.assertEqual(result.returncode, 2)
        self.assertIn('bars.json:2:15: error: "leading" must be a string or a list of strings', result.stderr)

    def test_docs_url_sources(self):
        self.write("settings.navbar", LONG_TITLE)
        self.write("navdocs.yml", "title: Docs\nbase_url: https://config.example/docs\n")
        self.assertIn("https://config.example/docs/rules/NB001.html", self.navlint("settings.navbar").stdout)
        env = {"NAVDOCS_DOCS_URL": "https://env.example"}
        self.assertIn("https://env.example/rules/NB001.html", self.navlint("settings.navbar", env=env).stdout)
        result = self.navlint("--docs-url", "https://flag.example/", "settings.navbar", env=env)
        self.assertIn("https://flag.example/rules/NB001.html", result.stdout)

    def test_malformed_navdocs_yml_warns_and_uses_default(self):
        self.write("settings.navbar", LONG_TITLE)
        self.write("navdocs.yml", "base_url: a\nbase_url: b\n")
        result = self.navlint("settings.navbar")
        self.assertEqual(result.returncode, 1)
        self.assertIn('navdocs.yml:2:1: warning: duplicate key "base_url"', result.stderr)
        self.assertIn("    navlint explain NB001", result.stdout)

    def test_installed_navlint_links_to_the_site_installed_beside_it(self):
        # make install's layout: PREFIX/bin/navlint and the site in PREFIX/share/doc/navdocs.
        prefix = self.dir / "prefix with space"
        (prefix / "bin").mkdir(parents=True)
        shutil.copy2(NAVLINT, prefix / "bin" / "navlint")
        site = prefix / "share" / "doc" / "navdocs"
        site.mkdir(parents=True)
        (site / "index.html").write_text("<!DOCTYPE html>")
        self.write("settings.navbar", LONG_TITLE)
        result = subprocess.run([str(prefix / "bin" / "navlint"), "settings.navbar"], cwd=self.dir,
                                capture_output=True, text=True, timeout=120,
                                env={k: v for k, v in os.environ.items() if k != "NAVDOCS_DOCS_URL"})
        url = (prefix / "share/doc/navdocs/rules/NB001.html").as_uri()
        self.assertEqual(result.stdout.splitlines()[1], f"    {url} (or navlint explain NB001)")
        self.assertTrue(url.startswith("file:///") and "%20" in url)
        configured = subprocess.run([str(prefix / "bin" / "navlint"), "--docs-url", "https://d.example",
                                     "settings.navbar"], cwd=self.dir, capture_output=True, text=True, timeout=120)
        self.assertEqual(configured.stdout.splitlines()[1], "    https://d.example/rules/NB001.html")

    def test_sarif_validates_against_the_schema(self):
        import jsonschema
        self.write("specs/settings.navbar", "screen: Settings\n" + LONG_TITLE + "---\nback: Mail\nback-chevron: custom\n")
        self.write("specs/bars.json", json.dumps({"bars": [{"title": "Inbox", "border": "hidden"}]}))
        result = self.navlint("--format", "sarif", "specs")
        self.assertEqual(result.returncode, 1, result.stderr)
        log = json.loads(result.stdout)
        schema = json.loads(SARIF_SCHEMA.read_text(encoding="utf-8"))
        jsonschema.validators.validator_for(schema)(schema).validate(log)
        driver = log["runs"][0]["tool"]["driver"]
        self.assertEqual(driver["name"], "navlint")
        ids = [rule["id"] for rule in driver["rules"]]
        self.assertEqual(ids, sorted(ids))
        self.assertIn("NB001", ids)
        for rule in driver["rules"]:
            # No docs URL here: help names navlint explain instead of a link.
            self.assertNotIn("helpUri", rule)
            self.assertIn(f"navlint explain {rule['id']}", rule["help"]["markdown"])
            self.assertIn(rule["defaultConfiguration"]["level"], {"error", "warning", "note"})
        linked = json.loads(self.navlint("--format", "sarif", "--docs-url", "https://d.example", "specs").stdout)
        linked_driver = linked["runs"][0]["tool"]["driver"]
        jsonschema.validators.validator_for(schema)(schema).validate(linked)
        for rule in linked_driver["rules"]:
            self.assertIn(rule["helpUri"], rule["help"]["markdown"])
        results = log["runs"][0]["results"]
        self.assertTrue(results)
        for item in results:
            self.assertEqual(driver["rules"][item["ruleIndex"]]["id"], item["ruleId"])
        location = results[0]["locations"][0]["physicalLocation"]
        self.assertTrue(location["artifactLocation"]["uri"].startswith("specs/"))
        self.assertGreaterEqual(location["region"]["startLine"], 1)

    def test_output_is_deterministic(self):
        for n in range(20):
            self.write(f"specs/{n % 3}/bar{n}.navbar", LONG_TITLE)
        runs = [self.navlint("--format", "sarif", "specs").stdout for _ in range(2)]
        self.assertEqual(runs[0], runs[1])


class InputErrorTests(NavlintTestCase):
    def test_spec_syntax_error_exits_2_with_location(self):
        self.write("typo.navbar", "title: Inbox\ntittle: x\n")
        result = self.navlint("typo.navbar")
        self.assertEqual(result.returncode, 2)
        self.assertIn('typo.navbar:2:1: error: unknown key "tittle"; did you mean "title"?', result.stderr)
        self.assertIn("fix the errors above", result.stderr)

    def test_binary_file(self):
        self.write("logo.navbar", b"\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR")
        result = self.navlint("logo.navbar")
        self.assertEqual(result.returncode, 2)
        self.assertIn("logo.navbar:1:1: error: binary file", result.stderr)

    def test_huge_file(self):
        self.write("huge.json", b" " * (10 * 1024 * 1024 + 1))
        result = self.navlint("huge.json")
        self.assertEqual(result.returncode, 2)
        self.assertIn("huge.json:1:1: error: file is larger than 10 MB", result.stderr)

    def test_missing_path(self):
        result = self.navlint("nowhere.navbar")
        self.assertEqual(result.returncode, 2)
        self.assertIn("nowhere.navbar: error: cannot read: No such file or directory", result.stderr)

    @unittest.skipIf(os.geteuid() == 0, "root reads files whatever their permissions")
    def test_unreadable_file(self):
        path = self.write("locked.navbar", CLEAN)
        path.chmod(0)
        self.addCleanup(path.chmod, 0o644)
        result = self.navlint("locked.navbar")
        self.assertEqual(result.returncode, 2)
        self.assertIn("locked.navbar: error: cannot read: Permission denied", result.stderr)

    def test_dangling_symlink_in_a_folder(self):
        self.write("specs/ok.navbar", CLEAN)
        os.symlink("gone.navbar", self.dir / "specs/broken.navbar")
        result = self.navlint("specs")
        self.assertEqual(result.returncode, 2)
        self.assertIn("specs/broken.navbar: error: cannot read: No such file or directory", result.stderr)
        self.assertIn("checked 1 file", result.stderr)

    def test_usage_error(self):
        result = self.navlint("--format", "xml", "a.navbar")
        self.assertEqual(result.returncode, 2)
        self.assertIn("--format must be one of text, json, sarif, github, checkstyle, junit", result.stderr)
        self.assertEqual(self.navlint().returncode, 2)


class DirectoryTests(NavlintTestCase):
    def test_two_thousand_files(self):
        for n in range(2000):
            self.write(f"specs/{n // 100:02}/bar{n:04}.navbar", CLEAN)
        self.write("specs/07/bar0700.navbar", LONG_TITLE)
        self.write("specs/notes.txt", "not a spec")
        started = time.monotonic()
        result = self.navlint("specs")
        elapsed = time.monotonic() - started
        self.assertEqual(result.returncode, 1, result.stderr)
        self.assertIn("checked 2000 files", result.stderr)
        self.assertTrue(result.stdout.startswith("specs/07/bar0700.navbar:1:1: warning:"), result.stdout)
        self.assertLess(elapsed, 60)

    def test_symlink_loop_terminates(self):
        self.write("specs/a/bar.navbar", LONG_TITLE)
        os.symlink("..", self.dir / "specs/a/up")
        os.symlink("a", self.dir / "specs/again")
        result = self.navlint("specs")
        self.assertEqual(result.returncode, 1, result.stderr)
        self.assertEqual(result.stdout.count("[NB001 "), 1, result.stdout)


class RuleCommandTests(NavlintTestCase):
    def test_rules_lists_the_catalog(self):
        result = self.navlint("rules")
        self.assertEqual(result.returncode, 0)
        self.assertRegex(result.stdout, r"(?m)^NB001\s+warning\s+title-too-long\s+\S")
        rules = json.loads(self.navlint("rules", "--format", "json").stdout)
        self.assertEqual(rules[0]["id"], "NB001")
        self.assertIsNone(rules[0]["url"])

    def test_explain_by_id_and_slug(self):
        by_id = self.navlint("explain", "NB001")
        self.assertEqual(by_id.returncode, 0, by_id.stderr)
        self.assertTrue(by_id.stdout.startswith("NB001 title-too-long (warning)\n"))
        self.assertIn("Good:", by_id.stdout)
        self.assertIn("Bad:", by_id.stdout)
        self.assertRegex(by_id.stdout, "[┌╭]")
        self.assertNotIn("More:", by_id.stdout)
        self.assertIn("More: https://d.example/rules/NB001.html",
                      self.navlint("explain", "NB001", "--docs-url", "https://d.example").stdout)
        self.assertEqual(self.navlint("explain", "title-too-long").stdout, by_id.stdout)

    def test_explain_unknown_rule(self):
        result = self.navlint("explain", "NB01")
        self.assertEqual(result.returncode, 2)
        self.assertIn('unknown rule "NB01"', result.stderr)
        self.assertIn("navlint rules", result.stderr)


if __name__ == "__main__":
    unittest.main()


FIXTURES = REPO / "Tests/Fixtures/InterfaceBuilder"


class InterfaceBuilderTests(NavlintTestCase):
    """The real binary on real storyboards (Tests/Fixtures/InterfaceBuilder/SOURCES.md)."""

    def copy_fixtures(self):
        import shutil
        target = self.dir / "App"
        shutil.copytree(FIXTURES, target)
        return target

    def test_sarif_for_storyboards_validates_and_locates_the_screen(self):
        import jsonschema
        self.copy_fixtures()
        result = self.navlint("--format", "sarif", "App")
        self.assertEqual(result.returncode, 1, result.stderr)
        log = json.loads(result.stdout)
        schema = json.loads(SARIF_SCHEMA.read_text(encoding="utf-8"))
        jsonschema.validators.validator_for(schema)(schema).validate(log)
        results = log["runs"][0]["results"]
        storyboard = [r for r in results if r["locations"][0]["physicalLocation"]["artifactLocation"]["uri"].endswith(".storyboard")]
        self.assertTrue(storyboard)
        logical = storyboard[0]["locations"][0]["logicalLocations"][0]
        self.assertIn("(", logical["name"])
        self.assertIn("#", logical["fullyQualifiedName"])

    def test_json_findings_carry_the_object_id(self):
        self.copy_fixtures()
        findings = json.loads(self.navlint("--format", "json", "App").stdout)["findings"]
        ib = [f for f in findings if f["file"].endswith(".storyboard")]
        self.assertTrue(ib)
        for finding in ib:
            self.assertIn(finding["objectID"], finding["screen"])

    def test_bars_prints_valid_navbar_that_lints_the_same(self):
        self.copy_fixtures()
        bars = self.navlint("bars", "--mockup", "App")
        self.assertEqual(bars.returncode, 0, bars.stderr)
        self.assertIn("# unknown:", bars.stdout)
        self.write("read.navbar", bars.stdout)
        relinted = self.navlint("--format", "json", "read.navbar")
        self.assertNotEqual(relinted.returncode, 2, relinted.stderr)
        original = json.loads(self.navlint("--format", "json", "App").stdout)["findings"]
        again = json.loads(relinted.stdout)["findings"]
        # Unknown facts become the spec format's defaults when saved, so the saved specs find at least as much.
        self.assertTrue({(f["screen"], f["rule"]) for f in original} <= {(f["screen"], f["rule"]) for f in again})

    def test_skipped_folders_are_not_read(self):
        app = self.copy_fixtures()
        import shutil
        for skipped in ["DerivedData", "Pods", "build", "Carthage", "node_modules", ".build", ".git"]:
            shutil.copytree(app / "pqhuy87it-Swift-Examples", app / skipped / "copy")
        both = self.navlint("App")
        only = self.navlint("App/pqhuy87it-Swift-Examples")
        self.assertEqual(both.stdout.count("pqhuy87it"), only.stdout.count("pqhuy87it"))

    def test_a_100_megabyte_file_is_refused_quickly(self):
        path = self.write("Huge.storyboard", b"<document>" + b" " * (100 * 1024 * 1024))
        start = time.monotonic()
        result = self.navlint(path.name)
        self.assertEqual(result.returncode, 2)
        self.assertIn("Huge.storyboard:1:1: error: file is larger than 32 MB", result.stderr)
        self.assertLess(time.monotonic() - start, 60)

    def test_an_entity_bomb_is_refused_without_expanding(self):
        levels = "".join(f'<!ENTITY l{i} "{("&l%d;" % (i - 1)) * 10}">' for i in range(1, 10))
        self.write("Bomb.xib", f'<?xml version="1.0"?><!DOCTYPE d [<!ENTITY l0 "lol">{levels}]><document>&l9;</document>')
        result = self.navlint("Bomb.xib")
        self.assertEqual(result.returncode, 2)
        self.assertIn("Bomb.xib:1:", result.stderr)
        self.assertIn("entity declaration", result.stderr)

    def test_mac_documents_are_a_note_and_exit_0(self):
        self.copy_fixtures()
        result = self.navlint("App/artemnovichkov-wwdc20-samplecode/MetalDynamicLibrary-macOS")
        self.assertEqual(result.returncode, 0, result.stderr)
        self.assertIn("note: a macOS or tvOS document has no iOS navigation bars", result.stderr)


SWIFTUI_FIXTURES = REPO / "Tests/Fixtures/SwiftUI"


class SwiftUITests(NavlintTestCase):
    """The real binary on real SwiftUI files (Tests/Fixtures/SwiftUI/SOURCES.md)."""

    def setUp(self):
        super().setUp()
        import shutil
        shutil.copytree(SWIFTUI_FIXTURES, self.dir / "App")
        probe = self.navlint("bars", "App/pointfreeco-swift-composable-architecture")
        if "SwiftUI source is not read" in probe.stderr:
            self.skipTest("navlint was built without the toolchain's SwiftSyntax: " + probe.stderr.strip())

    def test_sarif_for_swift_validates_and_locates_the_view(self):
        import jsonschema
        result = self.navlint("--format", "sarif", "App")
        self.assertEqual(result.returncode, 1, result.stderr)
        log = json.loads(result.stdout)
        schema = json.loads(SARIF_SCHEMA.read_text(encoding="utf-8"))
        jsonschema.validators.validator_for(schema)(schema).validate(log)
        swift = [r for r in log["runs"][0]["results"]
                 if r["locations"][0]["physicalLocation"]["artifactLocation"]["uri"].endswith(".swift")]
        self.assertTrue(swift)

    def test_json_findings_name_the_view_type(self):
        findings = json.loads(self.navlint("--format", "json", "App").stdout)["findings"]
        todos = [f for f in findings if f["file"].endswith("Todos.swift")]
        self.assertEqual([(f["screen"], f["objectID"], f["rule"]) for f in todos], [("AppView", "AppView", "NB003")])
        self.assertEqual((todos[0]["line"], todos[0]["column"]), (129, 9))

    def test_bars_prints_valid_navbar_that_lints_the_same(self):
        bars = self.navlint("bars", "App")
        self.assertEqual(bars.returncode, 0, bars.stderr)
        self.write("read.navbar", bars.stdout)
        relinted = self.navlint("--format", "json", "read.navbar")
        self.assertNotEqual(relinted.returncode, 2, relinted.stderr)
        original = json.loads(self.navlint("--format", "json", "App").stdout)["findings"]
        again = json.loads(relinted.stdout)["findings"]
        self.assertTrue({(f["screen"], f["rule"]) for f in original} <= {(f["screen"], f["rule"]) for f in again})

    def test_skipped_folders_are_not_read(self):
        import shutil
        for skipped in ["DerivedData", "Pods", "build", "Carthage", "node_modules", ".build", ".git"]:
            shutil.copytree(self.dir / "App/pointfreeco-swift-composable-architecture", self.dir / "App" / skipped / "copy")
        both = self.navlint("App")
        only = self.navlint("App/pointfreeco-swift-composable-architecture")
        self.assertEqual(both.stdout.count("Todos.swift"), only.stdout.count("Todos.swift"))

    def test_nesting_the_parser_cannot_take_is_a_located_error(self):
        self.write("Deep.swift", "struct V: View {\n  var body: some View { " + "[" * 40 + " }\n}\n")
        start = time.monotonic()
        result = self.navlint("Deep.swift")
        self.assertEqual(result.returncode, 2)
        self.assertIn("Deep.swift:2:37: error: brackets nest deeper than 12 levels", result.stderr)
        self.assertLess(time.monotonic() - start, 10)
