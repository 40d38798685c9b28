#!/usr/bin/env python3
"""scenec benchmarks: every figure is a ratio against a baseline measured in the same run.

    Benchmarks/run.py [--runs N] [--no-build] [--only NAME ...] [--out Benchmarks/results.json]

Measures (see docs/Performance.md for the method and the targets):

  throughput  scenec over the storyboard corpus and over Scenes/ against `xmllint --noout` on the same files
  scale       synthetic sets of 100, 1,000 and 10,000 scenes over 1, 10 and 100 files: time and peak RSS
  typecheck   the generated code of 1,000 scenes (+ scaffolded classes) through `swiftc -typecheck`
  runtime     instantiate + wire + push through a generated segue against hand-written code (Benchmarks/RuntimeBench)
  hostile     hostile input shapes (Benchmarks/hostile_shapes.py) at 1x, 4x and 16x the size: time must grow
              no faster than the input (ratio within 1.5x of the size ratio)
  targets     issue 26's rows: check, lint and compile against `xmllint --noout` on the same files, the
              --static-swift-stdlib and the default build (keys say "dynamic"), wall and CPU time: the
              24 iOS storyboards of the corpus (compile with --stub-missing-references), 1,000 and 10,000
              scenes in 1 and 10 files, 200 storyboards (a 14 KB corpus storyboard under 200 names) and
              200 independent scene files; targets (wall): check <= 1.2, lint <= 1.5, compile <= 1.5
  layout      the layout solver against kiwisolver on the same systems (Benchmarks/layout_bench.py, LayoutBench):
              synthetic 10,000-constraint systems (chained and flat), add + solve time; and the corpus scenes
              (every scene of the iOS storyboards, designed device; systems from `scenec layout --emit-systems`),
              total add + solve time; target <= 2x kiwisolver's for each

Builds scenec in release mode with its own scratch path (.build-bench) unless --no-build.
Each command runs --runs times (default 9), subject and baseline interleaved; medians are reported.
"""
import argparse
import datetime
import glob
import json
import os
import platform
import re
import shutil
import statistics
import subprocess
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
BENCH = os.path.join(ROOT, "Benchmarks")
SCRATCH = os.path.join(ROOT, ".build-bench")
SCRATCH_STATIC = os.path.join(ROOT, ".build-bench-static")
CORPUS = os.path.normpath(os.path.join(ROOT, "..", "shared", "corpus", "storyboards"))


def log(message):
    print(message, file=sys.stderr, flush=True)


