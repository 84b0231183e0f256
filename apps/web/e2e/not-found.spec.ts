import { expect, test } from './support/journey-test';

test('an unknown path goes to /404 with the Thai not-found text', async ({ page }) => {
  await page.goto('/xyz');
  await expect(page).toHaveURL(/\/404$/);
  await expect(page.getByRole('heading', { name: 'ไม่พบหน้าที่คุณต้องการ' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'กลับสู่หน้าหลักสมาชิก' })).toHaveAttribute('href', '/auth/dashboard');
});

test('the site publishes no source map: the scripts name none, and asking for one is a 404', async ({ page, request }) => {
  await page.goto('/');
  const scripts = await page.locator('script[src]').evaluateAll((elements) => elements.map((element) => element.getAttribute('src') ?? ''));
  expect(scripts.length).toBeGreaterThan(0);
  for (const src of scripts) {
    const script = await request.get(src);
    expect(script.status(), src).toBe(200);
    expect(await script.text(), src).not.toContain('sourceMappingURL');
    expect((await request.get(`${src}.map`)).status(), `${src}.map`).toBe(404);
  }
});
