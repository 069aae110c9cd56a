// CPU seconds read from /proc (Linux), for what the load generator reports beside its own CPU: how much of the
// machine went to other processes while it loaded a server (round-validity.ts, G-86).
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';

/** Clock ticks per second of /proc's counters (`getconf CLK_TCK`, 100 on Linux). */
const TICKS = (() => {
  try {
    return Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;
  } catch {
    return 100;
  }
})();

/**
 * CPU seconds the whole machine has spent busy since boot: user, nice, system and steal of /proc/stat (time
 * the hypervisor gave to others counts as busy too); idle, I/O wait and interrupts left out.
 *
 * @example
 * const before = machineBusySeconds();
 */
export function machineBusySeconds(): number {
  const line = readFileSync('/proc/stat', 'utf8').split('\n', 1)[0] ?? '';
  const [user = 0, nice = 0, system = 0, , , , , steal = 0] = line.trim().split(/\s+/).slice(1).map(Number);
  return (user + nice + system + steal) / TICKS;
}

/** pid, parent pid and CPU seconds (user + system) of one process, from /proc/<pid>/stat. */
function readStat(pid: string): { ppid: number; seconds: number } | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name (which may hold spaces): state, ppid, ..., utime (14th), stime (15th).
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return { ppid: Number(fields[1]), seconds: (Number(fields[11]) + Number(fields[12])) / TICKS };
  } catch {
    return undefined; // gone meanwhile
  }
}

/**
 * CPU seconds a process and every process under it have spent (all threads; a server that forks workers,
 * or `java` with its JIT and GC threads, counts whole).
 *
 * @example
 * const before = processTreeSeconds(server.pid);
 */
export function processTreeSeconds(root: number): number {
  const stats = new Map<number, { ppid: number; seconds: number }>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const stat = readStat(entry);
    if (stat) stats.set(Number(entry), stat);
  }
  let total = 0;
  const inTree = (pid: number): boolean => {
    for (let at = pid, depth = 0; at > 1 && depth < 64; depth += 1) {
      if (at === root) return true;
      at = stats.get(at)?.ppid ?? 0;
    }
    return false;
  };
  for (const [pid, stat] of stats) if (inTree(pid)) total += stat.seconds;
  return total;
}

/**
 * CPU seconds this process and its children that have exited (and been waited for) have spent: utime, stime,
 * cutime and cstime of /proc/self/stat. Around a child's whole life, its CPU is the growth of this less ours.
 *
 * @example
 * const before = selfAndExitedChildrenSeconds();
 */
export function selfAndExitedChildrenSeconds(): number {
  const stat = readFileSync('/proc/self/stat', 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12]) + Number(fields[13]) + Number(fields[14])) / TICKS;
}
