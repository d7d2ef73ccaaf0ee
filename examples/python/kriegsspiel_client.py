"""A client of `kriegsspiel serve` using only the standard library (subprocess, json).

The server speaks one JSON object per line on stdin/stdout (docs/protocol.md). This module starts it as a child
process and turns each request into a method call:

    with KriegsspielClient() as ks:
        game = ks.request("setup", scenario="wagram", seed=1)["game"]
        legal = ks.request("mask", game=game)["indices"]
        ks.request("apply", game=game, index=legal[0])

Which command starts the server: the KRIEGSSPIEL_CMD environment variable when set (split like a shell line,
e.g. KRIEGSSPIEL_CMD="kriegsspiel serve"), else `node dist/cli.js serve` from the repository root when the package
is built, else `npx tsx src/cli/main.ts serve` (from the sources).
"""

import json
import os
import shlex
import subprocess
from pathlib import Path

#: The protocol version this client speaks (checked by `hello`).
PROTOCOL_VERSION = 1

#: The repository root (this file lives in examples/python/).
ROOT = Path(__file__).resolve().parents[2]


class KriegsspielError(Exception):
    """A request the server refused: `code` (see docs/protocol.md, "Errors"), `message`, and the whole `error`."""

    def __init__(self, op, error):
        self.op = op
        self.code = error.get("code")
        self.error = error
        super().__init__(f"{op}: {self.code}: {error.get('message')}")


def server_command():
    """The command that starts the server (see the module's docstring)."""
    override = os.environ.get("KRIEGSSPIEL_CMD")
    if override:
        return shlex.split(override)
    built = ROOT / "dist" / "cli.js"
    if built.exists():
        return ["node", str(built), "serve"]
    return ["npx", "tsx", "src/cli/main.ts", "serve"]


class KriegsspielClient:
    """One `kriegsspiel serve` process; `request` sends one request and returns its result (or raises)."""

    def __init__(self, command=None, cwd=ROOT, stderr=None):
        self.command = command or server_command()
        # Line-buffered text pipes: one request line out, one response line back. The server's log lines go to
        # `stderr` (inherited by default); its stdout carries protocol lines only.
        self.process = subprocess.Popen(
            self.command,
            cwd=cwd,
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            stderr=stderr,
            text=True,
            encoding="utf-8",
            bufsize=1,
        )
        self._next_id = 0
        self.hello = self.request("hello", protocol=PROTOCOL_VERSION)

    def request(self, op, **fields):
        """Sends `{"id": n, "op": op, **fields}` and returns the response's `result`; raises KriegsspielError if refused."""
        self._next_id += 1
        request_id = self._next_id
        line = json.dumps({"id": request_id, "op": op, **fields}, separators=(",", ":"))
        try:
            self.process.stdin.write(line + "\n")
            self.process.stdin.flush()
        except BrokenPipeError as error:
            raise RuntimeError(f"kriegsspiel serve ({' '.join(self.command)}) is not running") from error
        answer = self.process.stdout.readline()
        if answer == "":
            code = self.process.wait()
            raise RuntimeError(f"kriegsspiel serve ({' '.join(self.command)}) exited with code {code}")
        response = json.loads(answer)
        if response.get("id") != request_id:
            raise RuntimeError(f"answer to request {response.get('id')} while waiting for {request_id}")
        if not response["ok"]:
            raise KriegsspielError(op, response["error"])
        return response["result"]

    def close(self):
        """Ends the server: closes its stdin (it exits at end of input) and waits for it."""
        if self.process.poll() is None:
            self.process.stdin.close()
            try:
                self.process.wait(timeout=30)
            except subprocess.TimeoutExpired:
                self.process.kill()
                self.process.wait()
        self.process.stdout.close()

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        self.close()
        return False
