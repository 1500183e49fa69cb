"""The real `navdocs` binary against the operating system's own failures: a disk
that fills up mid-write, a file too large for the process's limit, and a page the
building user may not read. Each must fail with a located error and leave the
previous site byte for byte as it was.

The binary comes from $NAVDOCS (default .build/debug/navdocs). The in-process
table of bad inputs is Tests/NavDocsTests/RobustnessTests.swift.
"""

import os
import resource
import shutil
import signal
import subprocess
import tempfile
import unittest
from pathlib import Path

REPO = Path(__file__).resolve().parents[2]
NAVDOCS = Path(os.environ.get("NAVDOCS", REPO / ".build/debug/navdocs"))
NAVDOCS = NAVDOCS if NAVDOCS.is_absolute() else REPO / NAVDOCS

# The smallest theme that has every layout the generator renders.
LAYOUTS = ["home", "page", "rule", "rule-index", "search", "404", "redirect"]


def rule_pages():
    """One page per rule with no examples: enough for a site to build."""
    return {f"rules/NB{n:03d}.md": f"---\nrule: NB{n:03d}\n---\n# Rule {n}\n\nText.\n" for n in range(1, 13)}


class SiteFolder:
    def __init__(self, root):
        self.root = Path(root)
        (self.root / "navdocs.yml").write_text("title: Robust\ncontent: content\ntheme: theme\noutput: site\n")
        for name in LAYOUTS:
            self.write(f"theme/templates/{name}.mustache", "<title>{{page.title}}</title>{{{content}}}\n")
        for name, text in rule_pages().items():
            self.write(f"content/{name}", text)
        self.write("content/index.md", "# Home\n\nWelcome.\n")

    def write(self, relative, text):
        path = self.root / relative
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_bytes(text if isinstance(text, bytes) else text.encode())
        return path

    def snapshot(self, folder="site"):
        base = self.root / folder
        return {str(p.relative_to(base)): p.read_bytes() for p in sorted(base.rglob("*")) if p.is_file()}

    def leftovers(self):
        # The lock file stays by design: it is what `flock` holds.
        return sorted(p.name for p in self.root.iterdir() if ".navdocs-" in p.name and not p.name.endswith(".navdocs-lock"))


def build(folder, preexec_fn=None, user=None):
    command = [str(NAVDOCS), "build", "--config", str(folder.root / "navdocs.yml")]
    if user is not None:
        command = ["setpriv", f"--reuid={user}", f"--regid={user}", "--clear-groups"] + command
    result = subprocess.run(command, capture_output=True, text=True, timeout=120, preexec_fn=preexec_fn)
    result.stderr = result.stderr.replace(str(folder.root) + "/", "")
    return result


def can_mount_tmpfs():
    try:
        probe = subprocess.run(["unshare", "-m", "sh", "-c", "mount -t tmpfs -o size=64k tmpfs /mnt"],
                               capture_output=True, timeout=10)
    except (OSError, subprocess.TimeoutExpired):
        return False
    return probe.returncode == 0


class RobustnessTestCase(unittest.TestCase):
    def setUp(self):
        if not NAVDOCS.exists():
            self.fail(f"navdocs binary not found at {NAVDOCS}; run `swift build` or set NAVDOCS")
        self._tmp = tempfile.TemporaryDirectory()
        self.addCleanup(self._tmp.cleanup)
        os.chmod(self._tmp.name, 0o755)
        self.site = SiteFolder(self._tmp.name)
        first = build(self.site)
        self.assertEqual(first.returncode, 0, first.stderr)
        self.before = self.site.snapshot()

    def assert_site_unchanged(self, result):
        self.assertEqual(result.returncode, 1, result.stderr)
        self.assertIn("left as it was", result.stderr)
        self.assertEqual(self.site.snapshot(), self.before, "the previous site is byte-identical")
        self.assertEqual(self.site.leftovers(), [])


