#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# Profile loading benchmark: builds bench_profile, runs it in the build platform on a generated 1M-event
# trace (kept in a temporary folder), then times python3 json.load and node JSON.parse on the same file
# on the host (they are not inside the build root).
source "$(dirname "$0")/lib.sh"
build RelWithDebInfo
dir=$(mktemp -d "${TMPDIR:-/tmp}/lowerscope-bench.XXXXXX")
trap 'rm -rf "$dir"' EXIT
in_platform env LOWERSCOPE_BENCH_DIR="$dir" "$(build_dir)/tests/bench_profile"
file="$dir/bench_trace.json"
peer() { # name, command...
    local name=$1; shift
    if ! command -v "$1" >/dev/null; then echo "$name: not installed"; return; fi
    local out
    out=$( { /usr/bin/time -f '%e s, peak RSS %M KiB' "$@" >/dev/null; } 2>&1 | tail -1)
    echo "$name: $out"
}
peer "python3 json.load" python3 -c 'import json,sys; json.load(open(sys.argv[1]))' "$file"
peer "node JSON.parse" node -e 'JSON.parse(require("fs").readFileSync(process.argv[1], "utf8"))' "$file"
