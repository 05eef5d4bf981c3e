// Smoke: the built web application is served at deep links, and API errors are problem details.
import { describe, expect, it } from 'vitest';
import { baseUrl, useBrowser } from './support/browser';

const browser = useBrowser();

describe('smoke', () => {
  it('serves the application with the runtime configuration at a deep link', async () => {
    const { page } = await browser.newPage();
    const response = await page.goto('/zone/admin/something/deep');
    expect(response?.status()).toBe(200);
    expect(
      await page.evaluate(
        () => (window as unknown as { __FEDRA_CONFIG__: { projectName: string } }).__FEDRA_CONFIG__.projectName,
      ),
    ).toBe('Fedra');
    expect(await page.locator('html').getAttribute('lang')).toBe('cs');
  });

  it('answers an unknown /api path with 404 problem details', async () => {
    const res = await fetch(`${baseUrl()}/api/no-such-endpoint-${Date.now()}`, {
      headers: { Accept: 'application/json' },
    });
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toMatch(/^application\/problem\+json\b/);
    expect(((await res.json()) as { status?: number }).status).toBe(404);
  });
});
