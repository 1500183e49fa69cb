"""`navdocs build --incremental` asks the kernel to back its heap with large pages
(`LargeHeapPages`) when it rebuilds a site whose cache is large enough for them to pay
(2 MiB and more: about 4,000 pages); a smaller site's rebuild, the first incremental build
(which has no cache) and a full build do not. Seen from outside, in the running process's
/proc/PID/smaps: the heap's mapping carries the "hg" flag (MADV_HUGEPAGE). Both builds must
make the same site; the incremental tests compare every kind of edit.

Skipped where the kernel has no transparent huge pages, or gives them to every mapping
unasked ("always"), since then nothing is asked and no flag shows.
"""

import shutil
import subprocess
import sys
import tempfile
import time
import unittest
from pathlib import Path

from e2e_support import REPO, corpus_generator, navdocs_binary

THP = Path("/sys/kernel/mm/transparent_hugepage/enabled")


def heap_is_advised(pid):
    """Whether some part of the process's [heap] mapping asks for huge pages; None once it has exited."""
    try:
        smaps = Path(f"/proc/{pid}/smaps").read_text()
    except (FileNotFoundError, ProcessLookupError, PermissionError):
        return None
    in_heap = False
    for line in smaps.splitlines():
        head = line.split(" ", 1)[0]
        if "-" in head and all(c in "0123456789abcdef-" for c in head):
            in_heap = line.endswith("[heap]")
        elif in_heap and line.startswith("VmFlags:") and "hg" in line.split():
            return True
    return False


@unittest.skipUnless(THP.exists() and "[madvise]" in THP.read_text(), "transparent huge pages are not given on request here")
class HeapPagesTests(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        cls.tmp = Path(tempfile.mkdtemp(prefix="navdocs-heap-"))
        for name, pages in (("small", 800), ("large", 5000)):
            site = cls.tmp / name
            subprocess.run([sys.executable, str(corpus_generator()), "--pages", str(pages), str(site / "content")],
                           check=True, capture_output=True)
            (site / "navdocs.yml").write_text(f"title: Heap\ncontent: content\ntheme: {REPO / 'themes/default'}\n")

    @classmethod
    def tearDownClass(cls):
        shutil.rmtree(cls.tmp, ignore_errors=True)

    def watched_build(self, site, out, *extra):
        """Runs a build, reading its smaps until it exits; whether the heap was ever seen advised."""
        process = subprocess.Popen([str(navdocs_binary()), "build", "--quiet", "--out", out, *extra],
                                   cwd=self.tmp / site, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
        seen = False
        deadline = time.monotonic() + 300
        while process.poll() is None and time.monotonic() < deadline:
            seen = seen or bool(heap_is_advised(process.pid))
            time.sleep(0.005)
        _, err = process.communicate(timeout=300)
        self.assertEqual(process.returncode, 0, err)
        return seen

    def test_a_large_sites_rebuild_asks_for_large_pages(self):
        self.assertFalse(self.watched_build("large", "incremental", "--incremental"),
                         "the first incremental build, with no cache to read, asked")
        self.assertTrue(self.watched_build("large", "incremental", "--incremental"),
                        "the rebuild of a 5,000-page site never asked")

    def test_a_small_sites_rebuild_and_a_full_build_do_not(self):
        self.watched_build("small", "incremental", "--incremental")
        self.assertFalse(self.watched_build("small", "incremental", "--incremental"),
                         "the rebuild of an 800-page site asked")
        self.assertFalse(self.watched_build("small", "full"), "a full build's heap asked for huge pages")
        same = subprocess.run(["diff", "-r", str(self.tmp / "small/incremental"), str(self.tmp / "small/full")],
                              capture_output=True, text=True)
        self.assertEqual(same.returncode, 0, same.stdout[-2000:])


if __name__ == "__main__":
    unittest.main()
