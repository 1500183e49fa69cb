"""End-to-end checks of navlint's team features on the real binary: .navlint.yml,
baselines, the CI formats (parsed with a real XML parser), colour, --quiet and stdin."""

import json
import os
import pty
import subprocess
import unittest
import xml.etree.ElementTree as ET

from test_navlint import NAVLINT, NavlintTestCase

INBOX = "screen: Inbox\ntitle: Mailboxes, 100% Done\nback: Mail\ntrailing: Edit, Compose\n"


class ConfigFileTests(NavlintTestCase):
    def test_nearest_parent_config_applies_with_globs_relative_to_it(self):
        self.write(".navlint.yml", "severity: {NB001: error}\ndisabled_rules: [too-many-controls]\n"
                                   "excluded: [App/Legacy]\nplatform: ipad\n"
                                   "options: {NB001: {max_length: {ipad: 21}}}\n")
        self.write("App/Inbox.navbar", INBOX + "---\ntitle: Twenty Characters Ok!!\n")
        self.write("App/Legacy/Old.navbar", "title: An Old and Very Long Title\n")
        result = subprocess.run([str(NAVLINT), "."], cwd=self.dir / "App", capture_output=True, text=True)
        self.assertEqual(result.returncode, 1, result.stderr)
        self.assertEqual(result.stdout.splitlines()[0],
                         "Inbox.navbar:6:1: error: title \"Twenty Characters Ok!!\" has 22 characters; "
                         "keep it to 21 or fewer [NB001 title-too-long]")
        self.assertNotIn("Legacy", result.stdout)
        self.assertNotIn("NB003", result.stdout)
        self.assertIn("checked 1 file", result.stderr)

    def test_a_bad_config_is_located_with_a_hint_and_exits_2(self):
        self.write(".navlint.yml", "disabled_rules: [NB011]\nseverty:\n  NB001: error\n")
        self.write("a.navbar", INBOX)
        result = self.navlint("a.navbar")
        self.assertEqual(result.returncode, 2)
        self.assertEqual(result.stderr, '.navlint.yml:2:1: error: unknown key "severty"; did you mean "severity"?\n')

    def test_explicit_config_file(self):
        self.write("ci/lint.yml", "disabled_rules: [NB001, NB003]\n")
        self.write("a.navbar", INBOX)
        self.assertEqual(self.navlint("a.navbar").returncode, 1)
        self.assertEqual(self.navlint("--config", "ci/lint.yml", "a.navbar").returncode, 0)


class BaselineTests(NavlintTestCase):
    def test_round_trip(self):
        self.write("App/a.navbar", INBOX)
        written = self.navlint("--write-baseline", ".navlint-baseline.json", "App")
        self.assertEqual(written.returncode, 0, written.stderr)
        entries = json.loads((self.dir / ".navlint-baseline.json").read_text())["findings"]
        self.assertEqual([(e["file"], e["screen"], e["rule"]) for e in entries],
                         [("App/a.navbar", "Inbox", "NB001"), ("App/a.navbar", "Inbox", "NB003")])
        self.assertEqual(self.navlint("--baseline", ".navlint-baseline.json", "App").returncode, 0)
        # Move every line, fix NB003, add a new finding.
        self.write("App/a.navbar", "# moved\n" + INBOX.replace("Edit, Compose", "Edit") + "---\ntitle: Another Long Title\n")
        result = self.navlint("--baseline", ".navlint-baseline.json", "App")
        self.assertEqual(result.returncode, 1)
        self.assertEqual(result.stdout.count("[NB001 "), 1, result.stdout)
        self.assertIn("App/a.navbar:7:1:", result.stdout)
        self.assertIn("fixed since the baseline: NB003", result.stderr)
        self.assertIn("1 baseline finding fixed", result.stderr)


class FormatTests(NavlintTestCase):
    def test_github_workflow_commands(self):
        self.write("a,b.navbar", INBOX)
        lines = self.navlint("--format", "github", "a,b.navbar").stdout.splitlines()
        self.assertEqual(lines[0], "::warning file=a%2Cb.navbar,line=2,col=1,title=NB001 title-too-long::"
                                   'screen "Inbox": title "Mailboxes, 100%25 Done" has 20 characters; '
                                   "keep it to 15 or fewer%0Anavlint explain NB001")
        self.assertTrue(lines[1].startswith("::warning file=a%2Cb.navbar,line=4,col=1,title=NB003"))

    def test_checkstyle_parses(self):
        self.write("a.navbar", INBOX)
        self.write("bad.navbar", "title: [unclosed\nback:\n  - x\n")
        root = ET.fromstring(self.navlint("--format", "checkstyle", "a.navbar", "bad.navbar").stdout)
        self.assertEqual(root.tag, "checkstyle")
        files = {f.get("name"): [e.attrib for e in f] for f in root.findall("file")}
        self.assertEqual([e["source"] for e in files["a.navbar"]], ["navlint.NB001.title-too-long", "navlint.NB003.too-many-controls"])
        self.assertEqual(files["a.navbar"][0]["line"], "2")
        self.assertIn("100% Done", files["a.navbar"][0]["message"])

    def test_junit_parses(self):
        self.write("a.navbar", INBOX)
        root = ET.fromstring(self.navlint("--format", "junit", "a.navbar").stdout)
        self.assertEqual((root.tag, root.get("tests"), root.get("failures")), ("testsuites", "2", "2"))
        cases = root.findall("testsuite/testcase")
        self.assertEqual([c.get("name") for c in cases], ["NB001 title-too-long at 2:1", "NB003 too-many-controls at 4:1"])
        self.assertTrue(cases[0].find("failure").text.startswith("a.navbar:2:1: warning:"))

    def test_colour_quiet_and_stdin(self):
        self.write("a.navbar", INBOX)
        self.assertNotIn("\x1b[", self.navlint("a.navbar").stdout)
        self.assertIn("\x1b[1;33mwarning:", self.navlint("--color", "always", "a.navbar").stdout)
        # On a terminal, colour unless NO_COLOR says otherwise.
        for env, coloured in [({}, True), ({"NO_COLOR": "1"}, False)]:
            leader, follower = pty.openpty()
            environment = {k: v for k, v in os.environ.items() if k != "NO_COLOR"}
            environment.update(env)
            subprocess.run([str(NAVLINT), "a.navbar"], cwd=self.dir, env=environment, stdout=follower,
                           stderr=subprocess.DEVNULL, timeout=60)
            os.close(follower)
            output = os.read(leader, 65536).decode()
            os.close(leader)
            self.assertEqual("\x1b[" in output, coloured, env)
        quiet = self.navlint("-q", "a.navbar")
        self.assertEqual((quiet.returncode, quiet.stderr), (1, ""))
        piped = subprocess.run([str(NAVLINT), "-", "--stdin-path", "App/Inbox.navbar"], cwd=self.dir,
                               input=INBOX, capture_output=True, text=True, timeout=60)
        self.assertEqual(piped.returncode, 1)
        self.assertTrue(piped.stdout.startswith('App/Inbox.navbar:2:1: warning: screen "Inbox"'), piped.stdout)


if __name__ == "__main__":
    unittest.main()
