"""`navdocs serve` under load on 127.0.0.1: a burst of 200 clients doing 20 requests each
gets at least 99% answered 200 (surplus connections wait in the listen backlog instead of
being refused), and clients that trickle their headers and reconnect hold another client
off for a few seconds at most. SIGHUP stops the server like SIGTERM. Every loop is bounded.
"""

import signal
import socket
import sys
import threading
import time
import unittest
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from test_serve import Server  # noqa: E402

CLIENTS, REQUESTS = 200, 20
TRICKLERS = 150


def get(port, path="/index.html", timeout=30):
    with socket.create_connection(("127.0.0.1", port), timeout=timeout) as s:
        s.sendall(f"GET {path} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n".encode())
        data = b""
        while True:
            chunk = s.recv(65536)
            if not chunk:
                break
            data += chunk
    return int(data.split(b" ", 2)[1]) if data.startswith(b"HTTP/1.1 ") else 0


class ServeLoadTests(unittest.TestCase):
    def setUp(self):
        self.server = Server()

    def tearDown(self):
        self.server.stop()

    def test_a_burst_of_200_clients_is_answered(self):
        results, lock = [], threading.Lock()

        def client():
            for _ in range(REQUESTS):
                try:
                    status = get(self.server.port)
                except OSError:
                    status = 0
                with lock:
                    results.append(status)

        threads = [threading.Thread(target=client) for _ in range(CLIENTS)]
        for t in threads:
            t.start()
        for t in threads:
            t.join(timeout=300)
        ok = sum(1 for s in results if s == 200)
        total = CLIENTS * REQUESTS
        print(f"\n  burst: {ok} of {total} requests answered 200", file=sys.stderr)
        self.assertGreaterEqual(ok, 0.99 * total, f"only {ok} of {total} answered")

    def test_trickling_clients_hold_another_off_for_seconds_at_most(self):
        stop = threading.Event()

        def trickler():
            # Sends a header byte now and then and never finishes; reconnects when dropped.
            while not stop.is_set():
                try:
                    with socket.create_connection(("127.0.0.1", self.server.port), timeout=5) as s:
                        s.sendall(b"GET / HTTP/1.1\r\n")
                        while not stop.is_set():
                            s.sendall(b"X")
                            time.sleep(0.5)
                except OSError:
                    time.sleep(0.05)

        threads = [threading.Thread(target=trickler, daemon=True) for _ in range(TRICKLERS)]
        for t in threads:
            t.start()
        time.sleep(2)
        waits, statuses = [], []
        try:
            for _ in range(10):
                started = time.monotonic()
                try:
                    statuses.append(get(self.server.port, timeout=20))
                except OSError:
                    statuses.append(0)
                waits.append(time.monotonic() - started)
        finally:
            stop.set()
        print(f"\n  beside {TRICKLERS} tricklers: longest wait {max(waits):.2f} s", file=sys.stderr)
        self.assertEqual(statuses, [200] * 10)
        self.assertLess(max(waits), 8, f"waits: {waits}")

    def test_sighup_stops_the_server_like_sigterm(self):
        self.server.process.send_signal(signal.SIGHUP)
        self.assertEqual(self.server.process.wait(timeout=10), 0)


if __name__ == "__main__":
    unittest.main()
