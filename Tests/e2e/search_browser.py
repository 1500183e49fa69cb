"""Headless Chromium, a built fixture site and a static server for the search checks.

Chromium and chromedriver come from Debian (`chromium`, `chromium-driver`), selenium from PyPI;
`make test` installs them. When one is missing the checks fail and say so.
"""

import socket
import subprocess
import sys
import time
import urllib.request
from pathlib import Path

import e2e_support as support

REPO = Path(__file__).resolve().parents[2]
FIXTURE = REPO / "Tests" / "e2e" / "fixtures" / "site"
THEME = REPO / "themes" / "default"


navdocs_binary = support.navdocs_binary


def build_site(content, out_dir):
    """Runs `navdocs build` on a content folder with the default theme into out_dir."""
    support.build("--content", content, "--theme", THEME, "--out", out_dir, "--quiet")
    return Path(out_dir)


def start_chromium():
    """No --allow-file-access-from-files: the index must load from file:// as a plain script."""
    return support.start_chromium("search")


def free_port():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


class StaticServer:
    """`python3 -m http.server` on 127.0.0.1 serving `folder`, stopped with the context."""

    def __init__(self, folder):
        self.folder = Path(folder)
        self.port = free_port()
        self.process = None

    def __enter__(self):
        self.process = subprocess.Popen(
            [sys.executable, "-m", "http.server", str(self.port), "--bind", "127.0.0.1",
             "--directory", str(self.folder)],
            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        deadline = time.monotonic() + 10
        while True:
            try:
                urllib.request.urlopen(f"http://127.0.0.1:{self.port}/", timeout=1).close()
                return self
            except OSError:
                if time.monotonic() > deadline or self.process.poll() is not None:
                    self.__exit__(None, None, None)
                    raise AssertionError(f"the static server on port {self.port} did not start")
                time.sleep(0.1)

    def __exit__(self, *exc):
        if self.process and self.process.poll() is None:
            self.process.terminate()
            try:
                self.process.wait(timeout=5)
            except subprocess.TimeoutExpired:
                self.process.kill()
                self.process.wait()

    def url(self, path):
        return f"http://127.0.0.1:{self.port}/{path}"
