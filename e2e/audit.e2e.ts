// The audit log end to end (issue 28 item 10): the Administrator signs in, opens the audit page,
// filters by the action "Přihlášení" and by who, finds their own sign-in from this browser, and
// opens its details (the JSON the server wrote). No serious axe-core violation (with the dialog
// closed), a screenshot at desktop and at phone width (375 px), no raw text keys.
import { describe, expect, it } from 'vitest';
import { api, tokenOf } from './support/api';
import { seriousViolations } from './support/axe';
import { screenshot, useBrowser } from './support/browser';
import { DEMO, rawKeys, signIn } from './support/flows';
import { screenshotAtPhoneWidth } from './support/phone';

const browser = useBrowser();

describe('audit log', () => {
  it('the Administrator finds their own sign-in and reads its details', async () => {
    // Before the browser signs in: this sign-in (from Node, not Chromium) is not the one looked for.
    const token = await tokenOf(DEMO.admin);
    const me = (await api(token, 'GET', '/account/me/new')).body as {
      data: { firstName: string; lastName: string };
    };
    const name = `${me.data.firstName} ${me.data.lastName}`;

    const { page } = await browser.newPage();
    await page.goto('/');
    await signIn(page, DEMO.admin);
    await page.goto('/zone/admin/audit');
    await page.getByRole('heading', { level: 1, name: 'Auditní záznamy' }).waitFor();

    // Action: sign-in.
    const action = page.getByRole('combobox', { name: 'Akce' });
    await action.click();
    await page.getByRole('option', { name: 'Přihlášení', exact: true }).click();
    await page.waitForURL(/fields%5Baction%5D%5Bv%5D=sign-in|fields\[action\]\[v\]=sign-in/);
    // Who: the Administrator, found by typing the name.
    await page.getByRole('combobox', { name: 'Kdo' }).fill(me.data.lastName);
    await page.getByRole('option', { name }).first().click();
    await page.waitForURL(/[?&]actor=\d+/);

    const table = page.getByRole('table', { name: 'Auditní záznamy' });
    // This browser's sign-in: the Administrator's, from Chromium.
    const row = table
      .getByRole('row')
      .filter({ has: page.getByRole('link', { name, exact: true }) })
      .filter({ hasText: 'Chrome' })
      .first();
    await row.waitFor();
    await expect.poll(() => row.textContent()).toContain('Přihlášení');
    // Every row now is a sign-in by the Administrator.
    const actions = await table.locator('tbody tr td:nth-child(3)').allTextContents();
    expect(actions.length).toBeGreaterThan(0);
    expect(new Set(actions)).toEqual(new Set(['Přihlášení']));

    await row.getByRole('button', { name: /^Podrobnosti/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Podrobnosti záznamu' });
    await dialog.waitFor();
    await dialog.getByText('"method": "password"').waitFor();
    // The screenshot once the dialog has faded in.
    await expect.poll(() => dialog.evaluate((el) => getComputedStyle(el).opacity)).toBe('1');
    await screenshot(page, 'audit-details');
    await dialog.getByRole('button', { name: 'Zavřít' }).click();
    // Axe only once the dialog has finished closing (its fading copy would be checked too).
    await dialog.waitFor({ state: 'detached' });

    expect((await seriousViolations(page)).join('\n')).toBe('');
    await screenshot(page, 'audit-list');
    await screenshotAtPhoneWidth(page, 'audit-list-phone');
    expect(await rawKeys(page)).toEqual([]);
  });
});
