import { describe, expect, it } from 'vitest';
import { chooseSandboxPort } from './sandbox-port';

describe('the sandbox aggregator port of npm start', () => {
  it('is 3100 beside the site on its default port or any other', () => {
    expect(chooseSandboxPort({})).toBe(3100);
    expect(chooseSandboxPort({ PORT: '8080' })).toBe(3100);
  });

  it('moves to 3101 when the site is given 3100, so the two never share a port', () => {
    expect(chooseSandboxPort({ PORT: '3100' })).toBe(3101);
  });

  it('is SANDBOX_PORT when set', () => {
    expect(chooseSandboxPort({ PORT: '3100', SANDBOX_PORT: '4200' })).toBe(4200);
  });

  it('refuses the same port for both, naming the variable to change', () => {
    expect(() => chooseSandboxPort({ PORT: '4000', SANDBOX_PORT: '4000' })).toThrow(
      'PORT and SANDBOX_PORT are both 4000: give the sandbox aggregator another SANDBOX_PORT',
    );
    expect(() => chooseSandboxPort({ SANDBOX_PORT: '3000' })).toThrow('both 3000');
  });

  it('refuses a SANDBOX_PORT that is no port number', () => {
    expect(() => chooseSandboxPort({ SANDBOX_PORT: 'abc' })).toThrow('SANDBOX_PORT is "abc": give a port number from 1 to 65535');
    expect(() => chooseSandboxPort({ SANDBOX_PORT: '70000' })).toThrow('from 1 to 65535');
    expect(() => chooseSandboxPort({ SANDBOX_PORT: '' })).toThrow('from 1 to 65535');
  });
});
