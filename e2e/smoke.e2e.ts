// Smoke: the built web application is served, reaches the API, and API errors are problem details.
import { describe, expect, it } from 'vitest';
import { baseUrl, screenshot, useBrowser } from './support/browser';

const browser = useBrowser();

describe('smoke', () => {
  it('shows the project name and the API status', async () => {
    const { page } = await browser.newPage();
    const response = await page.goto('/');
    expect(response?.status()).toBe(200);

    await page.getByRole('heading', { level: 1, name: 'Fedra' }).waitFor();
    await page.getByText('Fedra – základ systému běží').waitFor();
    await page.getByText('Stav API: v pořádku').waitFor();
    expect(await page.locator('html').getAttribute('lang')).toBe('cs');

    await screenshot(page, 'smoke');
  });

  it('answers an unknown /api path with 404 problem details', async () => {
    const res = await fetch(`${baseUrl()}/api/no-such-endpoint-${Date.now()}`, {
      headers: { Accept: 'application/json' },
    });
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toMatch(/^application\/problem\+json\b/);
    const body = (await res.json()) as { status?: number };
    expect(body.status).toBe(404);
  });
});
