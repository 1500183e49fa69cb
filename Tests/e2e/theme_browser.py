"""Headless Chromium for the theme checks: a driver that never touches the network, axe-core, screenshots.

Chromium and chromedriver come from Debian (`chromium`, `chromium-driver`); `make test` installs them.
When either is missing the checks fail and say so: a theme test that quietly skips proves nothing.
"""

import base64
import os
import shutil
import subprocess
from pathlib import Path

REPO = Path(__file__).resolve().parents[2]
FIXTURE = REPO / "Tests" / "e2e" / "fixtures" / "site"
THEME = REPO / "themes" / "default"
OUTPUT = REPO / "Tests" / "output"


def build_fixture_site(out_dir):
    """Runs `navdocs build` on the fixture content with the default theme into out_dir."""
    navdocs = Path(os.environ.get("NAVDOCS", ".build/debug/navdocs"))
    if not navdocs.is_absolute():
        navdocs = REPO / navdocs
    if not navdocs.exists():
        raise AssertionError(
            f"navdocs binary not found at {navdocs}; run `swift build --product navdocs` "
            "or set NAVDOCS to its path")
    config = Path(out_dir).parent / "navdocs.yml"
    config.write_text("title: Fixture Docs\ndescription: Every page kind of the default theme.\n")
    command = [str(navdocs), "build", "--config", str(config), "--content", str(FIXTURE),
               "--theme", str(THEME), "--out", str(out_dir)]
    result = subprocess.run(command, cwd=REPO, capture_output=True, text=True)
    if result.returncode != 0:
        raise AssertionError(
            f"navdocs build failed ({result.returncode}):\n{result.stdout}\n{result.stderr}")
    return Path(out_dir)


def start_chromium():
    """A headless Chromium driven by the system chromedriver (never Selenium Manager's downloads)."""
    chromium = shutil.which("chromium") or shutil.which("chromium-browser")
    chromedriver = shutil.which("chromedriver")
    if not chromium or not chromedriver:
        raise AssertionError(
            "headless Chromium is needed for the theme checks: install the Debian packages "
            "`chromium` and `chromium-driver` (`make test` does it)")
    try:
        from selenium import webdriver
        from selenium.webdriver.chrome.service import Service
    except ImportError as error:
        raise AssertionError(
            "the Python package `selenium` is needed (`make test` installs it)") from error

    options = webdriver.ChromeOptions()
    options.binary_location = chromium
    for flag in ("--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
                 "--hide-scrollbars", "--window-size=1280,900", "--force-device-scale-factor=1",
                 "--allow-file-access-from-files", "--no-first-run", "--disable-extensions",
                 "--disable-background-networking", "--disable-component-update", "--disable-sync"):
        options.add_argument(flag)
    driver = webdriver.Chrome(service=Service(executable_path=chromedriver), options=options)
    driver.set_script_timeout(60)
    return driver


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
