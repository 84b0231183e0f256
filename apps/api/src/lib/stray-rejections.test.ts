import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const guard = resolve(import.meta.dirname, 'stray-rejections.ts');

/** A process that rejects a promise nobody awaits, as pg-boss does when a job's completion fails. */
function runStrayRejection(isGuarded: boolean) {
  const script = `
    ${
      isGuarded
        ? `const { logStrayRejections } = await import(${JSON.stringify(guard)});
    logStrayRejections({ error: (fields, message) => console.log('logged:', message, fields.err.message) });`
        : ''
    }
    void Promise.reject(new Error('Connection terminated unexpectedly'));
    setTimeout(() => console.log('still serving'), 50);
  `;
  return spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], { encoding: 'utf8', timeout: 30_000 });
}

describe('a promise rejection nobody handles', () => {
  it('is logged, and the process goes on', () => {
    const guarded = runStrayRejection(true);
    expect(guarded.stdout).toContain('logged: a promise failed with no handler; the process goes on Connection terminated unexpectedly');
    expect(guarded.stdout).toContain('still serving');
    expect(guarded.status).toBe(0);
  });

  it('ends a process without the guard (what Node does by default)', () => {
    const unguarded = runStrayRejection(false);
    expect(unguarded.stdout).not.toContain('still serving');
    expect(unguarded.status).not.toBe(0);
  });
});
