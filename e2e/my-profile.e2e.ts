// My profile end to end (issue 29 §6): the member opens their profile from the menu, changes their
// phone and finds the change in the history, downloads their data as a PDF, and asks the office to correct their name; the office
// finds the request on the approvals page and rejects it with a reason, which the member then
// reads. The register keeps the name (other specs read it). Screenshots at desktop and phone
// width, axe.
import { describe, expect, it } from 'vitest';
import { seriousViolations } from './support/axe';
import { screenshot, useBrowser } from './support/browser';
import { fileOf } from './support/download';
import { DEMO, signIn } from './support/flows';
import { screenshotAtPhoneWidth } from './support/phone';

const browser = useBrowser();
const RUN = Date.now().toString(36).slice(-5);

describe('my profile', () => {
  it('the member keeps the contact, downloads the data and asks for a correction the office rejects', async () => {
    const { page } = await browser.newPage();
    await page.goto('/');
    await signIn(page, DEMO.member);
    await page.getByRole('navigation', { name: 'Hlavní menu' }).getByRole('link', { name: 'Můj profil' }).click();
    await page.getByRole('button', { name: 'Požádat o opravu údajů' }).waitFor();
    const name = await page.getByRole('heading', { level: 1 }).textContent();
    await page.getByRole('tab', { name: /^Členství/ }).click();
    await page.getByRole('tabpanel').getByRole('table').waitFor();
    expect((await seriousViolations(page)).join('\n')).toBe('');
    await screenshot(page, 'my-profile');
    await screenshotAtPhoneWidth(page, 'my-profile-phone');

    // The contact: a bad phone is refused next to its field, a good one is saved and shown.
    await page.getByRole('button', { name: 'Upravit kontakt' }).click();
    const contact = page.getByRole('dialog', { name: 'Upravit kontakt' });
    // Escape on a changed form asks first, starting on "stay"; a second Escape answers it so (the
    // form stays open), rather than asking again.
    await contact.getByLabel('Telefon', { exact: true }).fill('1');
    await page.keyboard.press('Escape');
    const question = page.getByRole('dialog', { name: 'Neuložené změny' });
    await question.waitFor();
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Zůstat');
    await page.keyboard.press('Escape');
    await question.waitFor({ state: 'detached' });
    expect(await contact.isVisible()).toBe(true);
    await contact.getByLabel('Telefon', { exact: true }).fill('abc');
    await contact.getByRole('button', { name: 'Uložit' }).click();
    await contact.getByText(/Telefon zadejte číslicemi/).waitFor();
    const phone = `+420 777 ${RUN.length} ${String(Number.parseInt(RUN, 36) % 1000).padStart(3, '0')}`;
    await contact.getByLabel('Telefon', { exact: true }).fill(phone);
    await contact.getByRole('button', { name: 'Uložit' }).click();
    await contact.waitFor({ state: 'detached' });
    await page.getByRole('tab', { name: 'Údaje' }).click();
    await page.getByText(phone, { exact: true }).waitFor();
    // The change heads the record's history, as the member made it.
    await page.getByRole('tab', { name: 'Historie změn' }).click();
    const latest = page.getByRole('tabpanel').locator('.mantine-Card-root').first();
    await latest.getByText('Změna kontaktu').waitFor();
    await latest.getByText(`→ ${phone}`).waitFor();
    expect((await seriousViolations(page)).join('\n')).toBe('');
    await screenshotAtPhoneWidth(page, 'my-profile-history-phone');

    // Everything Fedra holds about the member, as a readable PDF.
    await page.getByRole('button', { name: 'Stáhnout moje údaje' }).click();
    const download = page.waitForEvent('download');
    await page.getByRole('menuitem', { name: 'Jako dokument PDF' }).click();
    const pdf = await download;
    expect(pdf.suggestedFilename()).toBe('my-data.pdf');
    expect((await fileOf(pdf)).subarray(0, 5).toString()).toBe('%PDF-');

    // A correction of the name goes to the office as a request.
    await page.getByRole('button', { name: 'Požádat o opravu údajů' }).click();
    const request = page.getByRole('dialog', { name: 'Žádost o opravu osobních údajů' });
    await request.getByLabel('Příjmení *', { exact: true }).fill(`Opravená ${RUN}`);
    await request.getByLabel('Důvod změny').fill('Sňatek');
    expect((await seriousViolations(page)).join('\n')).toBe('');
    await request.getByRole('button', { name: 'Odeslat žádost' }).click();
    await request.waitFor({ state: 'detached' });
    await page.getByText(/čeká na vyřízení svazem/).waitFor();
    await page.getByText(`Příjmení: Opravená ${RUN}`).waitFor();
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(name);

    // The office rejects it with a reason.
    const { page: office } = await browser.newPage();
    await office.goto('/');
    await signIn(office, DEMO.expert);
    await office.goto('/zone/admin/persons-approvals');
    await office.getByRole('tab', { name: 'Změny osobních údajů' }).click();
    const row = office.getByRole('row', { name: new RegExp(`Opravená ${RUN}`) });
    await row.waitFor();
    expect((await seriousViolations(office)).join('\n')).toBe('');
    await screenshot(office, 'change-requests');
    await row.getByRole('button', { name: /^Zamítnout/ }).click();
    const reject = office.getByRole('dialog', { name: /^Zamítnout žádost/ });
    await reject.getByRole('button', { name: 'Zamítnout' }).click();
    await reject.getByText('Napište členovi důvod zamítnutí.').waitFor();
    await reject.getByLabel(/^Důvod/).fill('Doložte oddací list.');
    await reject.getByRole('button', { name: 'Zamítnout' }).click();
    await reject.waitFor({ state: 'detached' });
    await row.waitFor({ state: 'detached' });

    // The member reads why.
    await page.reload();
    await page.getByText(/vaši žádost o opravu údajů zamítl/).waitFor();
    await page.getByText('Důvod: Doložte oddací list.').waitFor();
  });
});
