#!/usr/bin/env python3
"""Several scenec builds side by side against `xmllint --noout` on the same files.

    Benchmarks/compare_builds.py LABEL=SCENEC [LABEL=SCENEC ...] [--runs N] [--ios-only]
                                 [--files PATH ... | --target-sets] [--lint]

Runs `check` and `compile --stub-missing-references` of every build over the corpus storyboards
(`../shared/corpus/storyboards`; with --ios-only the 24 iOS ones; with --files the given files or
the .scene and .storyboard files of the given folders, compiled without the stub option; with
--target-sets each of the sets of issue 26's targets in turn, as `run.py --only targets` makes
them — one file and several, storyboards and scene files, so that a change which helps one shape
and hurts another shows), and with --lint also `lint --no-config`, interleaved with
`xmllint --noout` on the same files (a warm-up each, then N rounds that run every command once;
CPU from wait4), and prints each median wall and CPU time with its ratio to xmllint's. This is
how docs/Performance.md compares the code with the builds before issues 22 and 24: build each
commit in release (`git archive REV | tar x -C DIR && swift build -c release --product scenec`
in DIR) and pass the executables.
"""
import argparse
import glob
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
CORPUS = os.path.normpath(os.path.join(ROOT, "..", "shared", "corpus", "storyboards"))


def timed(command):
    start = time.perf_counter()
    process = subprocess.Popen(command, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    _, _, usage = os.wait4(process.pid, 0)
    return time.perf_counter() - start, usage.ru_utime + usage.ru_stime


def inputs(paths):
    """The files among `paths`, and the scene files and storyboards of the folders among them."""
    found = []
    for path in paths:
        if os.path.isdir(path):
            found += glob.glob(os.path.join(path, "*.scene")) + glob.glob(os.path.join(path, "*.storyboard"))
        else:
            found.append(path)
    return sorted(found)


def compare_set(files, builds, runs, lint, stub):
    """Every build's commands on `files`, interleaved with xmllint's; prints the medians and ratios."""
    output = tempfile.mkdtemp(prefix="scenec-compare-")
    commands = {"xmllint": ["xmllint", "--noout"] + files}
    for label, path in builds:
        commands[f"check {label}"] = [path, "check"] + files
        if lint:
            commands[f"lint {label}"] = [path, "lint", "--no-config"] + files
        commands[f"compile {label}"] = [path, "compile"] + stub + ["-o", os.path.join(output, label)] + files
    results = {name: [] for name in commands}
    for command in commands.values():
        timed(command)
    for _ in range(runs):
        for name, command in commands.items():
            results[name].append(timed(command))
    base_wall = statistics.median(wall for wall, _ in results["xmllint"])
    base_cpu = statistics.median(cpu for _, cpu in results["xmllint"])
    print(f"{len(files)} files, {runs} interleaved runs, load average {os.getloadavg()[0]:.1f}")
    for name, samples in results.items():
        wall = statistics.median(w for w, _ in samples)
        cpu = statistics.median(c for _, c in samples)
        print(f"{name:24s} wall {wall * 1000:7.1f} ms ({wall / base_wall:.2f})   CPU {cpu * 1000:7.1f} ms ({cpu / base_cpu:.2f})")
    shutil.rmtree(output, ignore_errors=True)


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("builds", nargs="+", help="LABEL=PATH of a scenec executable")
    parser.add_argument("--runs", type=int, default=31)
    parser.add_argument("--ios-only", action="store_true")
    parser.add_argument("--files", nargs="+", help="files or folders instead of the corpus")
    parser.add_argument("--target-sets", action="store_true", help="each set of issue 26's targets in turn")
    parser.add_argument("--lint", action="store_true", help="also `lint --no-config`")
    args = parser.parse_args()
    builds = []
    for build in args.builds:
        label, _, path = build.partition("=")
        if not path or not os.access(path, os.X_OK):
            sys.exit(f"not LABEL=EXECUTABLE: {build}")
        builds.append((label, path))
    if args.target_sets:
        sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
        import run as benchmarks  # the sets `run.py --only targets` measures
        work = tempfile.mkdtemp(prefix="scenec-compare-sets-")
        for name, description, files in benchmarks.target_sets(work):
            big = sum(os.path.getsize(p) for p in files) > 5_000_000
            print(f"== {description}")
            compare_set(files, builds, max(3, args.runs // 4) if big else args.runs, args.lint,
                        ["--stub-missing-references"] if name == "corpus" else [])
        shutil.rmtree(work, ignore_errors=True)
        return
    files = sorted(glob.glob(os.path.join(CORPUS, "*.storyboard"))) if not args.files else inputs(args.files)
    stub = [] if args.files else ["--stub-missing-references"]
    if args.ios_only:
        files = [f for f in files if 'targetRuntime="iOS' in open(f, encoding="utf-8", errors="replace").read(4000)]
    if not files:
        sys.exit(f"no input files (corpus: {CORPUS})")
    compare_set(files, builds, args.runs, args.lint, stub)


if __name__ == "__main__":
    main()
