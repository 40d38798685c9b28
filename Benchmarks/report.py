#!/usr/bin/env python3
"""Prints the Markdown tables of docs/Performance.md from Benchmarks/results.json."""
import json
import os
import sys

path = sys.argv[1] if len(sys.argv) > 1 else os.path.join(os.path.dirname(os.path.abspath(__file__)), "results.json")
r = json.load(open(path))


def met(t):
    return f"{t['value']} ({'met' if t['met'] else '**missed**'}, target {t['target']})"


def ms(entry):
    return f"{entry['median_s'] * 1000:.0f} ms"


m = r["machine"]
print(f"Measured {r['date']} on {m['cpu']}, {m['cores']} cores, {m['memory']}; {m['swift']}; {m['xmllint']}; "
      f"load average {m['load_average_at_start']:.1f} at the start (shared machine). Command: `{r['command']}`.")
sections = [f"{name} {r[name]['measured_at']}" for name in ("throughput", "scale", "targets", "typecheck", "runtime") if name in r and "measured_at" in r[name]]
if sections:
    print(f"Sections measured at: {', '.join(sections)} (a run with `--only` keeps the other sections of the file).")
print()

if "throughput" in r:
    t = r["throughput"]
    s = t["storyboards"]
    print("| input | command | median wall | median CPU | ratio to `xmllint --noout` |")
    print("| --- | --- | --- | --- | --- |")
    base = s["all_files"]["xmllint --noout"]
    print(f"| corpus: {s['files']} storyboards, {s['bytes'] // 1024} KB | `xmllint --noout` | {ms(base)} | {base['median_cpu_s']} s | 1 |")
    print(f"| | `scenec check` | {ms(s['all_files']['scenec check'])} | {s['all_files']['scenec check']['median_cpu_s']} s | {met(s['ratio_check_vs_xmllint'])} |")
    print(f"| | `scenec lint` | {ms(s['all_files']['scenec lint'])} | {s['all_files']['scenec lint']['median_cpu_s']} s | {met(s['ratio_lint_vs_xmllint'])} |")
    if "scenec (dynamic) check" in s["all_files"]:
        d = s["all_files"]["scenec (dynamic) check"]
        print(f"| | `scenec check`, default build | {ms(d)} | {d['median_cpu_s']} s | {s['ratio_dynamic_check_vs_xmllint']} |")
    c = s["compilable"]
    print(f"| the {s['compilable_files']} storyboards that compile, {s['compilable_bytes'] // 1024} KB | `xmllint --noout` | {ms(c['xmllint --noout'])} | {c['xmllint --noout']['median_cpu_s']} s | 1 |")
    print(f"| | `scenec compile` | {ms(c['scenec compile'])} | {c['scenec compile']['median_cpu_s']} s | {met(s['ratio_compile_vs_xmllint'])} |")
    if "scenec (dynamic) compile" in c:
        d = c["scenec (dynamic) compile"]
        print(f"| | `scenec compile`, default build | {ms(d)} | {d['median_cpu_s']} s | {s['ratio_dynamic_compile_vs_xmllint']} |")
    sc = t["scenes"]
    print(f"| `Scenes/`: {sc['files']} files, {sc['bytes'] // 1024} KB | `xmllint --noout` | {ms(sc['measured']['xmllint --noout'])} | {sc['measured']['xmllint --noout']['median_cpu_s']} s | 1 |")
    print(f"| | `scenec check` | {ms(sc['measured']['scenec check'])} | {sc['measured']['scenec check']['median_cpu_s']} s | {met(sc['ratio_check_vs_xmllint'])} |")
    print(f"| | `scenec compile` | {ms(sc['measured']['scenec compile'])} | {sc['measured']['scenec compile']['median_cpu_s']} s | {met(sc['ratio_compile_vs_xmllint'])} |")
    if "scenec (dynamic) compile" in sc["measured"]:
        d = sc["measured"]["scenec (dynamic) compile"]
        print(f"| | `scenec compile`, default build | {ms(d)} | {d['median_cpu_s']} s | {round(d['median_s'] / sc['measured']['xmllint --noout']['median_s'], 3)} |")
    st = t["startup"]
    dynamic = f" (default build {ms(st['scenec (dynamic) --version'])})" if "scenec (dynamic) --version" in st else ""
    print(f"| start-up alone | `xmllint --version` / `scenec --version` | {ms(st['xmllint --version'])} / {ms(st['scenec --version'])}{dynamic} | | |")
    print()

if "scale" in r:
    print("| scenes | files | MB | xmllint | check | compile | compile ÷ xmllint | check peak RSS | compile peak RSS | compile, default build |")
    print("| ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |")
    for e in r["scale"]["series"]:
        me = e["measured"]
        d = me.get("scenec (dynamic) compile")
        dynamic = f"{ms(d)}, {d['peak_rss_mb']} MB" if d else ""
        print(f"| {e['scenes']} | {e['files']} | {e['bytes'] / 1e6:.1f} | {ms(me['xmllint --noout'])} | {ms(me['scenec check'])} | "
              f"{ms(me['scenec compile'])} | {e['ratio_compile_vs_xmllint']} | {me['scenec check']['peak_rss_mb']} MB | "
              f"{me['scenec compile']['peak_rss_mb']} MB | {dynamic} |")
    print()
    print("| files | compile time 10k ÷ 1k | check time 10k ÷ 1k | compile peak RSS at 10k | check peak RSS at 10k | compile peak RSS at 10k, default build |")
    print("| ---: | --- | --- | --- | --- | --- |")
    for key, v in r["scale"]["targets"].items():
        extra = [met(v[k]) if k in v else "" for k in ("peak_rss_mb_10k_check", "peak_rss_mb_10k_dynamic_compile")]
        print(f"| {key.split('_')[0]} | {met(v['time_10k_over_1k_compile'])} | {met(v['time_10k_over_1k_check'])} | "
              f"{met(v['peak_rss_mb_10k_compile'])} | {extra[0]} | {extra[1]} |")
    print()

