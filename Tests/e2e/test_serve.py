"""End-to-end checks of `navdocs serve`: pages, traversal attempts, live reload and a clean stop.

The server runs the binary from $NAVDOCS (default .build/debug/navdocs) on a copy of
Tests/e2e/fixtures/site with the default theme, on 127.0.0.1 and a port the system picks.
"""

import http.client
import os
import re
import shutil
import signal
import socket
import subprocess
import tempfile
import threading
import time
import unittest
from pathlib import Path

REPO = Path(__file__).resolve().parents[2]
NAVDOCS = Path(os.environ.get("NAVDOCS", REPO / ".build/debug/navdocs"))
if not NAVDOCS.is_absolute():
    NAVDOCS = REPO / NAVDOCS


class Server:
    """`navdocs serve --port 0` in a temporary copy of the fixture site."""

    def __init__(self):
        self.tmp = tempfile.TemporaryDirectory()
        root = Path(self.tmp.name)
        self.content = root / "content"
        shutil.copytree(REPO / "Tests/e2e/fixtures/site", self.content)
        shutil.copytree(REPO / "themes/default", root / "theme")
        (root / "outside.txt").write_text("TOP-SECRET-OUTSIDE\n")
        (root / "navdocs.yml").write_text("title: Serve Test\ncontent: content\ntheme: theme\noutput: site\n")
        self.process = subprocess.Popen([str(NAVDOCS), "serve", "--port", "0", "--config", str(root / "navdocs.yml")],
                                        stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, cwd=root)
        self.lines, self.errors = [], []
        self.drains = [threading.Thread(target=self._drain, args=(stream, into), daemon=True)
                       for stream, into in ((self.process.stdout, self.lines), (self.process.stderr, self.errors))]
        for drain in self.drains:
            drain.start()
        match = self.wait_for(lambda: next((m for m in map(re.compile(r"Serving .* at (http://127\.0\.0\.1:(\d+)/)").search,
                                                           list(self.lines)) if m), None), 120)
        if not match:
            self.stop()
            raise AssertionError(f"no URL printed; stderr: {self.errors}")
        self.url, self.port = match.group(1), int(match.group(2))

    @staticmethod
    def _drain(stream, into):
        for line in stream:
            into.append(line.rstrip("\n"))

    @staticmethod
    def wait_for(check, seconds):
        deadline = time.monotonic() + seconds
        while time.monotonic() < deadline:
            value = check()
            if value:
                return value
            time.sleep(0.05)
        return None

    def request(self, path, method="GET"):
        connection = http.client.HTTPConnection("127.0.0.1", self.port, timeout=10)
        connection.putrequest(method, path, skip_host=False, skip_accept_encoding=True)
        connection.endheaders()
        response = connection.getresponse()
        body = response.read()
        connection.close()
        return response.status, response.getheader("Content-Type"), body

    def raw(self, data):
        """Sends bytes as they are (no client-side path cleaning) and returns the whole reply."""
        with socket.create_connection(("127.0.0.1", self.port), timeout=10) as s:
            s.sendall(data)
            reply = b""
            while chunk := s.recv(65536):
                reply += chunk
        return reply

    def stop(self):
        if self.process.poll() is None:
            self.process.send_signal(signal.SIGINT)
            try:
                self.process.wait(timeout=10)
            except subprocess.TimeoutExpired:
                self.process.kill()
                self.process.wait()
        # The drains end at the pipes' end of file; the pipes are then closed here rather than
        # left to the garbage collector, which warns about each.
        for drain in self.drains:
            drain.join(timeout=10)
        self.process.stdout.close()
        self.process.stderr.close()
        self.tmp.cleanup()