class DiskTests(RobustnessTestCase):
    @unittest.skipUnless(can_mount_tmpfs(), "needs a private mount namespace (unshare -m) for a small tmpfs")
    def test_disk_full_mid_write_keeps_the_previous_site(self):
        # In a private mount namespace the output goes to a 320 KB tmpfs. The first
        # build fits; then a 200 KB page is added, and the second build cannot stage
        # a new copy of the site beside the old one.
        root = self.site.root
        (root / "vol").mkdir()
        long_page = self.site.write("extra/long.md", "# Long\n\n" + "All work and no play. " * 9000 + "\n")
        script = (
            'set -e; root="$1"; shift; '
            'mount -t tmpfs -o size=320k tmpfs "$root/vol"; '
            '"$@" >/dev/null 2>&1; '
            'find "$root/vol/site" -type f -exec sha256sum {} + | sort > "$root/before.sums"; '
            'cp "$root/extra/long.md" "$root/content/long.md"; '
            'set +e; "$@"; status=$?; '
            'find "$root/vol/site" -type f -exec sha256sum {} + | sort > "$root/after.sums"; '
            'ls -a "$root/vol" > "$root/vol.ls"; exit $status'
        )
        result = subprocess.run(
            ["unshare", "-m", "sh", "-c", script, "sh", str(root),
             str(NAVDOCS), "build", "--config", str(root / "navdocs.yml"), "--out", str(root / "vol/site")],
            capture_output=True, text=True, timeout=120)
        stderr = result.stderr.replace(str(root) + "/", "")
        self.assertTrue(long_page.exists())
        self.assertEqual(result.returncode, 1, stderr)
        self.assertRegex(stderr, r"vol/site/\S+:1:1: error: cannot write: No space left on device")
        self.assertIn("vol/site was left as it was", stderr)
        before = (root / "before.sums").read_text()
        self.assertIn("index.html", before)
        self.assertEqual((root / "after.sums").read_text(), before, "the previous site is byte-identical")
        self.assertEqual([n for n in (root / "vol.ls").read_text().split() if ".navdocs-" in n and not n.endswith(".navdocs-lock")], [],
                         "no staging folder is left on the full disk")

    @unittest.skipUnless(can_mount_tmpfs(), "needs a private mount namespace (unshare -m) for a read-only mount")
    def test_read_only_output_location_is_refused(self):
        root = self.site.root
        (root / "ro").mkdir()
        script = 'set -e; ro="$1"; shift; mount --bind "$ro" "$ro"; mount -o remount,bind,ro "$ro"; "$@"'
        result = subprocess.run(
            ["unshare", "-m", "sh", "-c", script, "sh", str(root / "ro"),
             str(NAVDOCS), "build", "--config", str(root / "navdocs.yml"), "--out", str(root / "ro/site")],
            capture_output=True, text=True, timeout=120)
        stderr = result.stderr.replace(str(root) + "/", "")
        self.assertEqual(result.returncode, 1, stderr)
        self.assertIn("ro/site:1:1: error: cannot create the output folder: Read-only file system; "
                      "check the location is writable", stderr)
        self.assertEqual(list((root / "ro").iterdir()), [])

    def test_file_too_large_for_the_process_keeps_the_previous_site(self):
        # RLIMIT_FSIZE makes write(2) fail with EFBIG past 64 KB: a real write error
        # that needs no privileges. SIGXFSZ is ignored so the error is returned, not fatal.
        self.site.write("content/guide/long.md", "# Long\n\n" + "All work and no play. " * 4000 + "\n")

        def limit():
            signal.signal(signal.SIGXFSZ, signal.SIG_IGN)
            resource.setrlimit(resource.RLIMIT_FSIZE, (64 * 1024, 64 * 1024))

        result = build(self.site, preexec_fn=limit)
        self.assertIn("site/guide/long.html:1:1: error: cannot write: File too large", result.stderr)
        self.assert_site_unchanged(result)


class PermissionTests(RobustnessTestCase):
    def test_unreadable_page_is_located(self):
        page = self.site.write("content/secret.md", "# Secret\n")
        page.chmod(0)
        user = None
        if os.geteuid() == 0:
            if shutil.which("setpriv") is None:
                self.skipTest("root reads every file; setpriv is needed to build as nobody")
            # Root reads files whatever their mode: build as nobody, who may write the
            # site folder but not read the page.
            user = 65534
            for path in [self.site.root, *self.site.root.rglob("*")]:
                if path != page:
                    os.chown(path, user, user, follow_symlinks=False)
        result = build(self.site, user=user)
        self.assertIn("content/secret.md:1:1: error: cannot read file: Permission denied", result.stderr)
        self.assert_site_unchanged(result)

    def test_fifo_named_like_a_page_does_not_hang_the_build(self):
        os.mkfifo(self.site.root / "content/pipe.md")
        result = build(self.site)
        self.assertIn("content/pipe.md:1:1: error: cannot read file: not a regular file", result.stderr)
        self.assert_site_unchanged(result)


if __name__ == "__main__":
    unittest.main()
