// Member-card content end to end: an administrator edits the demo content of federation unit 1.
// The generated form refuses a too long sponsor (client check, from the schema's maxLength); a
// rule the form does not check (a pattern added in the schema JSON) comes back from the server
// next to the field; the fixed content is saved and its preview shows the sponsor on the card.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { screenshot, useBrowser } from './support/browser';
import { DEMO, signIn } from './support/flows';

const browser = useBrowser();
const SPONSOR = `Sportovní partner ${Date.now() % 100000}`;

/** The demo schema with a pattern on the sponsor: it must start with a capital letter. */
const SCHEMA = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  type: 'object',
  properties: {
    sponsor: { type: 'string', title: 'Partner průkazu', maxLength: 60, pattern: '^[A-ZÁ-Ž]' },
    cardColor: { type: 'string', title: 'Barva průkazu', enum: ['blue', 'green', 'red', 'gold'] },
    showQr: { type: 'boolean', title: 'Zobrazit QR kód' },
    note: { type: 'string', title: 'Poznámka', maxLength: 200 },
  },
  required: ['cardColor'],
  additionalProperties: false,
};

async function openEdit(page: Page) {
  const row = page.getByRole('row').filter({ has: page.getByRole('button', { name: /^Upravit obsah karty/ }) });
  await row
    .first()
    .getByRole('button', { name: /^Upravit obsah karty/ })
    .click();
  return page.getByRole('dialog', { name: 'Upravit obsah karty' });
}

describe('card contents', () => {
  it('edits the demo content with client and server field errors, saves it and previews the card', async () => {
    const { page } = await browser.newPage();
    await signIn(page, DEMO.admin);
    await page.goto('/zone/admin/member-card/content/list');
    await page.getByRole('heading', { level: 1, name: 'Obsah členské karty' }).waitFor();
    await page.getByRole('columnheader', { name: /Federační jednotka/ }).waitFor();
    await expect.poll(() => page.getByRole('row').count()).toBeGreaterThan(1);

    const dialog = await openEdit(page);
    const sponsor = dialog.getByLabel(/^Partner průkazu/);
    await sponsor.waitFor();

    // Client check: the schema's maxLength (60).
    await sponsor.fill('x'.repeat(61));
    await dialog.getByRole('button', { name: 'Uložit' }).click();
    await dialog.getByText(/Partner průkazu.*60/).waitFor();

    // Server check: a pattern the generated form only describes; the error comes back as data.sponsor.
    await dialog.getByRole('button', { name: /Pokročilé/ }).click();
    const schemaInput = dialog.getByLabel(/^Schéma/);
    await schemaInput.fill(JSON.stringify(SCHEMA, null, 2));
    await dialog.getByText('Tvar: ^[A-ZÁ-Ž]').waitFor();
    await sponsor.fill('malé písmeno');
    await dialog.getByRole('button', { name: 'Uložit' }).click();
    const serverError = dialog.getByText(/Pole Partner průkazu neodpovídá požadovanému tvaru/);
    await serverError.waitFor();
    // The message belongs to the sponsor field (its accessible description).
    const describedBy = await sponsor.getAttribute('aria-describedby');
    expect(describedBy).toBeTruthy();
    const errorId = await serverError.getAttribute('id');
    expect(describedBy?.split(' ')).toContain(errorId);
    await sponsor.scrollIntoViewIfNeeded();
    await screenshot(page, 'card-content-form');
    // ...and is not repeated as a notification.
    expect(await page.getByText('Chyba!').count()).toBe(0);

    // Invalid JSON in the schema is a field error too.
    await schemaInput.fill('{ "type": ');
    await dialog.getByRole('button', { name: 'Uložit' }).click();
    await dialog.getByText('Schéma není platný JSON objekt.').waitFor();
    await schemaInput.fill(JSON.stringify(SCHEMA, null, 2));

    // Fixed: preview in the form (unsaved), then save.
    await sponsor.fill(SPONSOR);
    await dialog.getByRole('button', { name: 'Náhled' }).click();
    await dialog.frameLocator('iframe[title="Náhled členského průkazu"]').getByText(SPONSOR).waitFor();
    await dialog.getByRole('button', { name: 'Uložit' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await page.getByText('Záznam byl úspěšně uložen.').waitFor();

    // The saved content's preview from the list.
    await page
      .getByRole('button', { name: /^Náhled karty/ })
      .first()
      .click();
    const preview = page.getByRole('dialog', { name: /Náhled karty/ });
    const frame = preview.locator('iframe[title="Náhled členského průkazu"]');
    expect(await frame.getAttribute('sandbox')).toBe('');
    await preview.frameLocator('iframe').getByText(SPONSOR).waitFor();
    await screenshot(page, 'card-content');
  });
});
