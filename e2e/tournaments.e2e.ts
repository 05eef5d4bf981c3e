// Tournaments end to end (issue 14, core): the office (expert@) opens Tournaments from the menu,
// creates a tournament through the form (told 'Zadejte čas ve formátu HH:MM.' first), sees it in
// the list, opens its detail with the statute 8 box, attaches a file with progress, publishes it
// and sends it to the commission; the office is offered no approval, the Administrator (super
// admin) approves it; a club manager reads it without actions. At phone width the list and the
// detail are usable. Screenshots of both.
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { isoDay } from './support/api';
import { seriousViolations } from './support/axe';
import { screenshot, useBrowser } from './support/browser';
import { DEMO, rawKeys, signIn, typeDate } from './support/flows';
import { listIdle } from './support/list';
import { screenshotAtPhoneWidth } from './support/phone';
import { watchUploadProgress } from './support/upload';

const browser = useBrowser();
const RUN = Date.now().toString(36).slice(-6);
const NAME = `Velká cena E2E ${RUN}`;

/** A Mantine select: open it (typing to search when asked) and take the option. */
async function choose(
  scope: Page | Locator,
  page: Page,
  label: string | RegExp,
  option: string | RegExp,
  search?: string,
) {
  const box = scope.getByRole('combobox', { name: label }).first();
  if (search) await box.fill(search);
  else await box.click();
  await page.getByRole('option', { name: option }).first().click();
}

const field = (page: Page, label: string) => page.getByLabel(new RegExp(`^${label}\\s*\\*?$`)).first();

