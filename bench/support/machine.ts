import { availableParallelism, loadavg } from 'node:os';

/** One line saying what the figures were measured on; a busy machine explains a low figure. */
export function describeMachine(): string {
  const load = loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');
  return `${availableParallelism()} cores, load average ${load}, node ${process.version}`;
}
