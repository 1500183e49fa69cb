"""The files that fit navlint into other tools, each run as far as it can run here:
the GitHub Action, the pre-commit hook, the Xcode Run Script phase, `make install`
with its man pages, and the SwiftPM command plugin on a fixture package."""

import os
import re
import shutil
import subprocess
import tempfile
import unittest
from pathlib import Path

import yaml

from test_navlint import NAVLINT, REPO, NavlintTestCase

LONG = "screen: Inbox\ntitle: All Inboxes and Flags\n"


class GitHubActionTests(NavlintTestCase):
    def test_the_action_runs_its_script_which_annotates_with_workflow_commands(self):
        action = yaml.safe_load((REPO / "action.yml").read_text())
        self.assertEqual(action["runs"]["using"], "composite")
        [step] = action["runs"]["steps"]
        self.assertEqual(step["run"], '"$GITHUB_ACTION_PATH/scripts/navlint-action.sh"')
        self.assertEqual(set(step["env"]), {"NAVLINT_PATHS", "NAVLINT_FAIL_ON", "NAVLINT_ARGS"})
        self.assertEqual(set(action["inputs"]), {"paths", "fail-on", "args"})
        self.write("App/a.navbar", LONG)
        # The step as the runner would run it; $NAVLINT skips the build this machine already did.
        env = {**os.environ, "GITHUB_ACTION_PATH": str(REPO), "NAVLINT": str(NAVLINT),
               "NAVLINT_PATHS": "App", "NAVLINT_FAIL_ON": action["inputs"]["fail-on"]["default"],
               "NAVLINT_ARGS": "--docs-url https://d.example"}
        result = subprocess.run(["sh", "-c", step["run"]], cwd=self.dir, env=env, capture_output=True, text=True)
        self.assertEqual(result.returncode, 1, result.stderr)
        self.assertTrue(result.stdout.startswith("::warning file=App/a.navbar,line=2,col=1,title=NB001 title-too-long::"),
                        result.stdout)
        self.assertIn("%0Ahttps://d.example/rules/NB001.html", result.stdout)


class PreCommitHookTests(NavlintTestCase):
    def test_the_hook_passes_matching_files_to_navlint(self):
        [hook] = yaml.safe_load((REPO / ".pre-commit-hooks.yaml").read_text())
        self.assertEqual((hook["id"], hook["entry"], hook["language"]), ("navlint", "navlint", "swift"))
        files = re.compile(hook["files"])
        staged = ["App/Base.lproj/Main.storyboard", "App/Cell.xib", "specs/inbox.navbar", "App/View.swift",
                  "specs/tabs.navbar.json", "package.json", "App/Assets.xcassets/Contents.json", "App/Info.plist"]
        matched = [f for f in staged if files.search(f)]
        self.assertEqual(matched, staged[:5])
        self.write("specs/inbox.navbar", LONG)
        # pre-commit runs `entry` with its args and the matching staged files.
        result = subprocess.run([str(NAVLINT), *hook.get("args", []), "specs/inbox.navbar"], cwd=self.dir,
                                capture_output=True, text=True)
        self.assertEqual(result.returncode, 1)
        self.assertIn("[NB001 title-too-long]", result.stdout)


class XcodeRunScriptTests(NavlintTestCase):
    def test_findings_are_xcode_warnings_and_do_not_fail_the_build(self):
        self.write("App/Base.lproj/a.navbar", LONG)
        # What every Xcode project has, and none of it a spec.
        self.write("App/Assets.xcassets/AppIcon.appiconset/Contents.json", '{"images": [], "info": {"version": 1}}')
        self.write("App/App-Info.plist", '<?xml version="1.0"?><plist version="1.0"><dict/></plist>')
        self.write("App/App.xcodeproj/project.xcworkspace/xcshareddata/swiftpm/Package.resolved", '{"pins": []}')
        bin_dir = self.dir / "bin"
        bin_dir.mkdir()
        (bin_dir / "navlint").symlink_to(NAVLINT)
        env = {**os.environ, "SRCROOT": str(self.dir / "App"), "PATH": f"{bin_dir}:{os.environ['PATH']}"}
        result = subprocess.run(["sh", str(REPO / "scripts/xcode-run-script.sh")], cwd=self.dir, env=env,
                                capture_output=True, text=True)
        self.assertEqual(result.returncode, 0, result.stderr)
        self.assertRegex(result.stdout, r"^/\S+/App/Base\.lproj/a\.navbar:2:1: warning: ")
        without = {**env, "PATH": "/usr/bin:/bin"}
        missing = subprocess.run(["sh", str(REPO / "scripts/xcode-run-script.sh")], cwd=self.dir, env=without,
                                 capture_output=True, text=True)
        self.assertEqual((missing.returncode, missing.stdout.split(":")[0]), (0, "warning"))