if "targets" in r:
    t = r["targets"]
    limits = t["targets_wall"]
    print(f"Targets (issue 26), measured {t.get('measured_at', '?')}: wall time ÷ `xmllint --noout` on the same files, "
          f"check ≤ {limits['check']}, lint ≤ {limits['lint']}, compile ≤ {limits['compile']}; CPU ratio beside it "
          "(scenec uses both cores, xmllint one).\n")
    print("| input | `xmllint --noout` | build | check: wall (ratio) · CPU ratio | lint: wall (ratio) · CPU ratio | compile: wall (ratio) · CPU ratio |")
    print("| --- | ---: | --- | --- | --- | --- |")
    for e in t["sets"]:
        base = e["measured"]["xmllint --noout"]
        for build in ("static", "dynamic"):
            cells = []
            for command in ("check", "lint", "compile"):
                ratios = e["ratios"][f"{build} {command}"]
                wall = ratios["wall"]
                mark = "met" if wall["met"] else "**missed**"
                cells.append(f"{ms(e['measured'][f'{build} {command}'])} ({wall['value']}, {mark}) · {ratios['cpu']}")
            head = f"{e['description']}, {e['bytes'] / 1e6:.1f} MB" if build == "static" else ""
            xml = f"{ms(base)}, CPU {base['median_cpu_s'] * 1000:.0f} ms" if build == "static" else ""
            label = "static" if build == "static" else "default"  # results name the default build "dynamic"
            print(f"| {head} | {xml} | {label} | {' | '.join(cells)} |")
    st = t["startup"]
    print(f"\nStart-up alone: `xmllint --version` {ms(st['xmllint --version'])}, `scenec --version` {ms(st['static --version'])} "
          f"(static), {ms(st['dynamic --version'])} (default).\n")

if "typecheck" in r:
    t = r["typecheck"]
    me = t["measured"]
    print(f"Type-checking the generated code of {t['scenes']} scenes ({t['generated_files']} files, {t['generated_lines']} lines) "
          f"with the scaffolded classes: {me['swiftc -typecheck generated + scaffold']['median_cpu_s']} s CPU "
          f"({ms(me['swiftc -typecheck generated + scaffold'])} wall), against {me['swiftc -typecheck scaffold']['median_cpu_s']} s CPU "
          f"for the scaffold alone: **{t['ms_per_scene_total']} ms per scene** in all (wall), {t['ms_per_scene_generated_only']} ms "
          f"of it for the generated code; ratio to the scaffold alone {t['ratio_vs_scaffold_alone']}. "
          f"`-warn-long-expression-type-checking=100` / `-warn-long-function-bodies=200`: {met(t['no_slow_expressions'])} warnings.\n")

if "runtime" in r:
    t = r["runtime"]
    sc = t["scenarios"]
    print("| scenario | generated | hand-written | ratio |")
    print("| --- | ---: | ---: | --- |")
    print(f"| window + instantiate + wire + push (typed segue) | {sc['generated push']['median_us']} µs | {sc['hand-written push']['median_us']} µs | {met(t['ratio_push_generated_vs_hand'])} |")
    print(f"| present + dismiss (segue vs `present`) | {sc['generated present+dismiss']['median_us']} µs | {sc['hand-written present+dismiss']['median_us']} µs | {t['ratio_present_dismiss_generated_vs_hand']} |")
    print(f"| restoration round trip (3 controllers) | {sc['generated restoration round trip']['median_us']} µs | {sc['hand-written restoration round trip']['median_us']} µs | {t['ratio_restoration_generated_vs_hand']} |")
    print(f"\nRestoration: {t['restoration_us_per_controller']} µs per controller (preserve + rebuild + restore).")

if "layout" in r:
    t = r["layout"]
    print(f"\nLayout solving, measured {t.get('measured_at', '?')}:\n")
    print("| system | ours | kiwisolver (of it, Python loops and calls) | ratio |")
    print("| --- | ---: | ---: | --- |")
    for name in ("chained", "flat"):
        if name in t:
            e = t[name]
            print(f"| synthetic, {name}: {e['constraints']:,} constraints, {e['variables']:,} variables | {e['add_solve_ms']['ours']} ms | "
                  f"{e['add_solve_ms']['kiwisolver']} ms ({e.get('kiwisolver_python_overhead_ms', '?')} ms) | {e['ratio_add_solve_vs_kiwisolver']} |")
    if "corpus" in t:
        e = t["corpus"]
        print(f"| corpus: {e['systems']} scenes, {e['constraints']:,} constraints, {e['variables']:,} variables (total) | "
              f"{e['total_solve_ms']['ours']} ms | {e['total_solve_ms']['kiwisolver']} ms ({e['kiwisolver_python_overhead_ms']} ms) | "
              f"{met(t['ratio_corpus_total_solve_vs_kiwisolver'])} |")
    if "ratio_add_solve_vs_kiwisolver" in t:
        print(f"\nSynthetic, the worse of the two: {met(t['ratio_add_solve_vs_kiwisolver'])}.")
