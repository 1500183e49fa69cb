"""What the end-to-end checks share: the built navdocs binary and a headless Chromium.

Chromium and chromedriver come from Debian (`chromium`, `chromium-driver`), selenium from PyPI;
`make test` installs them. When one is missing the checks fail and say so: a browser test that
quietly skips proves nothing.
"""

import hashlib
import os
import shutil
import subprocess
from pathlib import Path

REPO = Path(__file__).resolve().parents[2]
# The project's shared material: $NAVDOCS_SHARED (the Makefile finds it), or ../shared.
SHARED = Path(os.environ.get("NAVDOCS_SHARED") or REPO.parent / "shared")

BASE_FLAGS = ("--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
              "--window-size=1280,900", "--no-first-run", "--disable-extensions",
              "--disable-background-networking", "--disable-component-update", "--disable-sync")


def navdocs_binary():
    """$NAVDOCS, or .build/debug/navdocs, relative to the repository root."""
    navdocs = Path(os.environ.get("NAVDOCS", ".build/debug/navdocs"))
    if not navdocs.is_absolute():
        navdocs = REPO / navdocs
    if not navdocs.exists():
        raise AssertionError(f"navdocs binary not found at {navdocs}; run `swift build --product navdocs` "
                             "or set NAVDOCS to its path")
    return navdocs


def tree_digest(root):
    """Every file's path and bytes, hashed: two folders with equal digests hold the same site."""
    h = hashlib.sha256()
    for folder, dirs, files in sorted(os.walk(root)):
        dirs.sort()
        for name in sorted(files):
            path = os.path.join(folder, name)
            h.update(os.path.relpath(path, root).encode() + b"\0")
            with open(path, "rb") as f:
                h.update(hashlib.sha256(f.read()).digest())
    return h.hexdigest()


def corpus_generator():
    """$GEN_CORPUS, or the bench's generator in the shared material's bench/gen_corpus.py."""
    generator = Path(os.environ.get("GEN_CORPUS", SHARED / "bench" / "gen_corpus.py"))
    if not generator.exists():
        raise AssertionError(f"the corpus generator is needed at {generator} (or set GEN_CORPUS)")
    return generator


def build(*arguments, cwd=REPO):
    """Runs `navdocs build` with `arguments`; a failed build stops the test with its output."""
    result = subprocess.run([str(navdocs_binary()), "build", *map(str, arguments)], cwd=cwd,
                            capture_output=True, text=True)
    if result.returncode != 0:
        raise AssertionError(f"navdocs build failed ({result.returncode}):\n{result.stdout}\n{result.stderr}")
    return result


def start_chromium(purpose, extra_flags=()):
    """A headless Chromium on the system chromedriver (never Selenium Manager's downloads)."""
    chromium = shutil.which("chromium") or shutil.which("chromium-browser")
    chromedriver = shutil.which("chromedriver")
    if not chromium or not chromedriver:
        raise AssertionError(f"headless Chromium is needed for the {purpose} checks: install the Debian "
                             "packages `chromium` and `chromium-driver` (`make test` does it)")
    try:
        from selenium import webdriver
        from selenium.webdriver.chrome.service import Service
    except ImportError as error:
        raise AssertionError("the Python package `selenium` is needed (`make test` installs it)") from error
    options = webdriver.ChromeOptions()
    options.binary_location = chromium
    for flag in BASE_FLAGS + tuple(extra_flags):
        options.add_argument(flag)
    driver = webdriver.Chrome(service=Service(executable_path=chromedriver), options=options)
    driver.set_script_timeout(60)
    return driver
