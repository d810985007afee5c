#!/usr/bin/env python3
"""Table phones for the fault tests (tests/web/serve-faults.sh): one thread per table, each writing
its table's two games gift by gift as the table page does (signed with the table's code,
web/tablesign.h; a 428 signed again with the number it gives; no answer, a cut connection or a 503
sent again after a moment, with the same gifts; a 429 waits its Retry-After). Each phone from a
loopback address of its own (127.0.3.T), as phones on the Wi-Fi have. Written from the documents,
not the server's code: the code is HMAC-SHA256 of "nkb-tafelcode/1/R/T/G" with the tournament's
secret, its first 16 bytes in base32 (web/tablecode.h). NKB_PHONES_SAY=1 says each kind of failure
once on stderr.

Usage: tablephones.py PORT SECRET_HEX ROUND TABLES.json SECONDS OUT.json
TABLES.json is `nk-bonaken-cli tables --round R` (format json). OUT.json gets, per table, what
the server acknowledged: {"T": {"1": {"gifts": n, "counted": bool}, "2": ...}}, and the longest
time any phone went without an answer after having one ("longest_gap_s")."""
import base64
import hashlib
import hmac
import http.client
import json
import os
import sys
import threading
import time

PORT, SECRET, ROUND = int(sys.argv[1]), bytes.fromhex(sys.argv[2]), int(sys.argv[3])
TABLES = json.load(open(sys.argv[4]))
TABLES = TABLES.get("tables", TABLES) if isinstance(TABLES, dict) else TABLES
SECONDS, OUT = float(sys.argv[5]), sys.argv[6]
PAUSE = float(os.environ.get("NKB_GIFT_PAUSE", "1"))  # seconds between a table's gifts
# (seat, won) per gift: RULES.md's first worked example; eight gifts, then "Spel klaar".
SAID = set()  # the failures said once each (NKB_PHONES_SAY)
GAME = [(0, True), (0, True), (1, False), (1, False), (2, True), (3, True), (2, False), (2, True)]


def code(table):
    mac = hmac.new(SECRET, f"nkb-tafelcode/1/{ROUND}/{table}/1".encode(), hashlib.sha256).digest()
    return base64.b32encode(mac[:16]).decode().rstrip("=")


class Phone(threading.Thread):
    def __init__(self, table, names):
        super().__init__(daemon=True)
        self.table, self.names, self.code = table, names, code(table)
        self.phone = f"faults{table:026d}"
        self.nonce = ""
        self.done = {1: {"gifts": 0, "counted": False}, 2: {"gifts": 0, "counted": False}}
        self.last_answer = None
        self.longest_gap = 0.0
        self.requests = self.failures = self.failures_in_row = 0
        self.retry_after = 0.0

    def post(self, path, body):
        self.retry_after = 0.0
        nonce = self.nonce or "none-0123456789ab"
        self.nonce = ""
        message = f"nkb-tafel/1\nPOST\n{path}\n{self.phone}\n{nonce}\n{body}".encode()
        signature = hmac.new(self.code.encode(), message, hashlib.sha256).hexdigest()
        # Each phone from an address of its own, as on the venue Wi-Fi (the server limits per address).
        c = http.client.HTTPConnection("127.0.0.1", PORT, timeout=5, source_address=(f"127.0.3.{self.table}", 0))
        try:
            c.request("POST", path, body=body.encode(), headers={
                "Content-Type": "application/json", "X-Telefoon": self.phone, "X-Tafelnonce": nonce,
                "X-Tafelteken": signature})
            r = c.getresponse()
            answer = r.read()
            given = r.getheader("X-Tafelnonce")
            if given:
                self.nonce = given
            self.retry_after = float(r.getheader("Retry-After") or 0)
            return r.status, json.loads(answer) if answer.startswith(b"{") else {}
        finally:
            c.close()

    def write(self, game, gifts, finished, basis):
        giften = [{"spelers": [self.names[GAME[i][0]]], "contract": "40", "won": GAME[i][1]} for i in range(gifts)]
        # "Spel klaar" as the page sends it: seat A kept the score, seat B checked the places.
        confirmed = {"schrijver": "A", "bevestigd": "B"} if finished else {}
        body = json.dumps({"telefoon": self.phone, "spel": game, "basis": basis, "giften": giften, "klaar": finished,
                           **confirmed})
        while time.monotonic() < self.deadline:
            self.requests += 1
            try:
                status, answer = self.post(f"/tafel/{self.table}/spel", body)
            except OSError:
                status, answer = 0, {}
            if status == 428:
                continue  # signed again with the fresh number
            if status == 200:
                self.failures_in_row = 0
                now = time.monotonic()
                if self.last_answer is not None:
                    self.longest_gap = max(self.longest_gap, now - self.last_answer)
                self.last_answer = now
                return answer.get("basis", "")
            if status == 409 and answer.get("botsing"):
                # What this phone sent was stored, its answer lost (the server killed after the
                # commit): the stored state is taken and the same gifts sent again on it.
                body = json.dumps({"telefoon": self.phone, "spel": game, "basis": answer.get("basis", ""),
                                   "giften": giften, "klaar": finished, **confirmed})
                continue
            self.failures += 1
            if os.environ.get("NKB_PHONES_SAY") and (status, answer.get("melding")) not in SAID:
                SAID.add((status, answer.get("melding")))
                print(f"tafel {self.table}: {status} {answer.get('melding')}", file=sys.stderr, flush=True)
            # As the page: told to wait (429), it waits as long as the server says; no answer or a
            # 503, it tries again soon, then less often.
            time.sleep(self.retry_after if status == 429 else min(2.0, 0.2 * 2 ** min(self.failures_in_row, 4)))
            self.failures_in_row += 1
        # Given up at the deadline: the time since the last answer counts as waiting.
        if self.last_answer is not None:
            self.longest_gap = max(self.longest_gap, time.monotonic() - self.last_answer)
        return None

    def run(self):
        self.deadline = time.monotonic() + SECONDS
        for game in (1, 2):
            basis = ""
            for gifts in range(1, len(GAME) + 2):
                finished = gifts > len(GAME)
                basis = self.write(game, min(gifts, len(GAME)), finished, basis)
                if basis is None:
                    return
                self.done[game]["gifts"] = min(gifts, len(GAME))
                self.done[game]["counted"] = finished
                time.sleep(PAUSE)


phones = [Phone(t["table"], t["players"]) for t in TABLES]
for p in phones:
    p.start()
for p in phones:
    p.join()
json.dump({"tables": {str(p.table): {str(g): d for g, d in p.done.items()} for p in phones},
           "longest_gap_s": max(p.longest_gap for p in phones),
           "requests": sum(p.requests for p in phones), "failures": sum(p.failures for p in phones)},
          open(OUT, "w"))
os._exit(0)
