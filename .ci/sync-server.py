#!/usr/bin/env python3
"""A PokeAPI stand-in for the sync benchmark that is not the repository's own server.

Answers `GET /api/v2/pokemon?offset=O&limit=L` and `GET /api/v2/pokemon/{id}/` for COUNT Pokémon,
each answer sent 20 ms (--latency-ms) after its request arrived, and varies what real servers
vary (--variant):

  keep-alive   HTTP/1.1, connections kept open, small answers (about 1 KB)
  close        every answer says `Connection: close` and the server closes the connection
  http10       HTTP/1.0 answers without keep-alive: the connection ends with the answer
  large        20 KB answers (the size of a real detail with few moves, as Ditto's) and the headers
               of a CDN in front of an API (cookies, caching, tracing)
  nagle        the header and the body in two writes with Nagle's algorithm on (TCP_NODELAY off),
               where every other variant sends each answer in one write with TCP_NODELAY on
  recycle      connections closed after 10 answers each (as nginx's keepalive_requests), so a
               client reconnects several times per host
  chunked      `Transfer-Encoding: chunked` bodies without `Content-Length`
  mixed        each new connection takes the next of keep-alive, large, recycle, close and chunked,
               so one sync meets all of them (what CI's benchmark guard runs)

Prints `port=N` on its first line once it listens on 127.0.0.1, then serves until killed.
"""

import argparse
import json
import socket
import socketserver
import threading
import time
from urllib.parse import parse_qs, urlparse

MIXED = ("keep-alive", "large", "recycle", "close", "chunked")
VARIANTS = (*MIXED, "http10", "nagle", "mixed")
CDN_HEADERS = (
    "Cache-Control: public, max-age=86400, s-maxage=86400\r\n"
    "Vary: Accept-Encoding, Origin\r\n"
    "Set-Cookie: __cf_bm=" + "x" * 120 + "; path=/; expires=Sun, 29-Nov-26 02:00:00 GMT; HttpOnly; Secure\r\n"
    "X-Trace-Id: 00-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01\r\n"
    "Access-Control-Allow-Origin: *\r\n"
    "Strict-Transport-Security: max-age=31536000; includeSubDomains\r\n"
)


def detail(pokemon_id, large):
    document = {
        "id": pokemon_id,
        "name": f"pokemon-{pokemon_id}",
        "height": 4 + pokemon_id % 20,
        "weight": 60 + pokemon_id % 900,
        "base_experience": 112,
        "order": pokemon_id,
        "is_default": True,
        "sprites": {"front_default": f"https://raw.example/sprites/pokemon/{pokemon_id}.png", "back_default": None},
        "types": [{"slot": 1, "type": {"name": "electric", "url": "https://pokeapi.co/api/v2/type/13/"}}],
        "stats": [{"base_stat": 35 + i, "effort": 0, "stat": {"name": f"stat-{i}"}} for i in range(6)],
    }
    if large:
        document["game_indices"] = [
            {"game_index": pokemon_id, "version": {"name": f"version-{i}", "url": f"https://pokeapi.co/api/v2/version/{i}/"}}
            for i in range(230)
        ]
    return json.dumps(document).encode()


class Handler(socketserver.BaseRequestHandler):
    def handle(self):
        server = self.server
        connection = self.request
        self.variant = server.next_variant()
        if self.variant != "nagle":
            connection.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)
        pending = b""
        answered = 0
        while True:
            while b"\r\n\r\n" not in pending:
                try:
                    data = connection.recv(65536)
                except OSError:
                    return
                if not data:
                    return
                pending += data
            arrived = time.monotonic()
            head, pending = pending.split(b"\r\n\r\n", 1)
            target = head.split(b"\r\n", 1)[0].split(b" ")[1].decode()
            status, body = server.answer(target, large=self.variant == "large")
            answered += 1
            closing = self.variant in ("close", "http10") or (self.variant == "recycle" and answered >= 10)
            delay = arrived + server.latency - time.monotonic()
            if delay > 0:
                time.sleep(delay)
            try:
                self.send(connection, status, body, closing)
            except OSError:
                return
            if closing:
                return

    def send(self, connection, status, body, closing):
        variant = self.variant
        version = "HTTP/1.0" if variant == "http10" else "HTTP/1.1"
        head = f"{version} {status}\r\nContent-Type: application/json; charset=utf-8\r\n"
        head += "Server: sync-benchmark\r\nDate: " + time.strftime("%a, %d %b %Y %H:%M:%S GMT", time.gmtime()) + "\r\n"
        if variant == "large":
            head += CDN_HEADERS
        if closing and variant != "http10":
            head += "Connection: close\r\n"
        if variant == "chunked":
            head += "Transfer-Encoding: chunked\r\n\r\n"
            middle = len(body) // 2
            payload = b"".join(f"{len(part):x}\r\n".encode() + part + b"\r\n" for part in (body[:middle], body[middle:]))
            connection.sendall(head.encode() + payload + b"0\r\n\r\n")
        elif variant == "nagle":
            connection.sendall((head + f"Content-Length: {len(body)}\r\n\r\n").encode())
            connection.sendall(body)
        else:
            connection.sendall((head + f"Content-Length: {len(body)}\r\n\r\n").encode() + body)


class Server(socketserver.ThreadingTCPServer):
    daemon_threads = True
    allow_reuse_address = True
    request_queue_size = 128

    def __init__(self, variant, latency, count):
        super().__init__(("127.0.0.1", 0), Handler)
        self.variant = variant
        self.latency = latency
        self.count = count
        self.details = {}
        self.connections = 0
        self.lock = threading.Lock()

    def next_variant(self):
        if self.variant != "mixed":
            return self.variant
        with self.lock:
            self.connections += 1
            return MIXED[(self.connections - 1) % len(MIXED)]

    def answer(self, target, large):
        url = urlparse(target)
        parts = [part for part in url.path.split("/") if part]
        if parts[:3] == ["api", "v2", "pokemon"] and len(parts) == 3:
            query = parse_qs(url.query)
            offset = int(query.get("offset", ["0"])[0])
            limit = int(query.get("limit", ["20"])[0])
            base = f"http://127.0.0.1:{self.server_address[1]}/api/v2/pokemon"
            last = min(offset + limit, self.count)
            page = {
                "count": self.count,
                "next": f"{base}?offset={last}&limit={limit}" if last < self.count else None,
                "previous": None,
                "results": [{"name": f"pokemon-{i}", "url": f"{base}/{i}/"} for i in range(offset + 1, last + 1)],
            }
            return "200 OK", json.dumps(page).encode()
        if parts[:3] == ["api", "v2", "pokemon"] and len(parts) == 4 and parts[3].isdigit():
            pokemon_id = int(parts[3])
            if 1 <= pokemon_id <= self.count:
                with self.lock:
                    body = self.details.get((pokemon_id, large))
                    if body is None:
                        body = self.details[(pokemon_id, large)] = detail(pokemon_id, large)
                return "200 OK", body
        return "404 Not Found", b'{"detail":"Not found."}'


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n", 1)[0])
    parser.add_argument("--variant", choices=VARIANTS, default="keep-alive")
    parser.add_argument("--latency-ms", type=float, default=20)
    parser.add_argument("--count", type=int, default=1025)
    arguments = parser.parse_args()
    server = Server(arguments.variant, arguments.latency_ms / 1000, arguments.count)
    print(f"port={server.server_address[1]}", flush=True)
    server.serve_forever()


if __name__ == "__main__":
    main()
