#!/usr/bin/env python3
"""The layout solver (Benchmarks/Sources/LayoutBench) against kiwisolver on the same linear system.

    Benchmarks/layout_bench.py [--runs N] [--repeat K] [--constraints N] [--flat] [--system FILE.json]
                               [--binary PATH] [--no-build] [--json]
    Benchmarks/layout_bench.py --corpus [--storyboards DIR] [--scenec PATH] [--systems DIR] [--runs N] [--repeat K] ...

Without --system, LayoutBench emits its synthetic system (--constraints, default 10,000; sections in
one long chain, or independent ones with --flat) as JSON and both sides solve that file. Each run starts LayoutBench once (it reports the median of K in-process
repetitions after a warm-up) and then times kiwisolver K times in this process (after a warm-up),
interleaved N times; the figures are the medians over the runs. Both sides time the same work:
a new solver, every constraint added (each add re-optimises), every value read; then the
system's `resize` constraint removed and added back with its new constant. Constraint objects
are made before the clock starts on both sides. kiwisolver's strengths are scalar: priority p
becomes strength.create(0, 0, p) (required stays required), so the two optimise the same
constraints but may settle conflicts among optional ones differently; "values_agree" counts the
variables on which they agree within 1e-6.

--corpus: the systems of the corpus scenes instead, one per scene with a view of every iOS storyboard
in --storyboards (default ../shared/corpus/storyboards), laid out on its designed device: `scenec
layout --emit-systems` writes what LayoutEngine.linearSystem(of:) gives for each scene's problem
(scenec from --scenec, default .build-bench/release/scenec, built there unless --no-build), or
--systems names a folder of such files. Each side solves every system from scratch as above (no
resize), timing each system on its own; a repetition's figure is the total over the systems.

Python's share of kiwisolver's time: kiwisolver is C++, but each addConstraint and value() is a
call from the Python loop. "kiwisolver_python_overhead_ms" times the same loops with every
kiwisolver call replaced by a trivial one (hasConstraint, value() without solving): an estimate of
what the interpreter adds to kiwisolver's figure, which includes it.

Needs kiwisolver (`pip install kiwisolver`).
"""
import argparse
import glob
import json
import os
import platform
import shutil
import statistics
import subprocess
import sys
import tempfile
import time

BENCH = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(BENCH)
BINARY = os.path.join(BENCH, ".build", "release", "LayoutBench")
SCENEC = os.path.join(ROOT, ".build-bench", "release", "scenec")
STORYBOARDS = os.path.normpath(os.path.join(ROOT, "..", "shared", "corpus", "storyboards"))


