#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# A private single-node Slurm for tests (docs/runners.md, "Testing"): munge and Slurm from Debian's munge
# and slurm-wlm packages, every file under DIR, ports chosen free, run as the current user (root here).
#   tests/slurm-cluster.sh start DIR   -> prints `export SLURM_CONF=DIR/slurm.conf`; exit 0 when `sinfo` shows
#                                         the node idle, 3 when munge or Slurm is missing, 1 when they do not start
#   tests/slurm-cluster.sh stop DIR    -> stops the daemons by the PIDs in their pid files
set -uo pipefail
cmd=${1:-}; dir=${2:-}
[ -n "$cmd" ] && [ -n "$dir" ] || { echo "usage: $0 start|stop DIR" >&2; exit 2; }
mkdir -p "$dir"; dir=$(cd "$dir" && pwd)
PATH=$PATH:/usr/sbin:/sbin

stop() {
    # Jobs first, so that no slurmstepd is left behind without its slurmd.
    if [ -f "$dir/slurmctld.pid" ] && [ -f "$dir/slurm.conf" ]; then
        SLURM_CONF="$dir/slurm.conf" scancel --full --quiet --user="$(id -un)" 2>/dev/null
        for _ in $(seq 100); do
            [ -z "$(SLURM_CONF="$dir/slurm.conf" squeue -h -o %i -t PD,R,CG,CF,S 2>/dev/null)" ] && break
            sleep 0.2
        done
    fi
    for f in slurmd.pid slurmctld.pid munged.pid; do
        [ -f "$dir/$f" ] || continue
        pid=$(cat "$dir/$f" 2>/dev/null)
        [ -n "$pid" ] && kill "$pid" 2>/dev/null
    done
    for f in slurmd.pid slurmctld.pid munged.pid; do
        [ -f "$dir/$f" ] || continue
        pid=$(cat "$dir/$f" 2>/dev/null)
        for _ in $(seq 50); do kill -0 "$pid" 2>/dev/null || break; sleep 0.1; done
        kill -9 "$pid" 2>/dev/null
        rm -f "$dir/$f"
    done
}
if [ "$cmd" = stop ]; then stop; exit 0; fi

for b in munged mungekey slurmctld slurmd sinfo sbatch squeue scancel; do
    command -v "$b" >/dev/null || { echo "slurm-cluster: $b not found (install slurm-wlm and munge)" >&2; exit 3; }
done
free_port() { python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1",0)); print(s.getsockname()[1])'; }
mkdir -p "$dir/state" "$dir/spool" "$dir/log" "$dir/munge"
chmod 755 "$dir/munge"
[ -f "$dir/munge/munge.key" ] || mungekey --create --keyfile="$dir/munge/munge.key" >/dev/null 2>&1 \
    || dd if=/dev/urandom of="$dir/munge/munge.key" bs=1024 count=1 2>/dev/null
chmod 600 "$dir/munge/munge.key"
munged --force --key-file="$dir/munge/munge.key" --socket="$dir/munge/munge.sock" --pid-file="$dir/munged.pid" \
    --log-file="$dir/log/munged.log" --seed-file="$dir/munge/seed" || { echo "slurm-cluster: munged did not start" >&2; exit 1; }
host=$(hostname -s)
cpus=8
cat > "$dir/slurm.conf" <<CONF
ClusterName=lstest
SlurmctldHost=$host(127.0.0.1)
SlurmctldPort=$(free_port)
SlurmdPort=$(free_port)
AuthType=auth/munge
CredType=cred/munge
AuthInfo=socket=$dir/munge/munge.sock
ProctrackType=proctrack/linuxproc
TaskPlugin=task/none
SchedulerType=sched/backfill
SelectType=select/cons_tres
SelectTypeParameters=CR_CPU
SlurmdParameters=config_overrides
ReturnToService=2
MpiDefault=none
KillWait=2
OverTimeLimit=0
MinJobAge=600
InactiveLimit=0
SlurmctldPidFile=$dir/slurmctld.pid
SlurmdPidFile=$dir/slurmd.pid
StateSaveLocation=$dir/state
SlurmdSpoolDir=$dir/spool
SlurmctldLogFile=$dir/log/ctld.log
SlurmdLogFile=$dir/log/d.log
SlurmUser=$(id -un)
SlurmdUser=$(id -un)
NodeName=$host NodeAddr=127.0.0.1 NodeHostname=$host CPUs=$cpus RealMemory=4000 State=UNKNOWN
PartitionName=debug Nodes=$host Default=YES MaxTime=INFINITE State=UP
CONF
export SLURM_CONF="$dir/slurm.conf"
slurmctld -i || { echo "slurm-cluster: slurmctld did not start (see $dir/log/ctld.log)" >&2; stop; exit 1; }
slurmd || { echo "slurm-cluster: slurmd did not start (see $dir/log/d.log)" >&2; stop; exit 1; }
for _ in $(seq 60); do
    state=$(sinfo -h -o %T 2>/dev/null | head -n1)
    [ "$state" = idle ] && { echo "export SLURM_CONF=$dir/slurm.conf"; exit 0; }
    sleep 0.5
done
echo "slurm-cluster: the node did not become idle (state '${state:-none}'; see $dir/log)" >&2
stop
exit 1