class InstallTests(unittest.TestCase):
    def test_make_install_puts_binaries_and_man_pages_under_destdir_and_prefix(self):
        with tempfile.TemporaryDirectory() as dest:
            bin_path = NAVLINT.parent
            result = subprocess.run(["make", "-s", "install", f"DESTDIR={dest}", "PREFIX=/opt/navdocs", "CONFIG=debug",
                                     f"BIN={bin_path}"], cwd=REPO, capture_output=True, text=True, timeout=900)
            self.assertEqual(result.returncode, 0, result.stderr)
            root = Path(dest) / "opt/navdocs"
            for tool in ("navlint", "navdocs"):
                self.assertTrue(os.access(root / "bin" / tool, os.X_OK), tool)
                page = root / "share/man/man1" / f"{tool}.1"
                rendered = subprocess.run(["groff", "-man", "-Tutf8", "-ww", str(page)], capture_output=True, text=True)
                self.assertEqual(rendered.stderr, "", f"{tool}.1 renders without warnings")
                text = re.sub(r".\x08", "", rendered.stdout)
                # Every option the help names is in the man page made from it.
                help_text = subprocess.run([str(bin_path / tool), "--help"], capture_output=True, text=True).stdout
                for option in sorted(set(re.findall(r"(?<![\w-])--[a-z][a-z-]+", help_text))):
                    self.assertIn(option, text, f"{tool}.1 lists {option}")
            self.assertIn("--write-baseline", (root / "share/man/man1/navlint.1").read_text().replace("\\-", "-"))
            # The theme is compiled in: no theme folder is installed.
            self.assertFalse((root / "share/navdocs").exists())
            # The built docs sit beside the binaries, and the installed navlint links its findings to them.
            page = root / "share/doc/navdocs/rules/NB001.html"
            self.assertTrue(page.exists())
            with tempfile.TemporaryDirectory() as work:
                (Path(work) / "a.navbar").write_text("title: Notification Settings\n")
                env = {k: v for k, v in os.environ.items() if k != "NAVDOCS_DOCS_URL"}
                linted = subprocess.run([str(root / "bin/navlint"), "a.navbar"], cwd=work, env=env,
                                        capture_output=True, text=True, timeout=120)
                self.assertIn(f"    {page.as_uri()} (or navlint explain NB001)\n", linted.stdout)
            # The installed navdocs builds a site that has content but no theme of its own.
            with tempfile.TemporaryDirectory() as project:
                shutil.copytree(REPO / "content", Path(project) / "content")
                # Only what the content itself needs: the guide links to the report `make site` writes.
                (Path(project) / "navdocs.yml").write_text("links:\n  known_files: [navlint-report.html]\n")
                built = subprocess.run([str(root / "bin/navdocs"), "build", "--quiet"], cwd=project,
                                       capture_output=True, text=True, timeout=300)
                self.assertEqual(built.returncode, 0, built.stderr)
                self.assertTrue((Path(project) / "site/index.html").exists())


class SwiftPMPluginTests(unittest.TestCase):
    def test_swift_package_navlint_lints_the_fixture_package(self):
        swift = shutil.which(os.environ.get("SWIFT", "swift"))
        if not swift:
            self.skipTest("no swift toolchain")
        fixture = REPO / "Tests/Fixtures/PluginPackage"
        # A scratch path of its own under .build, so repeated runs build incrementally.
        result = subprocess.run([swift, "package", "--package-path", str(fixture),
                                 "--scratch-path", str(REPO / ".build/plugin-fixture"), "navlint"],
                                capture_output=True, text=True, timeout=1800)
        self.assertNotEqual(result.returncode, 0, "findings fail the command")
        self.assertIn("navlint found problems in the navigation bars", result.stderr)
        self.assertIn('Sources/Screens/Inbox.navbar:2:1: warning: screen "Inbox": title "All Inboxes and Flags" '
                      "has 21 characters; keep it to 20 or fewer [NB001 title-too-long]", result.stdout)
        self.assertIn("Sources/Screens/Base.lproj/Settings.storyboard:14:21: warning: "
                      'screen "SettingsViewController (settings)"', result.stdout)
        clean = subprocess.run([swift, "package", "--package-path", str(fixture),
                                "--scratch-path", str(REPO / ".build/plugin-fixture"), "navlint",
                                "--fail-on", "error", "Sources/Screens/Inbox.navbar"],
                               capture_output=True, text=True, timeout=1800)
        self.assertEqual(clean.returncode, 0, clean.stderr)
        self.assertNotIn("Settings.storyboard", clean.stdout)


if __name__ == "__main__":
    unittest.main()