def build(binary_path=BINARY):
    print("building LayoutBench (release) …", file=sys.stderr, flush=True)
    result = subprocess.run(["swift", "build", "-c", "release", "--product", "LayoutBench"], cwd=BENCH,
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    if result.returncode != 0:
        raise SystemExit(f"LayoutBench does not build:\n{result.stdout[-2000:]}\n{result.stderr[-3000:]}")
    return binary_path


def load_kiwi_system(path):
    import kiwisolver as kiwi
    with open(path) as handle:
        system = json.load(handle)
    variables = [kiwi.Variable(f"v{index}") for index in range(system["variables"])]

    def make(entry, constant):
        terms = entry["terms"] or [[0, 0.0]]  # no terms (they cancelled): a kiwisolver expression all the same
        expression = sum((coefficient * variables[int(index)] for index, coefficient in terms), constant)
        op = entry["op"]
        constraint = expression == 0 if op == "==" else (expression <= 0 if op == "<=" else expression >= 0)
        priority = entry.get("priority", 1000)
        strength = kiwi.strength.required if priority >= 1000 else kiwi.strength.create(0, 0, priority)
        return constraint | strength

    constraints = [make(entry, entry.get("constant", 0)) for entry in system["constraints"]]
    resize = system.get("resize")
    resized = make(system["constraints"][resize["constraint"]], resize["constant"]) if resize else None
    return kiwi, variables, constraints, (resize["constraint"] if resize else None), resized


def time_kiwi(kiwi, variables, constraints, resize_index, resized, repeat):
    """Median add+solve and resize times (ms) over `repeat` repetitions after a warm-up, and the values."""
    add_times, resize_times = [], []
    refused = 0
    values = []
    for repetition in range(repeat + 1):
        start = time.perf_counter()
        solver = kiwi.Solver()
        refused = 0
        for constraint in constraints:
            try:
                solver.addConstraint(constraint)
            except kiwi.UnsatisfiableConstraint:
                refused += 1
        solver.updateVariables()
        values = [variable.value() for variable in variables]
        added = time.perf_counter() - start
        resize_time = 0.0
        if resized is not None and solver.hasConstraint(constraints[resize_index]):
            start = time.perf_counter()
            solver.removeConstraint(constraints[resize_index])
            solver.addConstraint(resized)
            solver.updateVariables()
            values = [variable.value() for variable in variables]
            resize_time = time.perf_counter() - start
        del solver  # freed outside the clock, as LayoutBench frees its solvers
        if repetition > 0:
            add_times.append(added * 1000)
            resize_times.append(resize_time * 1000)
    return statistics.median(add_times), statistics.median(resize_times), refused, values


def python_overhead(kiwi, variables, constraints):
    """One pass of time_kiwi's add + solve loops with every kiwisolver call replaced by a trivial
    one (seconds): the interpreter's part of kiwisolver's figure."""
    start = time.perf_counter()
    solver = kiwi.Solver()
    for constraint in constraints:
        try:
            solver.hasConstraint(constraint)
        except kiwi.UnsatisfiableConstraint:
            pass
    [variable.value() for variable in variables]
    return time.perf_counter() - start


def time_python_overhead(kiwi, systems, repeat):
    """Median over `repeat` repetitions (after a warm-up) of python_overhead summed over `systems`, in ms."""
    totals = []
    for repetition in range(repeat + 1):
        total = sum(python_overhead(kiwi, variables, constraints) for variables, constraints in systems)
        if repetition > 0:
            totals.append(total * 1000)
    return statistics.median(totals)


def measure(runs=9, repeat=3, constraints=10000, system=None, binary=BINARY, no_build=False, flat=False):
    """Runs both sides interleaved; returns the figures as a dict (what run.py records)."""
    if not no_build:
        build(binary)
    work = tempfile.mkdtemp(prefix="layout-bench-")
    if system is None:
        system = os.path.join(work, "system.json")
        subprocess.run([binary, "--emit-json", system, "--constraints", str(constraints)] + (["--flat"] if flat else []),
                       check=True, stdout=subprocess.DEVNULL)
    kiwi, variables, kiwi_constraints, resize_index, resized = load_kiwi_system(system)
    ours_values_path = os.path.join(work, "values.json")
    ours, theirs = [], []
    for run_index in range(runs):
        output = subprocess.run([binary, "--system", system, "--repeat", str(repeat), "--json", "--values-out", ours_values_path],
                                check=True, stdout=subprocess.PIPE, text=True).stdout
        ours.append(json.loads(output))
        theirs.append(time_kiwi(kiwi, variables, kiwi_constraints, resize_index, resized, repeat))
    with open(ours_values_path) as handle:
        our_values = json.load(handle)
    shutil.rmtree(work, ignore_errors=True)
    kiwi_values = theirs[-1][3]
    agree = sum(1 for a, b in zip(our_values, kiwi_values) if abs(a - b) <= 1e-6 * max(1, abs(a), abs(b)))
    overhead = statistics.median(time_python_overhead(kiwi, [(variables, kiwi_constraints)], repeat) for _ in range(3))
    ours_add = statistics.median(r["add_solve_ms"] for r in ours)
    kiwi_add = statistics.median(t[0] for t in theirs)
    ours_resize = statistics.median(r["resize_ms"] for r in ours)
    kiwi_resize = statistics.median(t[1] for t in theirs)
    return {
        "system": ("synthetic, flat" if flat else "synthetic, chained") if system.startswith(work) else system,
        "variables": ours[0]["variables"], "constraints": ours[0]["constraints"],
        "refused": {"ours": ours[0]["refused"], "kiwisolver": theirs[0][2]},
        "runs": runs, "repetitions_per_run": repeat,
        "add_solve_ms": {"ours": round(ours_add, 3), "kiwisolver": round(kiwi_add, 3)},
        "resize_ms": {"ours": round(ours_resize, 4), "kiwisolver": round(kiwi_resize, 4)},
        "ratio_add_solve_vs_kiwisolver": round(ours_add / kiwi_add, 3) if kiwi_add else None,
        "ratio_resize_vs_kiwisolver": round(ours_resize / kiwi_resize, 3) if kiwi_resize else None,
        "values_agree": f"{agree} of {len(our_values)}",
        "kiwisolver_python_overhead_ms": round(overhead, 3),
        "kiwisolver_version": getattr(kiwi, "__version__", "?"),
        "python": platform.python_version(),
    }


# MARK: - The corpus scenes

def ios_storyboards(folder):
    """The iOS storyboards of `folder` (targetRuntime iOS.CocoaTouch or iOS.CocoaTouch.iPad), sorted."""
    found = []
    for path in sorted(glob.glob(os.path.join(folder, "*.storyboard"))):
        with open(path, encoding="utf-8", errors="replace") as handle:
            if 'targetRuntime="iOS.CocoaTouch' in handle.read(4096):  # .iPad too
                found.append(path)
    return found


def build_scenec(scenec=SCENEC):
    print("building scenec and scenec-studio (release, .build-bench) …", file=sys.stderr, flush=True)
    for product in ["scenec", "scenec-studio"]:  # `scenec layout` runs scenec-studio from beside scenec
        result = subprocess.run(["swift", "build", "-c", "release", "--scratch-path", os.path.join(ROOT, ".build-bench"), "--product", product],
                                cwd=ROOT, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
        if result.returncode != 0:
            raise SystemExit(f"{product} does not build:\n{result.stdout[-2000:]}\n{result.stderr[-3000:]}")
    return scenec


def emit_corpus_systems(scenec, storyboards, folder):
    """`scenec layout --emit-systems folder` over the iOS storyboards (each on its designed device).
    Exit status 1 (errors in some files; what could be read is laid out) is expected."""
    files = ios_storyboards(storyboards)
    if not files:
        raise SystemExit(f"no iOS storyboards in {storyboards}")
    result = subprocess.run([scenec, "layout", "--emit-systems", folder] + files,
                            stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
    if result.returncode not in (0, 1):
        raise SystemExit(f"scenec layout --emit-systems failed ({result.returncode}):\n{result.stderr[-3000:]}")
    return files


def load_kiwi_folder(folder):
    paths = sorted(glob.glob(os.path.join(folder, "*.json")))
    if not paths:
        raise SystemExit(f"no *.json systems in {folder}")
    systems = []
    kiwi = None
    for path in paths:
        kiwi, variables, constraints, _, _ = load_kiwi_system(path)
        systems.append((variables, constraints))
    return kiwi, systems


def time_kiwi_systems(kiwi, systems, repeat):
    """Median over `repeat` repetitions (after a warm-up) of the total add + solve time (ms) of
    every system, each solved from scratch and timed on its own; refusals; the values."""
    totals = []
    refused = 0
    values = []
    for repetition in range(repeat + 1):
        total = 0.0
        refused = 0
        values = []
        for variables, constraints in systems:
            start = time.perf_counter()
            solver = kiwi.Solver()
            for constraint in constraints:
                try:
                    solver.addConstraint(constraint)
                except kiwi.UnsatisfiableConstraint:
                    refused += 1
            solver.updateVariables()
            solved = [variable.value() for variable in variables]
            total += time.perf_counter() - start
            del solver  # freed outside the clock, as LayoutBench frees its solvers
            values.append(solved)
        if repetition > 0:
            totals.append(total * 1000)
    return statistics.median(totals), refused, values


def measure_corpus(runs=9, repeat=5, storyboards=STORYBOARDS, systems=None, scenec=SCENEC, binary=BINARY, no_build=False,
                   build_scenec_first=None):
    """Every corpus scene's system, both sides interleaved; returns the figures as a dict (what run.py records).
    scenec (which emits the systems) is built unless no_build, or as build_scenec_first says."""
    if not no_build:
        build(binary)
    work = tempfile.mkdtemp(prefix="layout-corpus-")
    files = None
    if systems is None:
        if build_scenec_first if build_scenec_first is not None else not no_build:
            scenec = build_scenec(scenec)
        if not os.path.exists(scenec):
            raise SystemExit(f"no {scenec}: build it, or run without --no-build")
        systems = os.path.join(work, "systems")
        files = emit_corpus_systems(scenec, storyboards, systems)
    kiwi, kiwi_systems = load_kiwi_folder(systems)
    ours_values_path = os.path.join(work, "values.json")
    ours, theirs = [], []
    for _ in range(runs):
        output = subprocess.run([binary, "--systems", systems, "--repeat", str(repeat), "--json", "--values-out", ours_values_path],
                                check=True, stdout=subprocess.PIPE, text=True).stdout
        ours.append(json.loads(output))
        theirs.append(time_kiwi_systems(kiwi, kiwi_systems, repeat))
    overhead = statistics.median(time_python_overhead(kiwi, kiwi_systems, repeat) for _ in range(3))
    with open(ours_values_path) as handle:
        our_values = json.load(handle)
    shutil.rmtree(work, ignore_errors=True)
    kiwi_values = theirs[-1][2]
    agree = total = systems_agreeing = 0
    for a_values, b_values in zip(our_values, kiwi_values):
        same = sum(1 for a, b in zip(a_values, b_values) if abs(a - b) <= 1e-6 * max(1, abs(a), abs(b)))
        agree += same
        total += len(a_values)
        systems_agreeing += same == len(a_values)
    ours_total = statistics.median(r["total_solve_ms"] for r in ours)
    kiwi_total = statistics.median(t[0] for t in theirs)
    first = ours[0]
    return {
        "system": "corpus scenes" + (f": {len(files)} iOS storyboards of {os.path.relpath(storyboards, ROOT)}, designed devices" if files
                                     else f" from {systems}"),
        "systems": first["systems"], "variables": first["variables"], "constraints": first["constraints"],
        "largest_system": first["largest_system"],
        "refused": {"ours": first["refused"], "kiwisolver": theirs[0][1]},
        "runs": runs, "repetitions_per_run": repeat,
        "total_solve_ms": {"ours": round(ours_total, 3), "kiwisolver": round(kiwi_total, 3)},
        "ratio_total_solve_vs_kiwisolver": round(ours_total / kiwi_total, 3) if kiwi_total else None,
        "kiwisolver_python_overhead_ms": round(overhead, 3),
        "values_agree": f"{agree} of {total}", "systems_agreeing": f"{systems_agreeing} of {len(our_values)}",
        "kiwisolver_version": getattr(kiwi, "__version__", "?"),
        "python": platform.python_version(),
    }


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--runs", type=int, default=9)
    parser.add_argument("--repeat", type=int, default=3)
    parser.add_argument("--constraints", type=int, default=10000)
    parser.add_argument("--flat", action="store_true", help="the synthetic system without the long chain")
    parser.add_argument("--system")
    parser.add_argument("--corpus", action="store_true", help="the corpus scenes' systems (see above)")
    parser.add_argument("--storyboards", default=STORYBOARDS, help="with --corpus: the storyboards' folder")
    parser.add_argument("--scenec", default=SCENEC, help="with --corpus: the scenec that emits the systems")
    parser.add_argument("--systems", help="with --corpus: a folder of systems already emitted")
    parser.add_argument("--binary", default=BINARY)
    parser.add_argument("--no-build", action="store_true")
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args()
    if args.corpus:
        result = measure_corpus(args.runs, args.repeat, args.storyboards, args.systems, args.scenec, args.binary, args.no_build)
        if args.json:
            print(json.dumps(result, indent=2))
            return
        print(f"{result['system']}: {result['systems']} systems, {result['variables']} variables, {result['constraints']} constraints "
              f"(largest {result['largest_system']}; refused: ours {result['refused']['ours']}, kiwisolver {result['refused']['kiwisolver']}); "
              f"{result['runs']} runs x {result['repetitions_per_run']} repetitions")
        print(f"total add + solve   ours {result['total_solve_ms']['ours']:10.3f} ms   kiwisolver {result['total_solve_ms']['kiwisolver']:10.3f} ms"
              f"   ratio {result['ratio_total_solve_vs_kiwisolver']}")
        print(f"of kiwisolver's, Python loops and calls ≈ {result['kiwisolver_python_overhead_ms']} ms")
        print(f"values agree on {result['values_agree']} variables, {result['systems_agreeing']} systems entirely "
              f"(kiwisolver {result['kiwisolver_version']}, Python {result['python']})")
        return
    result = measure(args.runs, args.repeat, args.constraints, args.system, args.binary, args.no_build, args.flat)
    if args.json:
        print(json.dumps(result, indent=2))
        return
    print(f"{result['system']}: {result['variables']} variables, {result['constraints']} constraints "
          f"(refused: ours {result['refused']['ours']}, kiwisolver {result['refused']['kiwisolver']}); "
          f"{result['runs']} runs x {result['repetitions_per_run']} repetitions")
    print(f"add + solve   ours {result['add_solve_ms']['ours']:10.3f} ms   kiwisolver {result['add_solve_ms']['kiwisolver']:10.3f} ms"
          f"   ratio {result['ratio_add_solve_vs_kiwisolver']}")
    print(f"resize        ours {result['resize_ms']['ours']:10.4f} ms   kiwisolver {result['resize_ms']['kiwisolver']:10.4f} ms"
          f"   ratio {result['ratio_resize_vs_kiwisolver']}")
    print(f"of kiwisolver's add + solve, Python loops and calls ≈ {result['kiwisolver_python_overhead_ms']} ms")
    print(f"values agree on {result['values_agree']} variables (kiwisolver {result['kiwisolver_version']}, Python {result['python']})")


if __name__ == "__main__":
    main()