class EventReader:
    """Reads the Server-Sent Events stream on a thread and keeps the events."""

    def __init__(self, port):
        self.events = []
        self.sock = socket.create_connection(("127.0.0.1", port), timeout=60)
        self.sock.sendall(b"GET /__navdocs/events HTTP/1.1\r\nHost: localhost\r\nAccept: text/event-stream\r\n\r\n")
        self.head = b""
        threading.Thread(target=self._read, daemon=True).start()

    def _read(self):
        buffer = b""
        try:
            while chunk := self.sock.recv(4096):
                buffer += chunk
                if not self.head and b"\r\n\r\n" in buffer:
                    self.head, buffer = buffer.split(b"\r\n\r\n", 1)
                while b"\n\n" in buffer and self.head:
                    block, buffer = buffer.split(b"\n\n", 1)
                    lines = block.decode().split("\n")
                    name = next((l[7:] for l in lines if l.startswith("event: ")), None)
                    data = "\n".join(l[6:] for l in lines if l.startswith("data: "))
                    if name:
                        self.events.append((name, data))
        except OSError:
            pass

    def close(self):
        self.sock.close()


class ServeTest(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        if not NAVDOCS.exists():
            raise AssertionError(f"navdocs binary not found at {NAVDOCS}; run `swift build` or set NAVDOCS")
        cls.server = Server()

    @classmethod
    def tearDownClass(cls):
        cls.server.stop()

    def test_pages_types_head_and_404(self):
        status, kind, body = self.server.request("/")
        self.assertEqual((status, kind), (200, "text/html; charset=utf-8"))
        self.assertIn(b"/__navdocs/livereload.js", body)
        status, kind, body = self.server.request("/guide/titles.html")
        self.assertEqual(status, 200)
        self.assertIn(b"Titles", body)
        status, kind, _ = self.server.request("/assets/theme.css")
        self.assertEqual((status, kind), (200, "text/css; charset=utf-8"))
        status, kind, _ = self.server.request("/search-index.js")
        self.assertEqual((status, kind), (200, "text/javascript; charset=utf-8"))
        status, kind, _ = self.server.request("/rules.json")
        self.assertEqual((status, kind), (200, "application/json"))
        status, _, body = self.server.request("/rules/")
        self.assertEqual(status, 200)
        self.assertIn(b"NB001", body)
        reply = self.server.raw(b"HEAD /guide/titles.html HTTP/1.1\r\nHost: x\r\n\r\n")
        head, _, rest = reply.partition(b"\r\n\r\n")
        self.assertTrue(head.startswith(b"HTTP/1.1 200 OK"))
        self.assertRegex(head.decode(), r"Content-Length: [1-9]\d*")
        self.assertEqual(rest, b"", "HEAD has no body")
        status, kind, body = self.server.request("/no/such/page.html")
        self.assertEqual((status, kind), (404, "text/html; charset=utf-8"))
        self.assertIn(b"<html", body)
        status, _, _ = self.server.request("/", method="POST")
        self.assertEqual(status, 405)
        self.assertTrue(self.server.raw(b"NONSENSE\r\n\r\n").startswith(b"HTTP/1.1 400 "))

    def test_traversal_attempts_never_leave_the_site(self):
        site = Path(self.server.tmp.name)
        for attempt in [b"/../etc/passwd", b"/%2e%2e/%2e%2e/etc/passwd", b"//etc/passwd", b"/..%2f..%2fetc%2fpasswd",
                        b"/%2E%2E/outside.txt", b"/guide/../../outside.txt", b"/..\\outside.txt", b"/%00",
                        b"/guide/%2e%2e/%2e%2e/outside.txt", b"http://127.0.0.1/../outside.txt"]:
            reply = self.server.raw(b"GET " + attempt + b" HTTP/1.1\r\nHost: x\r\n\r\n")
            status = int(reply.split(b" ", 2)[1])
            self.assertIn(status, (400, 404), attempt)
            self.assertNotIn(b"root:", reply, attempt)
            self.assertNotIn(b"TOP-SECRET-OUTSIDE", reply, attempt)
        # A symlink in the content folder that points out of it never serves the file it points at.
        (self.server.content / "leak.txt").symlink_to(site / "outside.txt")
        time.sleep(1.5)
        status, _, body = self.server.request("/leak.txt")
        self.assertEqual(status, 404)
        self.assertNotIn(b"TOP-SECRET-OUTSIDE", body)
        (self.server.content / "leak.txt").unlink()

    def test_zz_edit_reload_error_and_recovery(self):
        events = EventReader(self.server.port)
        try:
            self.assertTrue(Server.wait_for(lambda: events.head, 10), "the event stream answers")
            self.assertIn(b"text/event-stream", events.head)
            page = self.server.content / "guide/controls.md"
            original = page.read_text()
            page.write_text(original + "\nA freshly edited sentence about controls.\n")
            self.assertTrue(Server.wait_for(lambda: b"freshly edited sentence" in self.server.request("/guide/controls.html")[2], 30),
                            "the page is rebuilt")
            self.assertTrue(Server.wait_for(lambda: ("reload", "build finished") in events.events, 10), "a reload event")

            page.write_text(original + "\nA [broken link](no-such-page.md).\n")
            self.assertTrue(Server.wait_for(lambda: any(n == "error" and "no-such-page.md" in d for n, d in events.events), 30),
                            f"an error event; events: {events.events}")
            status, _, body = self.server.request("/guide/controls.html")
            self.assertEqual(status, 200)
            self.assertIn(b"freshly edited sentence", body, "the last good page is still served")
            self.assertTrue(any("no-such-page.md" in line for line in self.server.errors), "the error is printed")

            reloads = events.events.count(("reload", "build finished"))
            page.write_text(original)
            self.assertTrue(Server.wait_for(lambda: events.events.count(("reload", "build finished")) > reloads, 30),
                            "fixing the error reloads the page")
        finally:
            events.close()

    def test_zzz_sigint_stops_cleanly(self):
        started = time.monotonic()
        self.server.process.send_signal(signal.SIGINT)
        self.assertEqual(self.server.process.wait(timeout=5), 0)
        self.assertLess(time.monotonic() - started, 5)


class ServeStartTest(unittest.TestCase):
    def test_port_in_use_is_a_clear_error(self):
        with socket.socket() as taken:
            taken.bind(("127.0.0.1", 0))
            taken.listen()
            port = taken.getsockname()[1]
            with tempfile.TemporaryDirectory() as tmp:
                shutil.copytree(REPO / "Tests/e2e/fixtures/site", Path(tmp) / "content")
                result = subprocess.run([str(NAVDOCS), "serve", "--port", str(port), "--content", str(Path(tmp) / "content"),
                                         "--theme", str(REPO / "themes/default")],
                                        capture_output=True, text=True, timeout=60, cwd=tmp)
        self.assertEqual(result.returncode, 2)
        self.assertIn(f"port {port}", result.stderr)
        self.assertIn("--port 0", result.stderr)

    def test_serve_help_lists_every_flag_the_readme_lists(self):
        result = subprocess.run([str(NAVDOCS), "serve", "--help"], capture_output=True, text=True, timeout=30)
        self.assertEqual(result.returncode, 0, result.stderr)
        readme = (REPO / "README.md").read_text()
        synopsis = readme[readme.index("navdocs serve [--config"):]
        synopsis = synopsis[:synopsis.index("```")]
        for flag in sorted(set(re.findall(r"--[a-z-]+", synopsis))):
            self.assertIn(flag, result.stdout, f"serve --help lists {flag}")

    def test_strict_first_build_that_fails_says_there_is_no_good_build_yet(self):
        with tempfile.TemporaryDirectory() as tmp:
            content = Path(tmp) / "content"
            shutil.copytree(REPO / "Tests/e2e/fixtures/site", content)
            index = content / "index.md"
            # An unknown front-matter key is a warning, and --strict makes it an error.
            index.write_text("---\ntitel: Oops\n---\n" + index.read_text())
            process = subprocess.Popen([str(NAVDOCS), "serve", "--strict", "--port", "0", "--content", str(content),
                                        "--theme", str(REPO / "themes/default")],
                                       stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, cwd=tmp)
            try:
                lines = []
                deadline = time.monotonic() + 60
                while time.monotonic() < deadline:
                    line = process.stderr.readline()
                    if not line:
                        break
                    lines.append(line)
                    if "build failed" in line:
                        break
                failure = "".join(lines)
                self.assertIn("there is no good build to serve yet", failure)
                self.assertNotIn("still serving the last good build", failure)
            finally:
                process.send_signal(signal.SIGINT)
                process.communicate(timeout=10)


if __name__ == "__main__":
    unittest.main()
