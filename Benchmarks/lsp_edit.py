#!/usr/bin/env python3
"""The language server's incremental path against a cold `scenec check` of the same file.

    Benchmarks/lsp_edit.py [--runs N] [--scenes N] [--scenec PATH] [--no-build] [--out Benchmarks/lsp_results.json]

Generates one file of --scenes scenes (default 1,000) with Benchmarks/make_scenes.py, then measures,
interleaved, --runs times each (default 15), medians reported:

  check  a cold `scenec check FILE`: process start, read, parse, resolve, report
  edit   `scenec lsp` with the file open: from writing a one-character `didChange` (a title's digit
         toggled) to reading the first `publishDiagnostics` of that version: the compiler's
         diagnostics of the new text, with the lint findings of the last run kept in place
  lint   ... to reading the second one: the lint rules' run over the new text has ended (the server
         lints off its main thread and publishes the edited document again when the run ends)

The target (issue 25): edit < 0.2 x check; lint / check is reported beside it. Also reported: the
first diagnostics after `didOpen`.
Builds scenec in release mode (scratch path .build-bench, as run.py) unless --no-build or --scenec.
"""
import argparse
import datetime
import json
import os
import platform
import queue
import statistics
import subprocess
import sys
import tempfile
import threading
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
BENCH = os.path.join(ROOT, "Benchmarks")
TARGET = 0.2


def log(message):
    print(message, file=sys.stderr, flush=True)


class Server:
    """`scenec lsp` behind pipes: framed writes, a reading thread, waits with deadlines."""

    def __init__(self, scenec, root):
        self.process = subprocess.Popen([scenec, "lsp"], cwd=root, stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                        stderr=subprocess.PIPE)
        self.messages = queue.Queue()
        self.errors = []
        self.next_id = 0
        threading.Thread(target=self._read_safely, daemon=True).start()
        self.error_reader = threading.Thread(target=self._collect_errors, daemon=True)
        self.error_reader.start()

    def _read_safely(self):
        try:
            self._read()
        except (ValueError, OSError) as error:  # a truncated frame or a body that is not JSON
            self.errors.append(f"(the benchmark could not read the server's output: {error})")
            self.messages.put((time.perf_counter(), None))

    def _collect_errors(self):
        for line in self.process.stderr:
            self.errors.append(line.decode(errors="replace").rstrip())

    def _read(self):
        stream = self.process.stdout
        while True:
            length = None
            while True:
                line = stream.readline()
                if not line:
                    self.messages.put((time.perf_counter(), None))  # the server closed its output
                    return
                line = line.strip()
                if not line:
                    break
                name, _, value = line.partition(b":")
                if name.strip().lower() == b"content-length":
                    length = int(value.strip())
            body = stream.read(length)
            self.messages.put((time.perf_counter(), json.loads(body)))

    def send(self, message):
        body = json.dumps(message).encode()
        try:
            self.process.stdin.write(b"Content-Length: %d\r\n\r\n" % len(body) + body)
            self.process.stdin.flush()
        except BrokenPipeError:
            raise SystemExit(self.ended()) from None

    def notify(self, method, params):
        self.send({"jsonrpc": "2.0", "method": method, "params": params})

    def request(self, method, params):
        self.next_id += 1
        self.send({"jsonrpc": "2.0", "id": self.next_id, "method": method, "params": params})
        return self.wait(lambda m: m.get("id") == self.next_id and "method" not in m)[1]

    def wait(self, matches, timeout=120):
        deadline = time.perf_counter() + timeout
        while True:
            remaining = deadline - time.perf_counter()
            if remaining <= 0:
                raise SystemExit("timed out waiting for the server")
            try:
                arrived, message = self.messages.get(timeout=remaining)
            except queue.Empty:
                raise SystemExit("timed out waiting for the server") from None
            if message is None:
                self.messages.put((arrived, None))  # later waits fail the same way
                raise SystemExit(self.ended())
            if matches(message):
                return arrived, message

    def ended(self):
        """Why the server stopped answering: its exit status and what it wrote to stderr."""
        try:
            status = self.process.wait(timeout=10)
        except subprocess.TimeoutExpired:
            status = "still running"
        self.error_reader.join(timeout=5)  # it reads to the end of the closed pipe
        said = "\n".join(self.errors[-20:]) or "(nothing on stderr)"
        return f"`scenec lsp` closed its output (exit status {status}):\n{said}"

    def close(self):
        try:
            self.request("shutdown", None)
            self.notify("exit", None)
            self.process.wait(timeout=10)
        finally:
            if self.process.poll() is None:
                self.process.kill()