describe('tournaments', () => {
  it('the office creates, lists, publishes and sends a tournament; the super admin approves it', async () => {
    const { page } = await browser.newPage();
    await page.goto('/');
    await signIn(page, DEMO.expert);
    const menu = page.getByRole('navigation', { name: 'Hlavní menu' });
    await menu.getByRole('button', { name: 'Turnaje', exact: true }).click();
    await menu.getByRole('link', { name: 'Turnaje', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: 'Turnaje' }).waitFor();
    expect(await page.title()).toBe('Turnaje | Fedra');
    await page.getByRole('tab', { name: 'Aktuální', selected: true }).waitFor();

    // The form: a wrong time is refused with the spec's message before anything is sent.
    await page.getByRole('button', { name: 'Nový turnaj' }).click();
    await page.getByRole('heading', { level: 1, name: 'Nový turnaj' }).waitFor();
    await field(page, 'Název').fill(NAME);
    await choose(page, page, /^Sezóna/, /.+/);
    await typeDate(field(page, 'Datum od'), isoDay(20));
    await typeDate(field(page, 'Datum do'), isoDay(21));
    await field(page, 'Čas zahájení').fill('25:00');
    await choose(page, page, /^Typ/, 'Turnaj dospělých');
    await choose(page, page, 'Úroveň', 'Turnaj kategorie A');
    await field(page, 'Název pořadatele \\(mimo kluby\\)').fill('Badmintonový oddíl E2E');
    await field(page, 'Obec').fill('Praha');
    await field(page, 'Zeměpisná šířka').fill('50.0875');
    await field(page, 'Zeměpisná délka').fill('14.4213');
    await typeDate(field(page, 'Přihlašování od'), isoDay(-1));
    await typeDate(field(page, 'Přihlašování do'), isoDay(15));
    await page.getByRole('button', { name: 'Uložit' }).click();
    await page.getByText('Zadejte čas ve formátu HH:MM.').waitFor();
    await screenshot(page, 'tournament-form-time');
    await field(page, 'Čas zahájení').fill('09:30');
    // The category, who plays, and a further fact (issue 27).
    await choose(page, page, 'Kategorie turnaje', 'Na pozvání');
    await choose(page, page, 'Kdo hraje', 'Družstva');
    await page.getByRole('button', { name: 'Přidat údaj' }).click();
    await field(page, 'Název údaje 1').fill('Míče');
    await field(page, 'Hodnota údaje 1').fill('Yonex AS-30');
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Uložit' }).click();
    await page.waitForURL(/\/zone\/admin\/tournament-dynamic\/detail\/\d+$/);
    const detailUrl = page.url();
    await page.getByRole('heading', { level: 1, name: NAME }).waitFor();
    await page.getByText('Koncept').first().waitFor();
    const statute = page.getByRole('region', { name: 'Stanovy č. 8 – rozhodčí' });
    await statute.waitFor();
    await statute.getByText('Přihlášených rozhodčích je dost.').waitFor();
    await page.getByRole('link', { name: 'Zobrazit na mapě' }).waitFor();
    await page.getByText('Na pozvání, Družstva').waitFor();
    await page.getByText('Yonex AS-30').waitFor();

    // An attachment uploaded with progress.
    await page.getByRole('tab', { name: 'Přílohy' }).click();
    await page.getByRole('button', { name: 'Přidat přílohu' }).click();
    const dialog = page.getByRole('dialog', { name: 'Nová příloha' });
    const progress = await watchUploadProgress(page);
    await dialog.locator('input[type="file"]').setInputFiles({
      name: 'propozice.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(512 * 1024, 'x'), Buffer.from('\n%%EOF\n')]),
    });
    await dialog.getByRole('button', { name: 'Uložit' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByText('propozice.pdf', { exact: false }).waitFor();
    expect((await progress()).length).toBeGreaterThan(0);

    // In the list (current tab), then publish and send to the commission from the detail.
    await page.getByRole('link', { name: '← Turnaje' }).click();
    await listIdle(page);
    await page.getByRole('link', { name: NAME }).waitFor();
    await screenshot(page, 'tournament-list');
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('link', { name: NAME }).click();
    await page.getByRole('heading', { level: 1, name: NAME }).waitFor();
    await page.getByRole('button', { name: 'Zveřejnit' }).click();
    await page.getByText('Zveřejněný').first().waitFor();
    await page.getByRole('button', { name: 'Odeslat komisi' }).click();
    await page.getByText('Odeslaný komisi').first().waitFor();
    // The office does not approve: that is the union commission's.
    expect(await page.getByRole('button', { name: 'Schválit' }).count()).toBe(0);
    expect(await rawKeys(page)).toEqual([]);
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'tournament-detail');

    // The Administrator approves (shown as validated: "Schválený").
    const admin = await browser.newPage();
    await admin.page.goto('/');
    await signIn(admin.page, DEMO.admin);
    await admin.page.goto(detailUrl);
    await admin.page.getByRole('heading', { level: 1, name: NAME }).waitFor();
    await admin.page.getByRole('button', { name: 'Schválit' }).click();
    await admin.page.getByText('Schválený').first().waitFor();
    await admin.page.getByRole('region', { name: 'Stanovy č. 8 – rozhodčí' }).waitFor();

    // A club manager reads the approved tournament in the club zone, with no action offered.
    const club = await browser.newPage();
    await club.page.goto('/');
    await signIn(club.page, DEMO.club);
    await club.page.goto(detailUrl.replace('/zone/admin/', '/zone/club/'));
    await club.page.getByRole('heading', { level: 1, name: NAME }).waitFor();
    await club.page.getByRole('region', { name: 'Stanovy č. 8 – rozhodčí' }).waitFor();
    expect(await club.page.getByRole('button', { name: /Zveřejnit|Archivovat|Zrušit turnaj|Smazat/ }).count()).toBe(0);
    expect(await club.page.getByRole('link', { name: 'Upravit' }).count()).toBe(0);

    // At phone width the list and the detail fit without sideways scrolling.
    await page.goto(detailUrl);
    await page.getByRole('heading', { level: 1, name: NAME }).waitFor();
    await screenshotAtPhoneWidth(page, 'tournament-detail-phone');
    await page.goto(detailUrl.replace(/detail\/\d+$/, 'list'));
    await page.getByRole('heading', { level: 1, name: 'Turnaje' }).waitFor();
    await screenshotAtPhoneWidth(page, 'tournament-list-phone');
  });
});
