#!/usr/bin/env bash
# A job array of kriegsspiel games on a one-machine Slurm cluster, checked against the same games played in one
# process. `.ci/run` runs it after the build; docs/scaling.md explains it and the multi-node version.
#
#   npm run build && bash scripts/slurm/single-node.sh [--install] [--keep]
#
# What it does, in order:
#  1. installs the Debian packages slurmctld slurmd slurm-client munge if they are missing (only with CI=true or
#     --install; otherwise it prints the apt-get line and stops);
#  2. starts munged (unless one already answers: then it uses it and leaves it alone), then slurmctld and slurmd
#     with a private configuration in a fresh temporary directory (SLURM_CONF points daemons and clients at it);
#  3. submits scripts/slurm/kriegsspiel-array.sbatch as an array of KS_TASKS tasks (task i: one `kriegsspiel play`
#     game of KS_SCENARIOS[i mod n] with seed KS_SEED + i, its record written to a shared output directory) and,
#     meanwhile, plays the same games in one process (scripts/slurm/reference.mjs);
#  4. waits for the array (squeue polling, KS_TIMEOUT seconds at most), checks that every task COMPLETED with exit
#     code 0, that every record equals the one-process record byte for byte and that every log ends in `Result:`;
#  5. stops every daemon it started, by PID, on every exit (a trap), and removes the temporary directory (kept on
#     failure, or with --keep).
#
# Safe on a developer machine: it writes nothing under /etc/slurm (an existing /etc/slurm/slurm.conf is ignored,
# never read or changed), refuses to run next to a running slurmctld or slurmd (they would share ports), never stops
# a munged it did not start, installs packages or adds the host name to /etc/hosts only with CI=true (packages also
# with --install), and is idempotent (each run has its own directory and starts from empty Slurm state).
# It needs root for the daemons; not root, it re-runs itself with `sudo -n` if that works, else it stops.
#
# Environment: KS_TASKS (8), KS_SCENARIOS (skirmish,austerlitz,danube-s1), KS_SEED (1), KS_BOTS (random,random),
# KS_TIMEOUT (90: seconds for the array).
set -euo pipefail

repo=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
install=false
keep=false
for arg in "$@"; do
  case $arg in
    --install) install=true ;;
    --keep) keep=true ;;
    -h | --help) sed -n '2,/^set -euo/p' "${BASH_SOURCE[0]}" | sed '$d; s/^# \{0,1\}//'; exit 0 ;;
    *) echo "slurm: unknown argument $arg (try --help)" >&2; exit 2 ;;
  esac
done

export KS_TASKS=${KS_TASKS:-8} KS_SCENARIOS=${KS_SCENARIOS:-skirmish,austerlitz,danube-s1} KS_SEED=${KS_SEED:-1} \
  KS_BOTS=${KS_BOTS:-random,random} KS_TIMEOUT=${KS_TIMEOUT:-90}
in_ci=false
[ "${CI:-}" = true ] && in_ci=true

log() { printf '[slurm %3ss] %s\n' "$SECONDS" "$*"; }
die() { printf 'slurm: %s\n' "$*" >&2; exit 1; }

if [ "$(id -u)" -ne 0 ]; then
  if command -v sudo >/dev/null && sudo -n true 2>/dev/null; then
    exec sudo -n env "PATH=$PATH" "CI=${CI:-}" "KS_TASKS=$KS_TASKS" "KS_SCENARIOS=$KS_SCENARIOS" "KS_SEED=$KS_SEED" \
      "KS_BOTS=$KS_BOTS" "KS_TIMEOUT=$KS_TIMEOUT" bash "${BASH_SOURCE[0]}" "$@"
  fi
  die "needs root (or passwordless sudo) to start munged, slurmctld and slurmd"
fi
[ -f "$repo/dist/cli.js" ] || die "no $repo/dist/cli.js: run npm run build first"
command -v node >/dev/null || die "node is not on PATH"
[[ $KS_TASKS =~ ^[1-9][0-9]*$ ]] || die "KS_TASKS: expected a positive integer, got '$KS_TASKS'"
[[ $KS_SEED =~ ^-?[0-9]+$ ]] || die "KS_SEED: expected an integer, got '$KS_SEED'"
[[ $KS_TIMEOUT =~ ^[1-9][0-9]*$ ]] || die "KS_TIMEOUT: expected a positive number of seconds, got '$KS_TIMEOUT'"
# Inside someone's allocation, inherited SLURM_* variables would steer sbatch; this run has its own cluster.
unset "${!SLURM_@}"

# The PIDs of processes with this exact name, read from /proc (procps may be absent on a fresh machine).
pids_named() {
  local p comm
  for p in /proc/[0-9]*; do
    { read -r comm <"$p/comm"; } 2>/dev/null && [ "$comm" = "$1" ] && printf '%s ' "${p#/proc/}"
  done
  return 0
}
# The same, zombies left out.
live_pids_named() {
  local pid state
  for pid in $(pids_named "$1"); do
    state=$(cut -d ' ' -f 3 "/proc/$pid/stat" 2>/dev/null) && [ "$state" != Z ] && printf '%s ' "$pid"
  done
  return 0
}
running=$(live_pids_named slurmctld)$(live_pids_named slurmd)
[ -z "$running" ] || die "a Slurm daemon is already running here (pid $running): this script runs its own cluster on the default ports; stop that one or run elsewhere"