def run(command, cwd=None, check=True):
    result = subprocess.run(command, cwd=cwd, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    if check and result.returncode != 0:
        raise SystemExit(f"failed ({result.returncode}): {' '.join(command)}\n{result.stdout[-2000:]}\n{result.stderr[-4000:]}")
    return result


def timed(command, cwd=None, expect=(0,)):
    """Wall time (s), peak RSS (KiB) and CPU time (user + system, s) of one run of `command`.

    The command is started directly and its resources come from the kernel's account of the child
    (`wait4`): no wrapper process (such as GNU `time`) starts with it, whose own start-up would be
    added to every command alike and pull each ratio towards 1.
    """
    with tempfile.TemporaryFile() as errors:
        start = time.perf_counter()
        process = subprocess.Popen(command, cwd=cwd, stdout=subprocess.DEVNULL, stderr=errors)
        _, status, usage = os.wait4(process.pid, 0)
        elapsed = time.perf_counter() - start
        process.returncode = os.waitstatus_to_exitcode(status)  # reaped here, not by Popen
        if process.returncode not in expect:
            errors.seek(0)
            raise SystemExit(f"exit {process.returncode}: {' '.join(command)}\n{errors.read().decode(errors='replace')[-3000:]}")
        return elapsed, usage.ru_maxrss, usage.ru_utime + usage.ru_stime


def compare(named_commands, runs, cwd=None, expect=(0,)):
    """Runs every command `runs` times, interleaved (one warm-up each first); medians of time and RSS."""
    for _, command in named_commands:
        timed(command, cwd, expect)
    samples = {name: [] for name, _ in named_commands}
    for _ in range(runs):
        for name, command in named_commands:
            samples[name].append(timed(command, cwd, expect))
    return {name: {"median_s": round(statistics.median(s for s, _, _ in values), 5),
                   "min_s": round(min(s for s, _, _ in values), 5),
                   "median_cpu_s": round(statistics.median(c for _, _, c in values), 3),
                   "peak_rss_mb": round(statistics.median(r for _, r, _ in values) / 1024, 1),
                   "runs": runs}
            for name, values in samples.items()}


def ratio(a, b):
    return round(a / b, 3) if b else None


def target(value, limit):
    return {"value": value, "target": f"<= {limit}", "met": value is not None and value <= limit}


# MARK: - Build

def build_scenec(no_build):
    """Two release builds of scenec: with `--static-swift-stdlib` (how a Swift command-line tool is
    shipped on Linux) and the default one (`swift build -c release`, how SwiftPM builds the plugin's
    tool). Results name the default build "dynamic": until round 27 it called Swift's runtime and
    Foundation as shared libraries; since then the package links them into scenec on Linux."""
    if not no_build:
        log("building scenec (release, .build-bench-static, --static-swift-stdlib) …")
        run(["swift", "build", "-c", "release", "--static-swift-stdlib", "--scratch-path", SCRATCH_STATIC, "--product", "scenec"], cwd=ROOT)
        log("building scenec (release, .build-bench) …")
        run(["swift", "build", "-c", "release", "--scratch-path", SCRATCH, "--product", "scenec"], cwd=ROOT)
        # `scenec layout` (the layout measure's systems) runs scenec-studio from beside scenec.
        run(["swift", "build", "-c", "release", "--scratch-path", SCRATCH, "--product", "scenec-studio"], cwd=ROOT)
        run(["swift", "build", "-c", "release", "--scratch-path", SCRATCH, "--target", "SceneRuntime"], cwd=ROOT)
    binaries = {"static": os.path.join(SCRATCH_STATIC, "release", "scenec"), "dynamic": os.path.join(SCRATCH, "release", "scenec")}
    for binary in binaries.values():
        if not os.path.exists(binary):
            raise SystemExit(f"no {binary}: run without --no-build")
    return binaries


# MARK: - Throughput

def throughput(binaries, runs, work):
    scenec, dynamic = binaries["static"], binaries["dynamic"]
    results = {"builds": {"scenec": "release, --static-swift-stdlib", "scenec (dynamic)": "release, the default build (on Linux Swift's runtime linked in by the package since round 27)"}}
    storyboards = sorted(glob.glob(os.path.join(CORPUS, "*.storyboard")))
    scenes = sorted(glob.glob(os.path.join(ROOT, "Scenes", "*.scene")))
    out = os.path.join(work, "throughput-out")

    # Storyboards: `compile` refuses the corpus as a whole (some files reference storyboards that are
    # not in it, which is an error), so the whole-corpus figures are `check` (parse + resolve) and
    # `lint` (parse + resolve + every lint rule); `compile` is measured on the files that compile.
    compilable = []
    for path in storyboards:
        shutil.rmtree(out, ignore_errors=True)
        if run([scenec, "compile", path, "-o", out, "--quiet"], check=False).returncode == 0:
            compilable.append(path)
    checked = run([scenec, "check", CORPUS], check=False)
    xmllint = ["xmllint", "--noout"]
    measured = compare([
        ("xmllint --noout", xmllint + storyboards),
        ("scenec check", [scenec, "check", "--quiet"] + storyboards),
        ("scenec lint", [scenec, "lint", "--no-config", "--quiet"] + storyboards),
        ("scenec (dynamic) check", [dynamic, "check", "--quiet"] + storyboards),
    ], runs, expect=(0, 1))
    measured_compile = compare([
        ("xmllint --noout", xmllint + compilable),
        ("scenec compile", [scenec, "compile", "--quiet", "-o", out] + compilable),
        ("scenec (dynamic) compile", [dynamic, "compile", "--quiet", "-o", out] + compilable),
    ], runs)
    size = sum(os.path.getsize(p) for p in storyboards)
    results["storyboards"] = {
        "files": len(storyboards), "bytes": size,
        "check_exit_status": checked.returncode,
        "check_summary": checked.stdout.strip().splitlines()[-1] if checked.stdout.strip() else "",
        "all_files": measured,
        "compilable_files": len(compilable),
        "compilable_bytes": sum(os.path.getsize(p) for p in compilable),
        "compilable": measured_compile,
        "ratio_check_vs_xmllint": target(ratio(measured["scenec check"]["median_s"], measured["xmllint --noout"]["median_s"]), 1.5),
        "ratio_lint_vs_xmllint": target(ratio(measured["scenec lint"]["median_s"], measured["xmllint --noout"]["median_s"]), 1.5),
        "ratio_compile_vs_xmllint": target(ratio(measured_compile["scenec compile"]["median_s"], measured_compile["xmllint --noout"]["median_s"]), 1.5),
        "ratio_dynamic_check_vs_xmllint": ratio(measured["scenec (dynamic) check"]["median_s"], measured["xmllint --noout"]["median_s"]),
        "ratio_dynamic_compile_vs_xmllint": ratio(measured_compile["scenec (dynamic) compile"]["median_s"], measured_compile["xmllint --noout"]["median_s"]),
    }
    shutil.rmtree(out, ignore_errors=True)
    measured = compare([
        ("xmllint --noout", xmllint + scenes),
        ("scenec check", [scenec, "check", "--quiet"] + scenes),
        ("scenec compile", [scenec, "compile", "--quiet", "-o", out] + scenes),
        ("scenec (dynamic) compile", [dynamic, "compile", "--quiet", "-o", out] + scenes),
    ], runs)
    results["scenes"] = {
        "files": len(scenes), "bytes": sum(os.path.getsize(p) for p in scenes),
        "measured": measured,
        "ratio_check_vs_xmllint": target(ratio(measured["scenec check"]["median_s"], measured["xmllint --noout"]["median_s"]), 1.5),
        "ratio_compile_vs_xmllint": target(ratio(measured["scenec compile"]["median_s"], measured["xmllint --noout"]["median_s"]), 1.5),
    }
    # Process start-up alone: what a run over two small files cannot avoid.
    results["startup"] = compare([
        ("xmllint --version", ["xmllint", "--version"]),
        ("scenec --version", [scenec, "--version"]),
        ("scenec (dynamic) --version", [dynamic, "--version"]),
    ], runs)
    return results


# MARK: - Targets (issue 26)

TARGETS = {"check": 1.2, "lint": 1.5, "compile": 1.5}


def target_sets(work):
    """The inputs of issue 26's rows: (name, description, files)."""
    sets = []
    ios = sorted(p for p in glob.glob(os.path.join(CORPUS, "*.storyboard")) if "macOS" not in os.path.basename(p))
    sets.append(("corpus", f"the {len(ios)} iOS storyboards of the corpus", ios))
    for scenes, files in ((1000, 1), (1000, 10), (10000, 1), (10000, 10)):
        directory = os.path.join(work, f"targets-{scenes}-{files}")
        shutil.rmtree(directory, ignore_errors=True)
        run([sys.executable, os.path.join(BENCH, "make_scenes.py"), str(scenes), str(files), directory])
        sets.append((f"{scenes}x{files}", f"{scenes:,} scenes in {files} file{'s' if files > 1 else ''}",
                     sorted(glob.glob(os.path.join(directory, "*.scene")))))
    # Many small storyboards: one of the corpus (14 KB) under 200 names, as an app with many does.
    many = os.path.join(work, "targets-200-storyboards")
    shutil.rmtree(many, ignore_errors=True)
    os.makedirs(many)
    source = os.path.join(CORPUS, "ECSlidingViewController__ECSlidingViewController__Main-BasicMenu.storyboard")
    for index in range(200):
        shutil.copyfile(source, os.path.join(many, f"Menu{index:03d}.storyboard"))
    sets.append(("200 storyboards", "200 storyboards of 14 KB", sorted(glob.glob(os.path.join(many, "*.storyboard")))))
    independent = os.path.join(work, "targets-200-scene-files")
    shutil.rmtree(independent, ignore_errors=True)
    run([sys.executable, os.path.join(BENCH, "make_scenes.py"), "2000", "200", independent, "--independent"])
    sets.append(("200 scene files", "2,000 scenes in 200 independent scene files", sorted(glob.glob(os.path.join(independent, "*.scene")))))
    return sets


def targets(binaries, runs, work):
    """check, lint and compile on each set against `xmllint --noout` on the same files, both builds,
    interleaved; wall and CPU medians. scenec uses both cores and xmllint one, so the wall ratio is
    what a user waits and the CPU ratio is the work done (the one that shows waste)."""
    results = {"targets_wall": TARGETS, "sets": []}
    out = os.path.join(work, "targets-out")
    for name, description, files in target_sets(work):
        stub = ["--stub-missing-references"] if name == "corpus" else []
        commands = [("xmllint --noout", ["xmllint", "--noout"] + files)]
        for build, binary in (("static", binaries["static"]), ("dynamic", binaries["dynamic"])):
            commands += [
                (f"{build} check", [binary, "check", "--quiet"] + files),
                (f"{build} lint", [binary, "lint", "--no-config", "--quiet"] + files),
                (f"{build} compile", [binary, "compile", "--quiet"] + stub + ["-o", out] + files),
            ]
        big = sum(os.path.getsize(p) for p in files) > 5_000_000
        log(f"  targets: {description} …")
        measured = compare(commands, max(3, runs // 2) if big else runs, expect=(0, 1))
        base = measured["xmllint --noout"]
        entry = {"name": name, "description": description, "files": len(files),
                 "bytes": sum(os.path.getsize(p) for p in files), "measured": measured, "ratios": {}}
        for build in ("static", "dynamic"):
            for command, limit in TARGETS.items():
                m = measured[f"{build} {command}"]
                entry["ratios"][f"{build} {command}"] = {
                    "wall": target(ratio(m["median_s"], base["median_s"]), limit),
                    "cpu": ratio(m["median_cpu_s"], base["median_cpu_s"]),
                }
        results["sets"].append(entry)
        shutil.rmtree(out, ignore_errors=True)
    results["startup"] = compare([
        ("xmllint --version", ["xmllint", "--version"]),
        ("static --version", [binaries["static"], "--version"]),
        ("dynamic --version", [binaries["dynamic"], "--version"]),
    ], runs)
    return results


# MARK: - Scale

def scale(binaries, runs, work):
    scenec, dynamic = binaries["static"], binaries["dynamic"]
    results = {"series": []}
    by_files = {}
    for files in (1, 10, 100):
        for scenes in (100, 1000, 10000):
            directory = os.path.join(work, f"scale-{scenes}-{files}")
            shutil.rmtree(directory, ignore_errors=True)
            run([sys.executable, os.path.join(BENCH, "make_scenes.py"), str(scenes), str(files), directory])
            paths = sorted(glob.glob(os.path.join(directory, "*.scene")))
            out = os.path.join(work, f"scale-out-{scenes}-{files}")
            summary = run([scenec, "check", directory]).stdout.strip().splitlines()[-1]
            count = int(re.search(r"(\d+) scenes", summary).group(1))
            log(f"  scale {scenes} scenes / {files} files ({summary})")
            measured = compare([
                ("xmllint --noout", ["xmllint", "--noout"] + paths),
                ("scenec check", [scenec, "check", "--quiet", directory]),
                ("scenec compile", [scenec, "compile", "--quiet", "-o", out, directory]),
                ("scenec (dynamic) compile", [dynamic, "compile", "--quiet", "-o", out, directory]),
            ], max(3, runs // 2 if scenes == 10000 else runs))
            entry = {
                "scenes": count, "files": files, "bytes": sum(os.path.getsize(p) for p in paths),
                "measured": measured,
                "ratio_compile_vs_xmllint": ratio(measured["scenec compile"]["median_s"], measured["xmllint --noout"]["median_s"]),
                "ratio_check_vs_xmllint": ratio(measured["scenec check"]["median_s"], measured["xmllint --noout"]["median_s"]),
            }
            results["series"].append(entry)
            by_files[(files, scenes)] = entry
            shutil.rmtree(out, ignore_errors=True)
            if scenes == 10000:
                shutil.rmtree(directory, ignore_errors=True)
    results["targets"] = {}
    for files in (1, 10, 100):
        big, mid = by_files[(files, 10000)]["measured"], by_files[(files, 1000)]["measured"]
        results["targets"][f"{files}_files"] = {
            "time_10k_over_1k_compile": target(ratio(big["scenec compile"]["median_s"], mid["scenec compile"]["median_s"]), 11),
            "time_10k_over_1k_check": target(ratio(big["scenec check"]["median_s"], mid["scenec check"]["median_s"]), 11),
            "peak_rss_mb_10k_compile": target(big["scenec compile"]["peak_rss_mb"], 150),
            "peak_rss_mb_10k_check": target(big["scenec check"]["peak_rss_mb"], 150),
            "peak_rss_mb_10k_dynamic_compile": target(big["scenec (dynamic) compile"]["peak_rss_mb"], 150),
        }
    return results


# MARK: - Hostile shapes

def hostile(binaries, runs, work):
    sys.path.insert(0, BENCH)
    import hostile_shapes
    scenec = binaries["static"]
    results = {"shapes": {}}
    for name, (writer, command) in hostile_shapes.SHAPES.items():
        times = {}
        for size in (1, 4, 16):
            directory = os.path.join(work, "hostile", re.sub(r"\W+", "-", name), str(size))
            shutil.rmtree(directory, ignore_errors=True)
            writer(directory, size)
            measured = compare([(name, [scenec, command, "--quiet", "--max-diagnostics", "0", directory])], runs, expect=(0, 1))
            times[size] = measured[name]["median_s"]
            shutil.rmtree(directory, ignore_errors=True)
        entry = {"median_s": times, "time_ratio_4x": ratio(times[4], times[1]), "time_ratio_16x": ratio(times[16], times[1])}
        entry["linear"] = target(entry["time_ratio_16x"], 24)  # 16x the input, 1.5 x 16
        entry["linear_4x"] = target(entry["time_ratio_4x"], 6)
        log(f"  {name}: {times[1]:.3f}s, x{entry['time_ratio_4x']}, x{entry['time_ratio_16x']}")
        results["shapes"][name] = entry
    return results


# MARK: - Type-check cost of generated code

def typecheck(binaries, runs, work):
    scenec = binaries["dynamic"]
    directory = os.path.join(work, "typecheck-scenes")
    generated = os.path.join(work, "typecheck-generated")
    for path in (directory, generated):
        shutil.rmtree(path, ignore_errors=True)
    run([sys.executable, os.path.join(BENCH, "make_scenes.py"), "1000", "10", directory])
    count = int(re.search(r"(\d+) scenes", run([scenec, "check", directory]).stdout).group(1))
    run([scenec, "compile", "--quiet", directory, "-o", generated])
    scaffold = os.path.join(work, "typecheck-scaffold", "Scaffold.swift")
    run([scenec, "scaffold", "--quiet", directory, "-o", scaffold])
    modules = os.path.join(SCRATCH, "release", "Modules")
    if not os.path.exists(os.path.join(modules, "SceneRuntime.swiftmodule")):
        raise SystemExit(f"no SceneRuntime.swiftmodule in {modules}")
    sources = sorted(glob.glob(os.path.join(generated, "*.swift")))
    base = ["swiftc", "-typecheck", "-swift-version", "6", "-module-name", "BenchApp", "-I", modules]
    flags = ["-Xfrontend", "-warn-long-expression-type-checking=100",
             "-Xfrontend", "-warn-long-function-bodies=200"]
    check = run(base + flags + sources + [scaffold], check=False)
    warnings = [line for line in check.stderr.splitlines() if "warning:" in line or "error:" in line]
    if check.returncode != 0:
        raise SystemExit("generated code does not type-check:\n" + "\n".join(warnings[:20]))
    # Baseline: the scaffolded classes alone (a file of as many classes, no wiring).
    measured = compare([
        ("swiftc -typecheck scaffold", base + [scaffold]),
        ("swiftc -typecheck generated + scaffold", base + sources + [scaffold]),
    ], max(3, runs // 3))
    total = measured["swiftc -typecheck generated + scaffold"]["median_s"]
    alone = measured["swiftc -typecheck scaffold"]["median_s"]
    lines = sum(sum(1 for _ in open(p, encoding="utf-8")) for p in sources)
    return {
        "scenes": count, "generated_files": len(sources), "generated_lines": lines,
        "measured": measured,
        "slow_expression_or_body_warnings": warnings,
        "no_slow_expressions": {"value": len(warnings), "target": "== 0", "met": not warnings},
        "ms_per_scene_total": round(total * 1000 / count, 3),
        "ms_per_scene_generated_only": round((total - alone) * 1000 / count, 3),
        "ratio_vs_scaffold_alone": ratio(total, alone),
    }


# MARK: - Run time

def runtime(runs):
    package = BENCH
    log("building RuntimeBench (release) …")
    run(["swift", "build", "-c", "release", "--product", "RuntimeBench"], cwd=package)
    binary = os.path.join(package, ".build", "release", "RuntimeBench")
    outputs = [json.loads(run([binary, "--json"]).stdout) for _ in range(max(3, runs // 3))]
    # Each process already reports medians over its own repetitions; take the median over processes.
    merged = {}
    for key in outputs[0]["scenarios"]:
        merged[key] = {field: round(statistics.median(o["scenarios"][key][field] for o in outputs), 3)
                       for field in outputs[0]["scenarios"][key]}
    push = ratio(merged["generated push"]["median_us"], merged["hand-written push"]["median_us"])
    present = ratio(merged["generated present+dismiss"]["median_us"], merged["hand-written present+dismiss"]["median_us"])
    restore = ratio(merged["generated restoration round trip"]["median_us"], merged["hand-written restoration round trip"]["median_us"])
    return {
        "processes": len(outputs), "iterations_per_process": outputs[0]["iterations"],
        "scenarios": merged,
        "ratio_push_generated_vs_hand": target(push, 1.3),
        "ratio_present_dismiss_generated_vs_hand": present,
        "ratio_restoration_generated_vs_hand": restore,
        "restoration_us_per_controller": round(merged["generated restoration round trip"]["median_us"] / outputs[0]["restored_controllers"], 2),
    }


# MARK: - Layout solver

def layout(runs, no_build, scenec=None):
    """The SceneLayout solver against kiwisolver (PyPI) on the same linear systems, in the same run:
    the synthetic systems, then the corpus scenes' systems, which `scenec` emits (by default the
    .build-bench build, built here unless --no-build)."""
    sys.path.insert(0, BENCH)
    try:
        import kiwisolver  # noqa: F401
    except ImportError:
        raise SystemExit("the layout measure needs kiwisolver: pip install kiwisolver")
    import layout_bench
    results = {}
    for name, flat in (("chained", False), ("flat", True)):
        log(f"  layout: {name} system …")
        results[name] = layout_bench.measure(runs=max(3, runs), repeat=3, flat=flat, no_build=no_build or name != "chained")
    worst = max(results[name]["ratio_add_solve_vs_kiwisolver"] for name in ("chained", "flat"))
    results["ratio_add_solve_vs_kiwisolver"] = target(worst, 2)
    log("  layout: corpus scenes …")
    results["corpus"] = layout_bench.measure_corpus(
        runs=max(3, runs), repeat=5, storyboards=CORPUS, scenec=scenec or layout_bench.SCENEC, no_build=True,
        build_scenec_first=scenec is None and not no_build)
    results["ratio_corpus_total_solve_vs_kiwisolver"] = target(results["corpus"]["ratio_total_solve_vs_kiwisolver"], 2)
    return results


# MARK: - Main

def machine():
    def first_line(command):
        try:
            return run(command, check=False).stdout.strip().splitlines()[0]
        except Exception:
            return "?"
    cpu = "?"
    if os.path.exists("/proc/cpuinfo"):
        for line in open("/proc/cpuinfo"):
            if line.startswith("model name"):
                cpu = line.split(":", 1)[1].strip()
                break
    memory = "?"
    if os.path.exists("/proc/meminfo"):
        memory = f"{int(open('/proc/meminfo').readline().split()[1]) // 1024 // 1024} GB"
    return {"os": platform.platform(), "cpu": cpu, "cores": os.cpu_count(), "memory": memory,
            "swift": first_line(["swift", "--version"]), "xmllint": run(["xmllint", "--version"], check=False).stderr.splitlines()[0],
            "load_average_at_start": os.getloadavg()[0]}


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--runs", type=int, default=9)
    parser.add_argument("--no-build", action="store_true")
    parser.add_argument("--only", nargs="*", choices=["throughput", "scale", "targets", "typecheck", "runtime", "hostile", "layout"])
    parser.add_argument("--out", default=os.path.join(BENCH, "results.json"))
    parser.add_argument("--work", default=os.path.join(tempfile.gettempdir(), "scenec-bench"))
    parser.add_argument("--scenec", help="layout: the scenec that emits the corpus scenes' systems (default: the .build-bench build)")
    parser.add_argument("--binaries", nargs=2, metavar=("STATIC", "DYNAMIC"),
                        help="measure these two scenec executables instead of the builds (with --no-build)")
    args = parser.parse_args()
    os.makedirs(args.work, exist_ok=True)
    only = set(args.only or ["throughput", "scale", "targets", "typecheck", "runtime", "hostile", "layout"])
    scenec = build_scenec(args.no_build) if only - {"layout"} and not args.binaries else None  # both builds; the layout measure needs neither
    if args.binaries:
        scenec = {"static": os.path.abspath(args.binaries[0]), "dynamic": os.path.abspath(args.binaries[1])}
    results = {"date": datetime.datetime.now(datetime.timezone.utc).isoformat(timespec="seconds"),
               "machine": machine(), "command": "Benchmarks/run.py " + " ".join(sys.argv[1:]),
               "runs": args.runs}
    if os.path.exists(args.out):  # keep sections that were not re-measured
        previous = json.load(open(args.out))
        for key, value in previous.items():  # every section, the profiling rounds' records included
            if key not in results and key not in only:
                results[key] = value
    steps = [("throughput", lambda: throughput(scenec, args.runs, args.work)),
             ("scale", lambda: scale(scenec, args.runs, args.work)),
             ("targets", lambda: targets(scenec, args.runs, args.work)),
             ("typecheck", lambda: typecheck(scenec, args.runs, args.work)),
             ("runtime", lambda: runtime(args.runs)),
             ("hostile", lambda: hostile(scenec, args.runs, args.work)),
             ("layout", lambda: layout(args.runs, args.no_build, args.scenec or (scenec["dynamic"] if scenec else None)))]
    for name, step in steps:
        if name in only:
            log(f"{name} …")
            results[name] = step()
            results[name]["measured_at"] = datetime.datetime.now(datetime.timezone.utc).isoformat(timespec="seconds")
            # Each section keeps the machine it was measured on: sections not measured again keep theirs.
            results[name]["machine"] = results["machine"]
    with open(args.out, "w") as handle:
        json.dump(results, handle, indent=2, sort_keys=False)
        handle.write("\n")
    log(f"wrote {args.out}")


if __name__ == "__main__":
    main()
