#!/usr/bin/env python3
"""The layout solver (Benchmarks/Sources/LayoutBench) against kiwisolver on the same linear system.

    Benchmarks/layout_bench.py [--runs N] [--repeat K] [--constraints N] [--flat] [--system FILE.json]
                               [--binary PATH] [--no-build] [--json]

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

Needs kiwisolver (`pip install kiwisolver`).
"""
import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time

BENCH = os.path.dirname(os.path.abspath(__file__))
BINARY = os.path.join(BENCH, ".build", "release", "LayoutBench")


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
        expression = sum((coefficient * variables[int(index)] for index, coefficient in entry["terms"]), constant)
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
        if repetition > 0:
            add_times.append(added * 1000)
            resize_times.append(resize_time * 1000)
    return statistics.median(add_times), statistics.median(resize_times), refused, values


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
    kiwi_values = theirs[-1][3]
    agree = sum(1 for a, b in zip(our_values, kiwi_values) if abs(a - b) <= 1e-6 * max(1, abs(a), abs(b)))
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
        "kiwisolver_version": getattr(kiwi, "__version__", "?"),
    }


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--runs", type=int, default=9)
    parser.add_argument("--repeat", type=int, default=3)
    parser.add_argument("--constraints", type=int, default=10000)
    parser.add_argument("--flat", action="store_true", help="the synthetic system without the long chain")
    parser.add_argument("--system")
    parser.add_argument("--binary", default=BINARY)
    parser.add_argument("--no-build", action="store_true")
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args()
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
    print(f"values agree on {result['values_agree']} variables (kiwisolver {result['kiwisolver_version']})")


if __name__ == "__main__":
    main()