# What this machine lacks, checked before anything is changed.
packages=(slurmctld slurmd slurm-client munge)
missing=()
for p in "${packages[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q 'ok installed' || missing+=("$p")
done
if [ ${#missing[@]} -gt 0 ]; then
  command -v apt-get >/dev/null || die "missing ${missing[*]} and no apt-get: this script needs Debian or Ubuntu (see docs/scaling.md)"
  $in_ci || $install || die "missing ${missing[*]}; install them with: apt-get install --no-install-recommends ${packages[*]} (or rerun with --install)"
fi
host=$(hostname)
getent hosts "$host" >/dev/null || $in_ci ||
  die "the host name $host does not resolve; add '127.0.0.1 $host' to /etc/hosts (done for you when CI=true)"

work=$(mktemp -d "${TMPDIR:-/tmp}/kriegsspiel-slurm.XXXXXX")
chmod 755 "$work"
mkdir -p "$work/state" "$work/spool" "$work/log" "$work/out" "$work/ref"
munged_pid='' ctld_pid='' slurmd_pid='' ref_pid='' job_id=''

# Stops what this run started, newest first, each by its PID, then checks that none is left.
stop_pid() { # pid name
  local i
  kill "$1" 2>/dev/null || return 0
  for i in $(seq 100); do kill -0 "$1" 2>/dev/null || return 0; sleep 0.1; done
  log "$2 (pid $1) did not stop in 10 s: SIGKILL"
  kill -9 "$1" 2>/dev/null || true
}
cleanup() {
  local rc=$? i
  set +e
  trap - EXIT INT TERM
  [ -z "$ref_pid" ] || stop_pid "$ref_pid" reference
  if [ -n "$job_id" ] && [ -n "$ctld_pid" ] && [ -n "$(squeue -h -j "$job_id" 2>/dev/null)" ]; then
    log "cancelling job $job_id"
    scancel "$job_id"
    for i in $(seq 50); do [ -z "$(squeue -h -j "$job_id" 2>/dev/null)" ] && break; sleep 0.2; done
  fi
  [ -z "$slurmd_pid" ] || stop_pid "$slurmd_pid" slurmd
  [ -z "$ctld_pid" ] || stop_pid "$ctld_pid" slurmctld
  [ -z "$munged_pid" ] || stop_pid "$munged_pid" munged
  wait 2>/dev/null
  for pid in $ref_pid $slurmd_pid $ctld_pid $munged_pid; do
    kill -0 "$pid" 2>/dev/null && { log "pid $pid is still running"; rc=1; }
  done
  # Job steps end on their own; their zombies wait a few seconds for init to reap them (harmless).
  for i in $(seq 25); do [ -z "$(live_pids_named slurmstepd)" ] && break; sleep 0.2; done
  [ -z "$(live_pids_named slurmstepd)" ] || log "slurmstepd still running: pid $(live_pids_named slurmstepd)"
  log "stopped every process this run started (pids: ${slurmd_pid:-} ${ctld_pid:-} ${munged_pid:-} ${ref_pid:-})"
  if [ "$rc" -ne 0 ]; then
    for f in "$work"/log/*; do [ -s "$f" ] && { echo "--- $f (last lines)"; tail -n 10 "$f"; }; done
    log "FAILED; outputs kept in $work"
  elif $keep; then
    log "outputs kept in $work"
  else
    rm -rf "$work"
  fi
  exit "$rc"
}
trap cleanup EXIT
trap 'exit 130' INT
trap 'exit 143' TERM

# 1. Packages.
if [ ${#missing[@]} -gt 0 ]; then
  log "installing ${missing[*]} (apt-get)"
  { apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "${packages[@]}"; } \
    >"$work/log/apt.log" 2>&1 || die "apt-get failed (see above)"
fi
log "packages: $(dpkg-query -W -f='${Package} ${Version}  ' slurmctld munge)"

if ! getent hosts "$host" >/dev/null; then
  echo "127.0.0.1 $host" >>/etc/hosts
  log "added 127.0.0.1 $host to /etc/hosts"
fi

# 2. munge: no systemd here, so the run directory is made by hand; the key comes with the package.
if munge -n >/dev/null 2>&1; then
  log "munged already running: using it, and leaving it running"
else
  [ -s /etc/munge/munge.key ] || runuser -u munge -- mungekey --create
  install -d -o munge -g munge -m 0755 /run/munge
  runuser -u munge -- /usr/sbin/munged
  munged_pid=$(cat /run/munge/munged.pid)
  for i in $(seq 50); do munge -n >/dev/null 2>&1 && break; sleep 0.1; done
  munge -n | unmunge >/dev/null || die "munged does not answer"
  log "munged started (pid $munged_pid)"
fi

# The cluster: this machine is the controller and the only node; cgroups are avoided (linuxproc, task/none).
node_line=$(slurmd -C | head -n 1)
cat >"$work/slurm.conf" <<EOF
ClusterName=kriegsspiel-ci
SlurmctldHost=$host
SlurmUser=root
SlurmdUser=root
AuthType=auth/munge
CredType=cred/munge
MpiDefault=none
ProctrackType=proctrack/linuxproc
TaskPlugin=task/none
SelectType=select/cons_tres
SelectTypeParameters=CR_Core
JobAcctGatherType=jobacct_gather/none
AccountingStorageType=accounting_storage/none
JobCompType=jobcomp/none
SchedulerType=sched/backfill
SchedulerParameters=batch_sched_delay=0
ReturnToService=2
MailProg=/bin/true
StateSaveLocation=$work/state
SlurmdSpoolDir=$work/spool
SlurmctldPidFile=$work/slurmctld.pid
SlurmdPidFile=$work/slurmd.pid
SlurmctldLogFile=$work/log/slurmctld.log
SlurmdLogFile=$work/log/slurmd.log
$node_line State=UNKNOWN
PartitionName=ci Nodes=ALL Default=YES MaxTime=INFINITE State=UP
EOF
export SLURM_CONF=$work/slurm.conf
# -D: stay in the foreground, so $! is the daemon's PID; -c: start from empty job state. Output to files, never
# to this script's stdout (a CI pipe would stay open).
slurmctld -D -c >"$work/log/slurmctld.out" 2>&1 &
ctld_pid=$!
slurmd -D >"$work/log/slurmd.out" 2>&1 &
slurmd_pid=$!
for i in $(seq 150); do [ "$(sinfo -h -n "$host" -o %t 2>/dev/null)" = idle ] && break; sleep 0.2; done
[ "$(sinfo -h -n "$host" -o %t 2>/dev/null)" = idle ] || die "the node $host is not idle after 30 s: $(sinfo -h -N 2>&1)"
log "cluster up: slurmctld pid $ctld_pid, slurmd pid $slurmd_pid, node: $node_line"

# 3. The array, and the same games in one process meanwhile.
export KS_OUT=$work/out KS_CLI="node $repo/dist/cli.js"
job_id=$(sbatch --parsable --array="0-$((KS_TASKS - 1))" --chdir="$work" --output="$work/log/task-%a.out" \
  "$repo/scripts/slurm/kriegsspiel-array.sbatch")
log "submitted job $job_id: $KS_TASKS tasks of ${KS_SCENARIOS} (seeds $KS_SEED..$((KS_SEED + KS_TASKS - 1)), bots $KS_BOTS)"
node "$repo/scripts/slurm/reference.mjs" --out "$work/ref" --tasks "$KS_TASKS" --scenarios "$KS_SCENARIOS" \
  --seed "$KS_SEED" --bots "$KS_BOTS" >"$work/log/reference.out" 2>&1 &
ref_pid=$!

# 4. Wait, then check. No accounting database here, so no sacct: task states come from scontrol (kept 300 s).
deadline=$((SECONDS + KS_TIMEOUT))
while queued=$(squeue -h -j "$job_id" 2>/dev/null || echo '?') && [ -n "$queued" ]; do
  [ "$SECONDS" -lt "$deadline" ] || die "the array was not done after $KS_TIMEOUT s: $(squeue -h -j "$job_id" 2>&1)"
  sleep 0.2
done
log "array done"
states=$(scontrol -o show job "$job_id")
ok=$(grep -c 'JobState=COMPLETED .*ExitCode=0:0' <<<"$states" || true)
[ "$ok" -eq "$KS_TASKS" ] || die "$ok of $KS_TASKS tasks completed with exit code 0: $(grep -o 'ArrayTaskId=[0-9]* .*JobState=[A-Z]*\|ExitCode=[0-9:]*' <<<"$states")"
wait "$ref_pid" || { ref_pid=''; die "the one-process reference failed"; }
ref_pid=''
log "$(cat "$work/log/reference.out")"
IFS=, read -r -a scenarios <<<"$KS_SCENARIOS"
for ((i = 0; i < KS_TASKS; i++)); do
  record=$work/out/task-$i.json
  [ -s "$record" ] || die "task $i wrote no record"
  cmp -s "$record" "$work/ref/task-$i.json" || die "task $i: its record differs from the same game played in one process"
  result=$(tail -n 1 "$work/out/task-$i.log")
  [[ $result == Result:* ]] || die "task $i: its log does not end in a Result: line"
  printf '  task %-2s %-12s seed %-4s sha256 %.16s  %s\n' "$i" "${scenarios[i % ${#scenarios[@]}]}" "$((KS_SEED + i))" \
    "$(sha256sum "$record")" "$result"
done
log "ok: $KS_TASKS Slurm tasks gave the same game records as one process"
