/**
 * CPU seconds used so far by this process (every thread) and by its live child processes (every thread), read from
 * Linux's /proc, so that a pool of worker processes is counted like a pool of worker threads. Elsewhere (no /proc)
 * it falls back to this process alone (`process.cpuUsage`), which misses worker processes.
 */
import { readdirSync, readFileSync } from 'node:fs';

/** Clock ticks per second of /proc's times (USER_HZ: 100 on Linux's usual builds). */
const TICKS = 100;

/** Fields after the command name of /proc/<pid>/stat (the name is in parentheses and may hold spaces). */
function statFields(pid: string): string[] | undefined {
  try {
    const text = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return text.slice(text.lastIndexOf(')') + 2).split(' ');
  } catch {
    return undefined; // the process ended meanwhile
  }
}

/** The child processes of `pid` (direct children, which is what a pool starts). */
function childrenOf(pid: number): string[] {
  const kids: string[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const fields = statFields(entry);
    if (fields !== undefined && Number(fields[1]) === pid) kids.push(entry);
  }
  return kids;
}

/**
 * CPU seconds (user + system) of this process and its live children. A child's time counts only while it lives:
 * take both readings while the pool is open.
 *
 * @example
 * ```ts
 * import { processTreeCpuSeconds } from './processTreeCpu.js';
 * const before = processTreeCpuSeconds();
 * // ... run games on an open pool ...
 * const used = processTreeCpuSeconds() - before;
 * ```
 */
export function processTreeCpuSeconds(): number {
  let hasProc = true;
  try {
    readdirSync('/proc/self/task');
  } catch {
    hasProc = false;
  }
  if (!hasProc) {
    const usage = process.cpuUsage();
    return (usage.user + usage.system) / 1e6;
  }
  let ticks = 0;
  for (const pid of [String(process.pid), ...childrenOf(process.pid)]) {
    const fields = statFields(pid);
    // utime and stime are fields 14 and 15 of stat, 11 and 12 after the name; they cover every thread of the process.
    if (fields !== undefined) ticks += Number(fields[11]) + Number(fields[12]);
  }
  return ticks / TICKS;
}
