#!/bin/bash
# Runs on the GPU machine: captures every kernel folder NAME/NAME.py of $K (default: the corpus, tests/data/eval)
# and writes $OUT/eval.tar.gz; assemble.py turns that into corpus folders.
# Phases: (1) in parallel, per folder: compile SIZES[0] with per-pass dumps and remarks, and run every case once
# to fill a shared Triton cache; (2) time every case (driver.py bench); (3) one Nsight Compute run over one
# launch per folder; (4) export the report as CSV (raw, details, source per result).
set -u
HERE=$(cd "$(dirname "$0")" && pwd)
K=${K:-$(cd "$HERE/.." && pwd)}
D=/tmp/evalcap; rm -rf $D; mkdir -p $D/ir $D/log $D/ncu
export PYTHONUNBUFFERED=1 HERE K D
T0=$SECONDS
{ nvidia-smi; python3 -c 'import torch,triton;print(torch.__version__, triton.__version__, torch.cuda.get_device_name())'; ncu --version; nvdisasm --version; } > $D/env.txt 2>&1
python3 $HERE/order.py $K > $D/order.txt
phase1() {
  n=$1; mkdir -p $D/ir/$n
  TRITON_CACHE_DIR=$D/cache/dump-$n TRITON_ALWAYS_COMPILE=1 MLIR_ENABLE_DUMP=1 MLIR_ENABLE_REMARK=1 \
  MLIR_ENABLE_DIAGNOSTICS=warnings,remarks timeout 170 python3 $HERE/driver.py compile $K $n $D/ir/$n \
    > $D/log/$n.compile.out 2> $D/ir/$n/$n.mlir-passes.txt
  echo "compile $n rc=$?"
  c=$(ls $D/ir/$n/*.cubin 2>/dev/null | head -1)
  [ -n "$c" ] && { nvdisasm -g -c -hex $c > $D/ir/$n/$n.nvdisasm 2>&1 || nvdisasm -c $c > $D/ir/$n/$n.nvdisasm 2>&1; }
  TRITON_CACHE_DIR=$D/cache/shared timeout 170 python3 $HERE/driver.py warm $K $n > $D/log/$n.warm.out 2>&1
  echo "warm $n rc=$?"
}
export -f phase1
awk '{print $1}' $D/order.txt | xargs -P 12 -I{} bash -c 'phase1 {}' > $D/log/phase1.log 2>&1
echo "phase1 done at $((SECONDS-T0)) s"; grep -v 'rc=0' $D/log/phase1.log
export TRITON_CACHE_DIR=$D/cache/shared
timeout 170 python3 $HERE/driver.py bench $K $D/bench.json $(awk '{print $1}' $D/order.txt) > $D/log/bench.log 2>&1
echo "bench rc=$? at $((SECONDS-T0)) s"; grep -c median_ms $D/log/bench.log; grep error $D/log/bench.log | cut -c1-300
ncu --list-sections > $D/ncu/sections.txt 2>&1
SECS=""; for s in SpeedOfLight LaunchStats Occupancy MemoryWorkloadAnalysis MemoryWorkloadAnalysis_Chart MemoryWorkloadAnalysis_Tables ComputeWorkloadAnalysis SchedulerStats WarpStateStats SourceCounters InstructionStats; do grep -qw "$s" $D/ncu/sections.txt && SECS="$SECS --section $s"; done
REGEX=$(awk '{print $2}' $D/order.txt | sort -u | paste -sd'|')
echo "sections:$SECS"
timeout 170 ncu --clock-control none $SECS -k "regex:^($REGEX)\$" -o $D/ncu/all -f \
  python3 $HERE/driver.py ncu $K $D/order.txt > $D/log/ncu.log 2>&1
echo "ncu rc=$? at $((SECONDS-T0)) s"; tail -n 5 $D/log/ncu.log
if [ -f $D/ncu/all.ncu-rep ]; then
  ncu -i $D/ncu/all.ncu-rep --csv --page raw > $D/ncu/all.raw.csv 2>&1
  ncu -i $D/ncu/all.ncu-rep --csv --page details --print-details all > $D/ncu/all.details.csv 2>&1
  python3 $HERE/assign.py $D/order.txt $D/ncu/all.raw.csv $D/ncu/assign.json
  python3 -c "import json;[print(v['id']) for v in json.load(open('$D/ncu/assign.json')).values() if v]" > $D/ncu/ids.txt
  timeout 60 xargs -P 8 -I{} bash -c 'ncu -i $D/ncu/all.ncu-rep --csv --page source --print-source sass --launch-skip {} --launch-count 1 > $D/ncu/src.{}.csv 2>&1' < $D/ncu/ids.txt
  ls -la $D/ncu | head; du -sh $D/ncu/all.ncu-rep
fi
echo "exports done at $((SECONDS-T0)) s"
rm -rf $D/cache
cd $D && tar czf $OUT/eval.tar.gz --exclude='*.ncu-rep' . && ls -la $OUT
