import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { updateBrandSettings } from '../modules/brands/brands.repo';
import { createHostedBrand } from '../test-support/rewards';
import { createTestApp, type TestApp } from '../test-support/test-app';

/** The policy as a map of directive to its sources. */
function readPolicy(header: string | string[] | number | undefined): Map<string, string[]> {
  const directives = String(header ?? '')
    .split(';')
    .map((part) => part.trim().split(/\s+/))
    .filter((words) => words[0]);
  return new Map(directives.map(([name = '', ...values]) => [name, values]));
}

describe('security headers', () => {
  let t: TestApp;
  let brand: Awaited<ReturnType<typeof createHostedBrand>>;
  beforeAll(async () => {
    t = await createTestApp({ TRUST_PROXY: '127.0.0.1' });
    brand = await createHostedBrand(t);
  });
  afterAll(() => t.close());

  const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers: { host: brand.host, ...headers } });

  it('sends a page a policy that allows scripts and calls from the site only, and no framing by anyone', async () => {
    const response = await get('/');
    const policy = readPolicy(response.headers['content-security-policy']);
    expect(policy.get('default-src')).toEqual(["'self'"]);
    expect(policy.get('script-src')).toEqual(["'self'"]);
    expect(policy.get('connect-src')).toEqual(["'self'"]);
    expect(policy.get('object-src')).toEqual(["'none'"]);
    expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(response.headers['permissions-policy']).toContain('camera=()');
    expect(response.headers['strict-transport-security']).toBeUndefined();
  });

  it("adds the brand's chat widget origin, once the brand turns it on", async () => {
    await updateBrandSettings(t.database.db, brand.id, { chatWidget: { isEnabled: true, scriptUrl: 'https://chat.example.com/widget.js?v=2', fields: [] } });
    t.services.brands.invalidate();
    const policy = readPolicy((await get('/login')).headers['content-security-policy']);
    expect(policy.get('script-src')).toEqual(["'self'", 'https://chat.example.com']);
    expect(policy.get('connect-src')).toEqual(["'self'", 'https://chat.example.com']);
    // Another brand's widget is not this brand's.
    const other = await t.app.inject({ method: 'GET', url: '/login', headers: { host: 'localhost' } });
    expect(readPolicy(other.headers['content-security-policy']).get('script-src')).toEqual(["'self'"]);
  });

  it('lets the site frame only the pages its brand frames on its own host', async () => {
    const demo = (url: string) => t.app.inject({ method: 'GET', url, headers: { host: 'localhost' } });
    // The demo brand frames /brand-assets/demo/live-score.html from its own site.
    expect(readPolicy((await demo('/brand-assets/demo/live-score.html?x=1')).headers['content-security-policy']).get('frame-ancestors')).toEqual(["'self'"]);
    expect(readPolicy((await demo('/brand-assets/demo/other.html')).headers['content-security-policy']).get('frame-ancestors')).toEqual(["'none'"]);
  });

  it('gives the API documentation page its own policy, which runs no script but its own', async () => {
    const docs = await t.app.inject({ method: 'GET', url: '/docs/static/index.html' });
    const policy = readPolicy(docs.headers['content-security-policy']);
    expect(policy.get('script-src')?.every((source) => source === "'self'" || source.startsWith("'sha256-"))).toBe(true);
    expect(policy.get('style-src')).toContain("'unsafe-inline'");
  });

  it('gives an API reply a policy that loads and runs nothing, and only the headers a reply that is not drawn uses', async () => {
    for (const response of [await get('/api/setting'), await get('/api/no-such-route'), await get('/api/setting', { 'x-forwarded-proto': 'https' })]) {
      const policy = readPolicy(response.headers['content-security-policy']);
      expect(policy.get('default-src')).toEqual(["'none'"]);
      expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
      expect(policy.size).toBe(2);
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['cross-origin-resource-policy']).toBe('same-origin');
      expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(response.headers['permissions-policy']).toBeUndefined();
      expect(response.headers['x-xss-protection']).toBeUndefined();
    }
  });

  it('sends HSTS only on a request that came over https', async () => {
    const overHttps = await get('/api/setting', { 'x-forwarded-proto': 'https' });
    expect(overHttps.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect((await get('/api/setting', { 'x-forwarded-proto': 'http' })).headers['strict-transport-security']).toBeUndefined();
  });

  it('gives a built script, style or font only the headers a subresource uses, and a page all of them', async () => {
    const script = await get('/assets/index-abc123.js');
    expect(script.headers['x-content-type-options']).toBe('nosniff');
    expect(script.headers['cross-origin-resource-policy']).toBe('same-origin');
    expect(script.headers['content-security-policy']).toBeUndefined();
    expect(script.headers['permissions-policy']).toBeUndefined();
    const page = await get('/auth/dashboard');
    expect(readPolicy(page.headers['content-security-policy']).get('frame-ancestors')).toEqual(["'none'"]);
    expect(page.headers['x-content-type-options']).toBe('nosniff');
  });
});
