// axe-core on the pages of the shell: no serious or critical violation.
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBrowser } from './support/browser';
import { DEMO, signIn } from './support/flows';

const browser = useBrowser();
const axePath = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

async function seriousViolations(page: Page): Promise<string[]> {
  await page.addScriptTag({ path: axePath });
  const results = await page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: {
          run: (
            ctx: Document,
          ) => Promise<{ violations: { id: string; impact: string; nodes: { target: string[] }[] }[] }>;
        };
      }
    ).axe;
    return (await axe.run(document)).violations;
  });
  return results
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

describe('accessibility (axe-core)', () => {
  it('sign-in page', async () => {
    const { page } = await browser.newPage();
    await page.goto('/login');
    await page.getByRole('button', { name: 'Přihlásit se' }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('dashboard and profile page', async () => {
    const { page } = await browser.newPage();
    await signIn(page, DEMO.club);
    await page.getByText('Aktuální sezóna').waitFor();
    await page.getByText('2026').first().waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await page.goto('/zone/club/account/user-profile');
    await page.getByRole('heading', { level: 1, name: 'Uživatelský profil' }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('not-found page', async () => {
    const { page } = await browser.newPage();
    await page.goto('/zone/public/neexistuje');
    await page.getByRole('heading', { name: 'Nenalezeno' }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
  });
});