def diagnostics_of(uri, version=None):
    def matches(message):
        if message.get("method") != "textDocument/publishDiagnostics":
            return False
        params = message["params"]
        return params["uri"] == uri and (version is None or params.get("version") == version)
    return matches


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--runs", type=int, default=15)
    parser.add_argument("--scenes", type=int, default=1000)
    parser.add_argument("--scenec", help="the scenec executable to measure (default: a release build)")
    parser.add_argument("--no-build", action="store_true")
    parser.add_argument("--out", default=os.path.join(BENCH, "lsp_results.json"))
    args = parser.parse_args()

    scenec = args.scenec
    if not scenec:
        scratch = os.path.join(ROOT, ".build-bench")
        if not args.no_build:
            log("building scenec and scenec-studio (release)")
            for product in ["scenec", "scenec-studio"]:  # `scenec lsp` runs scenec-studio from beside scenec
                subprocess.run(["swift", "build", "-c", "release", "--product", product, "--scratch-path", scratch],
                               cwd=ROOT, check=True, stdout=subprocess.DEVNULL)
        scenec = os.path.join(scratch, "release", "scenec")
    scenec = os.path.abspath(scenec)

    with tempfile.TemporaryDirectory(prefix="scenec-lsp-bench-") as folder:
        subprocess.run([sys.executable, os.path.join(BENCH, "make_scenes.py"), str(args.scenes), "1", folder], check=True,
                       stdout=subprocess.DEVNULL)
        path = os.path.join(folder, "Bench0.scene")
        with open(path, encoding="utf-8") as handle:
            text = handle.read()
        uri = "file://" + path
        lines = text.split("\n")
        # The digit to toggle: the last character of the middle scene's title number.
        middle = f'title="Scene {args.scenes // 2:05d}"'
        line = next(i for i, content in enumerate(lines) if middle in content)
        character = lines[line].index(middle) + len(middle) - 2

        server = Server(scenec, folder)
        server.request("initialize", {"processId": None, "rootUri": "file://" + folder, "capabilities": {}})
        server.notify("initialized", {})
        opened = time.perf_counter()
        server.notify("textDocument/didOpen", {"textDocument": {"uri": uri, "languageId": "scene", "version": 1, "text": text}})
        arrived, first = server.wait(diagnostics_of(uri, 1))
        open_seconds = arrived - opened
        server.wait(diagnostics_of(uri, 1))  # the lint run's publication
        log(f"open: {open_seconds * 1000:.1f} ms, {len(first['params']['diagnostics'])} diagnostics")

        def check_once():
            start = time.perf_counter()
            subprocess.run([scenec, "check", "--quiet", path], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
            return time.perf_counter() - start

        version = 1
        digit = lines[line][character]

        def edit_once():
            nonlocal version, digit
            version += 1
            digit = "7" if digit != "7" else "3"
            start = time.perf_counter()
            server.notify("textDocument/didChange", {
                "textDocument": {"uri": uri, "version": version},
                "contentChanges": [{"range": {"start": {"line": line, "character": character},
                                              "end": {"line": line, "character": character + 1}}, "text": digit}]})
            first, _ = server.wait(diagnostics_of(uri, version))
            second, _ = server.wait(diagnostics_of(uri, version))
            return first - start, second - start

        check_once()
        edit_once()  # warm-up
        checks, edits, lints = [], [], []
        for _ in range(args.runs):
            checks.append(check_once())
            edit, lint = edit_once()
            edits.append(edit)
            lints.append(lint)
        server.close()

    check, edit, lint = statistics.median(checks), statistics.median(edits), statistics.median(lints)
    ratio = edit / check
    result = {
        "date": datetime.datetime.now(datetime.timezone.utc).isoformat(timespec="seconds"),
        "machine": f"{platform.system()} {platform.machine()}, {os.cpu_count()} cores",
        "scenes": args.scenes,
        "file_bytes": len(text.encode()),
        "runs": args.runs,
        "check_ms": round(check * 1000, 2),
        "edit_to_diagnostics_ms": round(edit * 1000, 2),
        "edit_to_lint_ms": round(lint * 1000, 2),
        "lint_ratio": round(lint / check, 3),
        "open_to_diagnostics_ms": round(open_seconds * 1000, 2),
        "ratio": round(ratio, 3),
        "target": TARGET,
        "met": ratio < TARGET,
    }
    with open(args.out, "w", encoding="utf-8") as handle:
        json.dump(result, handle, indent=2)
        handle.write("\n")
    print(f"cold check {check * 1000:.1f} ms · edit → diagnostics {edit * 1000:.1f} ms · ratio {ratio:.3f} "
          f"· edit → lint run ended {lint * 1000:.1f} ms ({lint / check:.3f}) "
          f"(target < {TARGET}: {'met' if ratio < TARGET else 'MISSED'})")
    return 0 if ratio < TARGET else 1


if __name__ == "__main__":
    sys.exit(main())
