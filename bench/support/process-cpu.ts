import { readdirSync, readFileSync } from 'node:fs';

/**
 * CPU time (user + system, every thread) of the processes a bench cares about, read from Linux's
 * /proc/<pid>/stat. Where a throughput goes on a machine whose cores are shared by the load
 * generator, the servers and PostgreSQL is told by CPU per call, not by the rate alone.
 */

/** /proc/<pid>/stat counts in clock ticks; Linux reports USER_HZ = 100 to user space on every architecture it runs. */
const TICKS_PER_SECOND = 100;

interface ProcessStat {
  pid: number;
  command: string;
  processGroup: number;
  cpuTicks: number;
}

/** The fields after the command name, which is in parentheses and may itself hold spaces. */
export function parseStat(pid: number, text: string): ProcessStat | undefined {
  const open = text.indexOf('(');
  const close = text.lastIndexOf(')');
  if (open < 0 || close < open) return undefined;
  const fields = text.slice(close + 2).split(' ');
  // After the name: state(0) ppid(1) pgrp(2) ... utime(11) stime(12), per proc(5).
  const processGroup = Number(fields[2]);
  const cpuTicks = Number(fields[11]) + Number(fields[12]);
  if (!Number.isFinite(processGroup) || !Number.isFinite(cpuTicks)) return undefined;
  return { pid, command: text.slice(open + 1, close), processGroup, cpuTicks };
}

function readAllStats(): ProcessStat[] {
  const stats: ProcessStat[] = [];
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const stat = parseStat(Number(name), readFileSync(`/proc/${name}/stat`, 'utf8'));
      if (stat) stats.push(stat);
    } catch {
      // The process ended between the listing and the read.
    }
  }
  return stats;
}

/** Which processes make up each named part: a child server's process group, PostgreSQL's processes by name, this process. */
export type CpuParts = Record<string, { processGroup: number } | { command: string } | 'self'>;

export type CpuSnapshot = Map<string, number>;

/** Seconds of CPU each part has used so far; a process that ended since is simply no longer counted. */
export function readCpuSeconds(parts: CpuParts): CpuSnapshot {
  const stats = readAllStats();
  const snapshot: CpuSnapshot = new Map();
  for (const [name, selector] of Object.entries(parts)) {
    const ticks = stats
      .filter((stat) =>
        selector === 'self'
          ? stat.pid === process.pid
          : 'processGroup' in selector
            ? stat.processGroup === selector.processGroup
            : stat.command === selector.command,
      )
      .reduce((sum, stat) => sum + stat.cpuTicks, 0);
    snapshot.set(name, ticks / TICKS_PER_SECOND);
  }
  return snapshot;
}

/**
 * Microseconds of CPU per call of each part between two snapshots. PostgreSQL backends that
 * started in between count from zero, so their whole time is included.
 */
export function cpuMicrosecondsPerCall(before: CpuSnapshot, after: CpuSnapshot, calls: number): Map<string, number> {
  const perCall = new Map<string, number>();
  for (const [name, seconds] of after) perCall.set(name, ((seconds - (before.get(name) ?? 0)) * 1_000_000) / calls);
  return perCall;
}
