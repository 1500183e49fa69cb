"""The real `navdocs` binary killed at any instant of a build of a generated corpus
(2,000 pages from ../shared/bench/gen_corpus.py): `kill -9` at 20 moments spread over
a build and SIGINT at 5. Each time `site/` exists and is, file for file, either the
previous build or the new one; SIGINT exits 130 with one line and leaves no staging
folder; after the next build no staging or old folder remains. A second build of the
same output while one runs fails at once with exit 2 and names the first one's pid.

The binary comes from $NAVDOCS (default .build/debug/navdocs). Bounded: every build
is timed out, and the whole file takes a few minutes on a loaded machine.
"""

import os
import shutil
import signal
import subprocess
import sys
import tempfile
import time
import unittest
from pathlib import Path

from e2e_support import corpus_generator, tree_digest

REPO = Path(__file__).resolve().parents[2]
NAVDOCS = Path(os.environ.get("NAVDOCS", REPO / ".build/debug/navdocs"))
NAVDOCS = NAVDOCS if NAVDOCS.is_absolute() else REPO / NAVDOCS
PAGES = 2000
KILLS = 20
INTERRUPTS = 5
TIMEOUT = 120


def leftovers(folder):
    return sorted(name for name in os.listdir(folder)
                  if ".navdocs-staging-" in name or ".navdocs-old-" in name)


class InterruptedBuildTests(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        cls.tmp = Path(tempfile.mkdtemp(prefix="navdocs-kill-"))
        subprocess.run([sys.executable, str(corpus_generator()), "--pages", str(PAGES), str(cls.tmp / "content")],
                       check=True, capture_output=True)
        shutil.copytree(REPO / "content", cls.tmp / "content", dirs_exist_ok=True)
        (cls.tmp / "navdocs.yml").write_text(f"title: Kill\ncontent: content\ntheme: {REPO / 'themes/default'}\n"
                                             "output: site\n"
                                             # As the repository's navdocs.yml: the guide links to the report.
                                             "links:\n  known_files: [navlint-report.html]\n")
        cls.index = (cls.tmp / "content" / "index.md").read_text()
        # The two versions the builds alternate between: the home page's text differs.
        cls.digests = {}
        for version in ("A", "B"):
            cls.use(version)
            started = time.monotonic()
            cls.build()
            cls.seconds = time.monotonic() - started
            cls.digests[version] = tree_digest(cls.tmp / "site")
        cls.current = "B"

    @classmethod
    def tearDownClass(cls):
        shutil.rmtree(cls.tmp, ignore_errors=True)

    @classmethod
    def use(cls, version):
        (cls.tmp / "content" / "index.md").write_text(cls.index + f"\nThis is version {version}.\n")

    @classmethod
    def build(cls, *extra):
        result = subprocess.run([str(NAVDOCS), "build", "--quiet", *extra], cwd=cls.tmp, capture_output=True,
                                text=True, timeout=TIMEOUT)
        if result.returncode != 0:
            raise AssertionError(f"navdocs build failed ({result.returncode}):\n{result.stderr[-2000:]}")

    def interrupted_build(self, delay, sig, *extra):
        """Starts a build of the other version, sends `sig` after `delay` seconds; returns the exit code."""
        previous, new = self.current, "A" if self.current == "B" else "B"
        type(self).use(new)
        process = subprocess.Popen([str(NAVDOCS), "build", "--quiet", *extra], cwd=self.tmp,
                                   stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
        time.sleep(delay)
        process.send_signal(sig)
        _, err = process.communicate(timeout=TIMEOUT)
        site = self.tmp / "site"
        self.assertTrue(site.is_dir(), f"no site/ after {sig.name} at {delay:.2f} s")
        digest = tree_digest(site)
        self.assertIn(digest, (self.digests[previous], self.digests[new]),
                      f"site/ after {sig.name} at {delay:.2f} s is neither the previous nor the new build")
        type(self).current = new if digest == self.digests[new] else previous
        return process.returncode, err, process.pid

    def test_kill_9_at_twenty_moments_and_sigint_at_five(self):
        landed = {"previous": 0, "new": 0}
        for i in range(KILLS):
            # Spread from the start to just past the build's usual end, where the swap falls.
            delay = self.seconds * (0.05 + 1.05 * i / (KILLS - 1))
            before = self.current
            code, _, _ = self.interrupted_build(delay, signal.SIGKILL)
            landed["new" if self.current != before else "previous"] += 1
            self.assertLessEqual(len(leftovers(self.tmp)), 1, "each killed build leaves at most its own folder")
        for i in range(INTERRUPTS):
            delay = self.seconds * (0.1 + 0.2 * i)
            code, err, pid = self.interrupted_build(delay, signal.SIGINT)
            if code != 0:
                self.assertEqual(code, 130, err)
                lines = err.strip().splitlines()
                self.assertEqual(len(lines), 1, err)
                self.assertRegex(lines[0], r"^navdocs: stopped by SIGINT; site (was left as it was|holds the new build)$")
            self.assertEqual([n for n in leftovers(self.tmp) if n.endswith(f"-{pid}")], [],
                             f"SIGINT at {delay:.2f} s left the build's staging folder")
        type(self).use("A")
        self.build()
        type(self).current = "A"
        self.assertEqual(leftovers(self.tmp), [], "the next build removes what killed builds left")
        self.assertEqual(tree_digest(self.tmp / "site"), self.digests["A"])
        print(f"\n  kill -9 landed on the previous build {landed['previous']} times, on the new one "
              f"{landed['new']} times (build {self.seconds:.1f} s)", file=sys.stderr)

    def test_kill_9_during_incremental_builds(self):
        """An incremental build stages links to its unchanged files and takes the same swap."""
        type(self).use(self.current)
        self.build("--incremental")
        other = "A" if self.current == "B" else "B"
        type(self).use(other)
        started = time.monotonic()
        self.build("--incremental")
        seconds = time.monotonic() - started
        self.assertEqual(tree_digest(self.tmp / "site"), self.digests[other], "an incremental build is a full build's bytes")
        type(self).current = other
        for i in range(5):
            self.interrupted_build(seconds * (0.1 + 0.25 * i), signal.SIGKILL, "--incremental")
        type(self).use("B")
        self.build("--incremental")
        type(self).current = "B"
        self.assertEqual(tree_digest(self.tmp / "site"), self.digests["B"], "after kills the next incremental build is whole")
        self.assertEqual(leftovers(self.tmp), [])

    def test_a_second_build_of_the_same_output_fails_fast(self):
        first = subprocess.Popen([str(NAVDOCS), "build", "--quiet"], cwd=self.tmp,
                                 stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
        try:
            deadline = time.monotonic() + 30
            while not any(".navdocs-staging-" in n for n in os.listdir(self.tmp)) and time.monotonic() < deadline:
                time.sleep(0.02)
            started = time.monotonic()
            second = subprocess.run([str(NAVDOCS), "build", "--quiet"], cwd=self.tmp, capture_output=True,
                                    text=True, timeout=TIMEOUT)
            self.assertLess(time.monotonic() - started, 5, "the second build does not wait for the first")
            self.assertEqual(second.returncode, 2, second.stderr)
            self.assertEqual(second.stderr.strip(), f"navdocs: another navdocs build (pid {first.pid}) is writing site/")
        finally:
            _, err = first.communicate(timeout=TIMEOUT)
        self.assertEqual(first.returncode, 0, err)
        self.assertEqual(tree_digest(self.tmp / "site"), self.digests[self.current])
        self.assertEqual(leftovers(self.tmp), [])


if __name__ == "__main__":
    unittest.main()
