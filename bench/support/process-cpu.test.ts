import { describe, expect, it } from 'vitest';
import { cpuMicrosecondsPerCall, parseStat, readCpuSeconds } from './process-cpu';

describe('process CPU from /proc', () => {
  it('reads the process group and user + system ticks after a command name with spaces and parentheses', () => {
    const text = '4242 (node (worker) 1) S 4000 4100 4100 0 -1 4194560 100 0 0 0 250 75 0 0 20 0 11 0 5000 1000 300';
    expect(parseStat(4242, text)).toEqual({ pid: 4242, command: 'node (worker) 1', processGroup: 4100, cpuTicks: 325 });
  });

  it('refuses a line that is not a stat line', () => {
    expect(parseStat(1, 'no parentheses here')).toBeUndefined();
  });

  it('counts the CPU this process burns between two snapshots', () => {
    const before = readCpuSeconds({ bench: 'self' });
    // Spin until the kernel's own count (which /proc reads too) says 200 ms of CPU went by.
    const startedAt = process.cpuUsage();
    let spin = 0;
    while (process.cpuUsage(startedAt).user + process.cpuUsage(startedAt).system < 200_000) spin += Math.sqrt(spin + 1);
    const after = readCpuSeconds({ bench: 'self' });
    // 200 ms over 100 calls is 2,000 µs a call; /proc counts in 10 ms ticks.
    expect(spin).toBeGreaterThan(0);
    expect(cpuMicrosecondsPerCall(before, after, 100).get('bench')).toBeGreaterThanOrEqual(1_800);
  });
});
