"""The theme checks: the fixture site, axe-core, screenshots (Chromium itself: e2e_support.py).

Chromium and chromedriver come from Debian (`chromium`, `chromium-driver`); `make test` installs them.
When either is missing the checks fail and say so: a theme test that quietly skips proves nothing.
"""

import base64
import os
import shutil
import subprocess
from pathlib import Path

import e2e_support as support

REPO = Path(__file__).resolve().parents[2]
FIXTURE = REPO / "Tests" / "e2e" / "fixtures" / "site"
THEME = REPO / "themes" / "default"
OUTPUT = REPO / "Tests" / "output"


# The fixture's history: one commit at a fixed time, so every page shows the same date on every machine.
FIXTURE_COMMIT_DATE = "2024-03-01T12:00:00+00:00"
EDIT_URL = "https://github.com/example/docs/edit/main/content/{path}"


def build_fixture_site(out_dir):
    """Runs `navdocs build` on a copy of the fixture content, committed to a fresh git repository,
    with the default theme, `edit_url` and `last_updated: git`, into out_dir."""
    root = Path(out_dir).parent
    content = root / "content"
    shutil.copytree(FIXTURE, content)
    environment = dict(os.environ, GIT_AUTHOR_DATE=FIXTURE_COMMIT_DATE, GIT_COMMITTER_DATE=FIXTURE_COMMIT_DATE)
    for arguments in (["init", "-q"], ["add", "."], ["commit", "-q", "-m", "fixture"]):
        subprocess.run(["git", "-C", str(root), "-c", "user.name=Fixture", "-c", "user.email=fixture@example.com"]
                       + arguments, check=True, env=environment, capture_output=True)
    config = root / "navdocs.yml"
    config.write_text("title: Fixture Docs\ndescription: Every page kind of the default theme.\n"
                      f"edit_url: {EDIT_URL}\nlast_updated: git\n")
    support.build("--config", config, "--content", content, "--theme", THEME, "--out", out_dir)
    return Path(out_dir)


def start_chromium():
    """Screenshots need fixed scrollbars and scale; axe-core is injected into file:// pages."""
    return support.start_chromium("theme", ("--hide-scrollbars", "--force-device-scale-factor=1",
                                            "--allow-file-access-from-files"))


def axe_script():
    """axe-core 4.x, as shipped by the PyPI package selenium-axe-python.

    axe-selenium-python ships axe-core 3.1 for Python 3.11 (its 3.x needs 3.12), which
    misses rules and misreads ARIA 1.2 patterns, so the current engine comes from here.
    """
    try:
        import selenium_axe_python
    except ImportError as error:
        raise AssertionError(
            "the Python package `selenium-axe-python` is needed (`make test` installs it)") from error
    path = Path(selenium_axe_python.__file__).parent / "axe-core" / "axe.min.js"
    return path.read_text(encoding="utf-8")


def run_axe(driver, script):
    """Injects axe-core into the current page and returns its violations (all default rules)."""
    driver.execute_script(script)
    results = driver.execute_async_script(
        "var done = arguments[arguments.length - 1];"
        "axe.run(document, {resultTypes: ['violations']}).then(done, function (e) { done({error: String(e)}); });")
    if "error" in results:
        raise AssertionError("axe-core failed: " + results["error"])
    return results["violations"]


def describe_violations(violations):
    lines = []
    for violation in violations:
        lines.append(f"- {violation['id']} ({violation['impact']}): {violation['help']}")
        for node in violation["nodes"][:5]:
            lines.append(f"    {' '.join(node['target'])}: {node.get('failureSummary', '').splitlines()[-1:]}")
    return "\n".join(lines)


def set_viewport(driver, width, height):
    driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride",
                           {"width": width, "height": height, "deviceScaleFactor": 1, "mobile": False})


def set_color_scheme(driver, scheme):
    driver.execute_cdp_cmd("Emulation.setEmulatedMedia",
                           {"features": [{"name": "prefers-color-scheme", "value": scheme}]})


def full_page_png(driver, width, path, max_height=6000):
    """Saves a PNG of the whole page at the given viewport width."""
    height = driver.execute_script("return Math.ceil(document.documentElement.scrollHeight)")
    height = max(200, min(height, max_height))
    shot = driver.execute_cdp_cmd("Page.captureScreenshot", {
        "format": "png", "captureBeyondViewport": True,
        "clip": {"x": 0, "y": 0, "width": width, "height": height, "scale": 1}})
    Path(path).parent.mkdir(parents=True, exist_ok=True)
    Path(path).write_bytes(base64.b64decode(shot["data"]))


# Elements wider than the viewport, outside the places allowed to scroll sideways.
OVERFLOW_SCRIPT = """
const width = document.documentElement.clientWidth;
const allowed = '.mockup, pre, .table-wrap';
const offenders = [];
for (const element of document.body.querySelectorAll('*')) {
  if (element.closest(allowed) && !element.matches(allowed)) continue;
  const box = element.getBoundingClientRect();
  if (box.width === 0 && box.height === 0) continue;
  if (box.right > width + 1 || box.left < -1) {
    if (element.closest('.visually-hidden, .skip-link')) continue;
    const name = element.tagName.toLowerCase() + (element.id ? '#' + element.id : '') +
      (element.className && typeof element.className === 'string' ? '.' + element.className.trim().split(/\\s+/).join('.') : '');
    offenders.push(name + ' [' + Math.round(box.left) + ', ' + Math.round(box.right) + ']');
  }
}
if (document.documentElement.scrollWidth > width + 1) offenders.push('document scrollWidth ' + document.documentElement.scrollWidth);
return offenders;
"""
