#!/bin/sh
# Builds a libFuzzer target and runs it for SECONDS on a seed corpus copied at run time.
#   ./run.sh FuzzSceneReader 600       seeds: ../Scenes/*.scene
#   ./run.sh FuzzStoryboardReader 600  seeds: ../../shared/corpus/storyboards/*.storyboard
#   ./run.sh FuzzStoryboardToSwift 600 the same seeds; generated Swift checked name by name
# Extra arguments go to libFuzzer (e.g. -seed=1). Reproduce a crash with
# .build/release/TARGET CRASHFILE (the built binary, given a file, runs just that input).
# Work files (corpus, crashes) go to .build/fuzz-TARGET/, which git ignores.
set -eu
cd "$(dirname "$0")"
target=${1:?usage: run.sh FuzzSceneReader|FuzzStoryboardReader|FuzzStoryboardToSwift SECONDS [libFuzzer args]}
seconds=${2:?usage: run.sh TARGET SECONDS}
shift 2
case "$target" in
    FuzzSceneReader) seeds="../Scenes"; pattern='*.scene' ;;
    FuzzStoryboardReader|FuzzStoryboardToSwift) seeds="${STORYBOARD_CORPUS:-../../shared/corpus/storyboards}"; pattern='*.storyboard' ;;
    *) echo "run.sh: unknown target $target" >&2; exit 2 ;;
esac

# The working flags (docs/Fuzzing.md): without -Xswiftc the code is not instrumented.
# FUZZ_SKIP_BUILD=1 reuses the last build (e.g. while the main package is mid-edit).
if [ -z "${FUZZ_SKIP_BUILD:-}" ]; then
    swift build -c release --product "$target" \
        --sanitize=fuzzer --sanitize=address -Xswiftc -sanitize=fuzzer,address
fi

work=".build/fuzz-$target"
mkdir -p "$work/corpus" "$work/crashes"
find "$seeds" -name "$pattern" -type f -exec cp {} "$work/corpus/" \;
echo "run.sh: $(ls "$work/corpus" | wc -l) inputs in $work/corpus"
# A dictionary of the seeds' element and attribute names, so mutations speak the vocabulary.
find "$seeds" -name "$pattern" -type f -exec cat {} + | grep -o -E '<[A-Za-z]+|[A-Za-z]+="' | sort -u \
    | sed -e 's/\\/\\\\/g' -e 's/"/\\"/g' -e 's/.*/"&"/' > "$work/tokens.dict"

# Known false positives only (see lsan.supp); every other leak stops the run.
export LSAN_OPTIONS="suppressions=$PWD/lsan.supp:print_suppressions=1${LSAN_OPTIONS:+:$LSAN_OPTIONS}"
exec ".build/release/$target" "$work/corpus" \
    -dict="$work/tokens.dict" -max_total_time="$seconds" -timeout=10 -rss_limit_mb=4096 \
    -artifact_prefix="$work/crashes/" -print_final_stats=1 "$@"
