"""The navdocs `make site` builds: one static executable, checked for what static linking can break.

Every other end-to-end check runs the debug binary, which the dynamic loader starts. A release
navdocs is linked with `-static-executable` (Makefile, NAVDOCS_LINK): no loader, no symbol table to
look a function up in by name, glibc's own code for the rest. Something that works only through
the loader fails there and not in the debug binary: the site writer once found `renameat2` with
`dlsym`, and the static binary could replace no site. $NAVDOCS_RELEASE is that binary; `make e2e`
builds it and sets it.
"""

import os
import shutil
import struct
import subprocess
import tempfile
import unittest
from pathlib import Path

from e2e_support import REPO, navdocs_binary, tree_digest

PT_INTERP, PT_DYNAMIC = 3, 2


def release_binary():
    path = os.environ.get("NAVDOCS_RELEASE")
    if not path:
        raise AssertionError("NAVDOCS_RELEASE is not set: `make e2e` builds the release navdocs and sets it")
    if not Path(path).exists():
        raise AssertionError(f"no release navdocs at {path}")
    return Path(path)


def program_header_types(path):
    """The types of an ELF64 little-endian file's program headers."""
    with open(path, "rb") as f:
        header = f.read(64)
        if header[:4] != b"\x7fELF" or header[4] != 2 or header[5] != 1:
            raise AssertionError(f"{path} is not a 64-bit little-endian ELF file")
        offset, = struct.unpack_from("<Q", header, 0x20)
        size, count = struct.unpack_from("<HH", header, 0x36)
        f.seek(offset)
        table = f.read(size * count)
    return [struct.unpack_from("<I", table, i * size)[0] for i in range(count)]


class ReleaseBinaryTests(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        cls.release, cls.debug = release_binary(), navdocs_binary()
        cls.tmp = Path(tempfile.mkdtemp(prefix="navdocs-release-"))
        shutil.copytree(REPO / "content", cls.tmp / "content")

    @classmethod
    def tearDownClass(cls):
        shutil.rmtree(cls.tmp, ignore_errors=True)

    def build(self, binary, out, *extra):
        # The release navdocs has no navlint beside it (only navdocs is built for release here), so
        # both builds verify the Swift examples with the debug navlint.
        navlint = os.environ.get("NAVLINT") or str(self.debug.parent / "navlint")
        result = subprocess.run([str(binary), "build", "--navlint", navlint, "--config", str(REPO / "navdocs.yml"),
                                 "--content", str(self.tmp / "content"), "--theme", str(REPO / "themes/default"),
                                 "--out", str(out), "--quiet", *extra], capture_output=True, text=True, timeout=300)
        self.assertEqual(result.returncode, 0, f"{binary.name} build {' '.join(extra)} failed:\n{result.stderr}")

    def test_it_is_one_static_executable(self):
        types = program_header_types(self.release)
        self.assertNotIn(PT_INTERP, types, "the release navdocs asks for a dynamic loader")
        self.assertNotIn(PT_DYNAMIC, types, "the release navdocs has shared libraries to load")

    def test_it_replaces_a_site_and_rebuilds_one_as_the_debug_binary_builds_it(self):
        page = self.tmp / "content" / "guide" / "titles.md"
        original = page.read_text()
        debug, release = self.tmp / "debug-site", self.tmp / "release-site"
        self.build(self.debug, debug)
        # The first build creates the folder; the second swaps a new one in its place.
        self.build(self.release, release)
        self.build(self.release, release)
        self.assertEqual(tree_digest(release), tree_digest(debug))

        incremental = self.tmp / "incremental-site"
        self.build(self.release, incremental, "--incremental")
        try:
            page.write_text(original + "\nA line the release binary's rebuild adds.\n")
            self.build(self.release, incremental, "--incremental")
            self.build(self.debug, debug)
        finally:
            page.write_text(original)
        self.assertEqual(tree_digest(incremental), tree_digest(debug), "an edit rebuilt by the release binary")


if __name__ == "__main__":
    unittest.main()
