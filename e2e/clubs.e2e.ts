// The clubs register end to end (issue 30): the office finds a club in the register, opens its
// detail and tabs, is refused a wrong IČO and a wrong account next to their fields, saves a good
// account and finds the change in the history and in its export; the club manager changes the
// contacts and asks for a change of the official data, which the office accepts on the approvals
// page; a new club registers through the public form (linked from the sign-in page) and the office
// approves it. Screenshots at desktop and phone width, axe on every page.
import { describe, expect, it } from 'vitest';
import { seriousViolations } from './support/axe';
import { screenshot, useBrowser } from './support/browser';
import { fileOf } from './support/download';
import { DEMO, signIn } from './support/flows';
import { screenshotAtPhoneWidth } from './support/phone';

const browser = useBrowser();
const RUN = Date.now().toString(36).slice(-5);

/** A valid IČO that differs per run (the check digit computed as the register does). */
function runIco(): string {
  const base = String(1_000_000 + (Number.parseInt(RUN, 36) % 8_999_999)).padStart(7, '0');
  const sum = [...base].reduce((a, d, i) => a + Number(d) * (8 - i), 0);
  return `${base}${(11 - (sum % 11)) % 10}`;
}

describe('clubs register', () => {
  it('the office keeps a club; bad IČO and account are refused next to their fields', async () => {
    const { page } = await browser.newPage();
    await page.goto('/');
    await signIn(page, DEMO.expert);
    await page.goto('/zone/admin/clubs');
    const table = page.getByRole('table', { name: 'Kluby' });
    await table.waitFor();
    expect((await seriousViolations(page)).join('\n')).toBe('');
    await screenshot(page, 'clubs-list');
    await screenshotAtPhoneWidth(page, 'clubs-list-phone');

    await table.getByRole('link').first().click();
    await page.getByRole('tab', { name: 'Úřední údaje' }).waitFor();
    await page.getByRole('tab', { name: /^Členové/ }).click();
    await page
      .getByRole('tabpanel')
      .getByText(/s platnou rolí/)
      .waitFor();
    await page.getByRole('tab', { name: /^Správci/ }).click();
    await page.getByRole('tab', { name: 'Historie změn' }).click();
    expect((await seriousViolations(page)).join('\n')).toBe('');
    await screenshot(page, 'club-detail');
    await screenshotAtPhoneWidth(page, 'club-detail-phone');

    await page.getByRole('button', { name: 'Upravit' }).click();
    const dialog = page.getByRole('dialog', { name: 'Upravit klub' });
    const ico = dialog.getByLabel('IČO', { exact: true });
    const goodIco = await ico.inputValue();
    await ico.fill('12345678');
    await dialog.getByLabel('Bankovní účet').fill('19-2000145398/0800');
    await dialog.getByRole('button', { name: 'Uložit' }).click();
    await dialog.getByText('IČO nemá platnou kontrolní číslici.').waitFor();
    await dialog.getByText('Číslo účtu nemá platný kontrolní součet.').waitFor();
    expect((await seriousViolations(page)).join('\n')).toBe('');
    await ico.fill(goodIco);
    await dialog.getByLabel('Bankovní účet').fill('19-2000145399/0800');
    await dialog.getByRole('button', { name: 'Uložit' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByRole('tab', { name: 'Bankovní účet' }).click();
    await page.getByText('19-2000145399/0800', { exact: true }).waitFor();

    // The change is in the history, and in its export as the tab reads it.
    await page.getByRole('tab', { name: 'Historie změn' }).click();
    const history = page.getByRole('tabpanel');
    await history
      .getByText(/→ 19-2000145399\/0800/)
      .first()
      .waitFor();
    await history.getByRole('button', { name: 'Export' }).click();
    const download = page.waitForEvent('download');
    await page.getByRole('menuitem', { name: 'CSV (pro Excel)' }).click();
    const csv = (await fileOf(await download)).toString('utf8');
    expect(csv).toMatch(/Bankovní účet: [^;\r\n]* → 19-2000145399\/0800/);
  }, 180_000);

  it('the manager keeps the contacts and asks for an official change the office accepts', async () => {
    const { page } = await browser.newPage();
    await page.goto('/');
    await signIn(page, DEMO.club);
    await page.goto('/zone/club/clubs/detail/my-club');
    await page.getByRole('button', { name: 'Upravit kontakty' }).waitFor();
    expect((await seriousViolations(page)).join('\n')).toBe('');
    await screenshot(page, 'my-club');
    await screenshotAtPhoneWidth(page, 'my-club-phone');

    await page.getByRole('button', { name: 'Upravit kontakty' }).click();
    const contacts = page.getByRole('dialog', { name: 'Kontakty klubu' });
    const web = `www.klub-${RUN}.cz`;
    await contacts.getByLabel('Web').fill(web);
    await contacts.getByRole('button', { name: 'Uložit' }).click();
    await contacts.waitFor({ state: 'detached' });
    await page.getByRole('tab', { name: 'Kontakty' }).click();
    await page.getByRole('link', { name: web }).waitFor();

    await page.getByRole('button', { name: 'Požádat o změnu úředních údajů' }).click();
    const request = page.getByRole('dialog', { name: 'Žádost o změnu úředních údajů' });
    // Sent from the keyboard with nothing changed: refused, and the focus stays on the button (it
    // was disabled while busy, which drops the focus onto the page) to go on from there.
    await request.getByRole('button', { name: 'Uložit' }).press('Enter');
    await page
      .getByRole('alert')
      .getByText(/^Žádost nic nemění/)
      .waitFor();
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Uložit');
    // From the page behind, Tab goes into the dialog, not on under the overlay.
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => Boolean(document.activeElement?.closest('[role="dialog"]')))).toBe(true);
    await request.getByLabel('Ulice', { exact: true }).fill(`Sportovní ${RUN}`);
    await request.getByLabel('Zdůvodnění pro svaz').fill('Nové sídlo po valné hromadě');
    expect((await seriousViolations(page)).join('\n')).toBe('');
    await request.getByRole('button', { name: 'Uložit' }).click();
    await request.waitFor({ state: 'detached' });
    await page.getByText(/Žádost o změnu čeká na svaz/).waitFor();

    const { page: office } = await browser.newPage();
    await office.goto('/');
    await signIn(office, DEMO.expert);
    await office.goto('/zone/admin/clubs-approvals');
    await office.getByRole('tab', { name: 'Žádosti o změnu údajů' }).click();
    const row = office.getByRole('row', { name: new RegExp(`Sportovní ${RUN}`) });
    await row.waitFor();
    expect((await seriousViolations(office)).join('\n')).toBe('');
    await screenshot(office, 'club-change-requests');
    await row.getByRole('button', { name: /^Přijmout/ }).click();
    await office.getByRole('dialog').getByRole('button', { name: 'Přijmout' }).click();
    await row.waitFor({ state: 'detached' });

    // The reload keeps the contacts tab open (the address names it); the street is official data.
    await page.reload();
    await page.getByText(/Svaz vaši žádost o změnu přijal/).waitFor();
    expect(await page.getByRole('tab', { name: 'Kontakty' }).getAttribute('aria-selected')).toBe('true');
    await page.getByRole('tab', { name: 'Úřední údaje' }).click();
    await page.getByText(new RegExp(`Sportovní ${RUN}`)).waitFor();

    // The club's history shows the office's acceptance and the change it made, the web change below.
    await page.getByRole('tab', { name: 'Historie změn' }).click();
    const history = page.getByRole('tabpanel');
    await history.getByText('Žádost přijata').first().waitFor();
    await history.getByText(`→ Sportovní ${RUN}`).waitFor();
    await history.getByText(`→ ${web}`).waitFor();
    expect((await seriousViolations(page)).join('\n')).toBe('');
    await screenshotAtPhoneWidth(page, 'my-club-history-phone');
  }, 180_000);

  it('the read-only manager sees the club and changes nothing', async () => {
    const { page } = await browser.newPage();
    await page.goto('/');
    await signIn(page, DEMO.clubro);
    await page.goto('/zone/club/clubs/detail/my-club');
    await page.getByText(/přístup jen pro čtení/).waitFor();
    expect(await page.getByRole('button', { name: 'Upravit kontakty' }).count()).toBe(0);
  });

  it('a new club registers through the public form and the office approves it', async () => {
    const { page } = await browser.newPage();
    await page.goto('/login');
    await page.getByRole('link', { name: 'Registrovat nový klub' }).click();
    await page.getByRole('heading', { name: 'Registrace nového klubu' }).waitFor();
    const name = `Badminton ${RUN}`;
    await page.getByLabel(/^Název/).fill(name);
    await page.getByLabel(/^IČO/).fill('12345678');
    await page.getByLabel(/^Obec/).fill('Kroměříž');
    await page.getByLabel(/^PSČ/).fill('767 01');
    await page.getByLabel(/^Jméno statutárního zástupce/).fill('Jana');
    await page.getByLabel(/^Příjmení statutárního zástupce/).fill('Dvořáková');
    await page.getByLabel(/^E-mail/).fill(`jana.${RUN}@example.cz`);
    await page.getByRole('button', { name: 'Odeslat registraci' }).click();
    await page.getByText('IČO nemá platnou kontrolní číslici.').waitFor();
    expect((await seriousViolations(page)).join('\n')).toBe('');
    await screenshot(page, 'club-registration');
    await screenshotAtPhoneWidth(page, 'club-registration-phone');
    await page.getByLabel(/^IČO/).fill(runIco());
    await page.getByRole('button', { name: 'Odeslat registraci' }).click();
    await page.getByText(/registrace byla odeslána/).waitFor();

    const { page: office } = await browser.newPage();
    await office.goto('/');
    await signIn(office, DEMO.expert);
    await office.goto('/zone/admin/clubs-approvals');
    const row = office.getByRole('row', { name: new RegExp(name) });
    await row.waitFor();
    await office.getByRole('row', { name: /Badminton Kroměříž/ }).waitFor();
    expect((await seriousViolations(office)).join('\n')).toBe('');
    await screenshot(office, 'club-approvals');
    await screenshotAtPhoneWidth(office, 'club-approvals-phone');
    await row.getByRole('button', { name: /^Schválit/ }).click();
    const approve = office.getByRole('dialog', { name: new RegExp(`Schválit registraci klubu ${name}`) });
    await approve.getByRole('button', { name: 'Schválit' }).click();
    await approve.getByText(/je povinné/).waitFor();
    await approve.getByRole('combobox', { name: /^Federační jednotka/ }).click();
    await office.getByRole('option', { name: 'Jihomoravský badmintonový svaz' }).click();
    await approve.getByRole('button', { name: 'Schválit' }).click();
    await approve.waitFor({ state: 'detached' });
    await row.waitFor({ state: 'detached' });
    await office.goto('/zone/admin/clubs');
    await office.getByRole('link', { name }).waitFor();
  }, 180_000);
});
