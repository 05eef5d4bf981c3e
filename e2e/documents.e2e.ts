// Documents end to end (issue 13): an administrator opens Documents from the menu, creates a folder
// (a bad name is refused with its reason first), uploads a file into it with progress, makes it
// unlisted and copies its link; a signed-out browser downloads the same bytes by that link. Made
// public, the file's address works signed out; made private, neither address does. Deleting the
// folder asks first and says how many files go. A club manager browses the demo tree read-only.
// Screenshots at desktop and phone width.
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousViolations } from './support/axe';
import { baseUrl, screenshot, useBrowser } from './support/browser';
import { fileOf } from './support/download';
import { DEMO, openFromMenu, rawKeys, signIn } from './support/flows';
import { watchUploadProgress } from './support/upload';

const browser = useBrowser();
const RUN = Date.now().toString(36).slice(-6);

/** Opens the file's edit dialog, picks a visibility and saves. */
async function setVisibility(page: Page, fileName: string, label: RegExp) {
  await page.getByRole('button', { name: `Upravit ${fileName}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Upravit soubor' });
  await dialog.getByLabel(label).check();
  await dialog.getByRole('button', { name: 'Uložit' }).click();
  await dialog.waitFor({ state: 'detached' });
}

/** The link shown in the file's edit dialog (closed again without changes). */
async function linkOf(page: Page, fileName: string, label: string, copy = false): Promise<string> {
  await page.getByRole('button', { name: `Upravit ${fileName}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Upravit soubor' });
  const value = await dialog.getByLabel(label).inputValue();
  if (copy) {
    await dialog.getByRole('button', { name: 'Kopírovat odkaz' }).click();
    await dialog.getByRole('button', { name: 'Zkopírováno' }).waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(value);
  }
  await dialog.getByRole('button', { name: 'Zrušit' }).click();
  await dialog.waitFor({ state: 'detached' });
  return value;
}

/** Downloads a URL in a browser that is not signed in (a context of its own), answering the bytes. */
async function downloadSignedOut(context: BrowserContext, url: string): Promise<Buffer> {
  const page = await context.newPage();
  try {
    const [download] = await Promise.all([page.waitForEvent('download'), page.goto(url).catch(() => null)]);
    return await fileOf(download);
  } finally {
    await page.close();
  }
}

describe('documents', () => {
  it('admin: folder, upload with progress, unlisted link downloaded signed out, public and private, folder deleted after asking', async () => {
    const { page, context } = await browser.newPage();
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseUrl() });
    await page.goto('/');
    await signIn(page, DEMO.admin);
    // The item's name carries its description too.
    await openFromMenu(page, 'Přehled', /^Dokumenty(?! \()/);
    await page.getByRole('heading', { level: 1, name: 'Dokumenty' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/zone/admin/document');
    // The demo tree is there.
    await page.getByRole('link', { name: 'Předpisy', exact: true }).waitFor();

    // A name the rule refuses says why; a good one makes the folder.
    await page.getByRole('button', { name: 'Nová složka' }).click();
    const newFolder = page.getByRole('dialog', { name: 'Nová složka' });
    await newFolder.getByLabel(/^Název složky/).fill('..');
    await newFolder.getByRole('button', { name: 'Uložit' }).click();
    await newFolder.getByText('Neplatný název složky: nesmí to být . ani ..').waitFor();
    const folderName = `Zkouška ${RUN}`;
    await newFolder.getByLabel(/^Název složky/).fill(folderName);
    await newFolder.getByRole('button', { name: 'Uložit' }).click();
    await newFolder.waitFor({ state: 'detached' });
    await page.getByRole('link', { name: folderName, exact: true }).click();
    await page.getByRole('heading', { level: 1, name: folderName }).waitFor();
    expect(decodeURIComponent(new URL(page.url()).pathname)).toBe(`/zone/admin/document/${folderName}`);

    // Uploaded over a slow line, so that the progress shows.
    const bytes = Buffer.concat([
      Buffer.from('%PDF-1.4\n'),
      Buffer.alloc(2 * 1024 * 1024, 'd'),
      Buffer.from('\n%%EOF\n'),
    ]);
    const fileName = `Zápis ${RUN}.pdf`;
    const progress = await watchUploadProgress(page);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 20,
      downloadThroughput: -1,
      uploadThroughput: 2 * 1024 * 1024,
    });
    await page.getByRole('button', { name: 'Nahrát soubor' }).click();
    const upload = page.getByRole('dialog', { name: 'Nahrát soubor' });
    await upload
      .locator('input[type="file"]')
      .setInputFiles({ name: fileName, mimeType: 'application/pdf', buffer: bytes });
    expect(await upload.getByLabel(/^Název souboru/).inputValue()).toBe(fileName);
    await upload.getByRole('button', { name: 'Uložit' }).click();
    await upload.waitFor({ state: 'detached' });
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: -1,
    });
    const seen = (await progress()).map(Number);
    expect(seen.some((p) => p > 0 && p < 100)).toBe(true);
    expect(seen.at(-1)).toBe(100);
    const files = page.getByRole('table', { name: 'Soubory' });
    await files.getByRole('button', { name: fileName, exact: true }).waitFor();
    await files.getByText('Soukromý').waitFor();

    // Unlisted: its secret link, copied, downloads the same bytes in a browser that is not signed in.
    await setVisibility(page, fileName, /^Neveřejný odkaz/);
    await files.getByText('Neveřejný odkaz').waitFor();
    const shared = await linkOf(page, fileName, 'Tajný odkaz', true);
    expect(shared).toMatch(/\/api\/public-zone\/documents\/shared\/[\w-]{32}$/);
    const { context: anonymous } = await browser.newPage();
    expect((await downloadSignedOut(anonymous, shared)).equals(bytes)).toBe(true);
    expect(await rawKeys(page)).toEqual([]);
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'documents-folder-admin');

    // Public: the stable address works signed out; private: neither address does.
    await setVisibility(page, fileName, /^Veřejný/);
    const publicUrl = await linkOf(page, fileName, 'Veřejná adresa');
    expect(publicUrl).toMatch(/\/api\/public-zone\/documents\/\d+\/download$/);
    expect((await downloadSignedOut(anonymous, publicUrl)).equals(bytes)).toBe(true);
    await setVisibility(page, fileName, /^Soukromý/);
    await files.getByText('Soukromý').waitFor();
    expect((await anonymous.request.get(publicUrl)).status()).toBe(404);
    expect((await anonymous.request.get(shared)).status()).toBe(404);

    // Signed in, the file downloads under its name.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      files.getByRole('button', { name: `Stáhnout ${fileName}` }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(fileName);
    expect((await fileOf(download)).equals(bytes)).toBe(true);

    // Back up by the breadcrumbs; deleting the folder asks first and says what goes with it.
    await page.getByRole('navigation', { name: 'Umístění' }).getByRole('link', { name: 'Dokumenty' }).click();
    await page.getByRole('heading', { level: 1, name: 'Dokumenty' }).waitFor();
    await page.getByRole('button', { name: `Smazat ${folderName}` }).click();
    const confirm = page.getByRole('dialog', { name: 'Smazat složku' });
    await confirm.getByText('Smaže se složka, všechny její podsložky a 1 soubor v nich. Nelze to vrátit.').waitFor();
    await screenshot(page, 'documents-delete-folder');
    await confirm.getByRole('button', { name: 'Smazat' }).click();
    await confirm.waitFor({ state: 'detached' });
    await page.getByRole('link', { name: folderName, exact: true }).waitFor({ state: 'detached' });
    await page.goto(`/zone/admin/document/${encodeURIComponent(folderName)}`);
    await page.getByText(/Složka nebyla nalezena/).waitFor();
  });

  it('club manager: browses the demo tree by address, downloads, and is offered no management', async () => {
    const { page } = await browser.newPage();
    await page.goto('/');
    await signIn(page, DEMO.clubro);
    await page.goto(`/zone/club/document/${encodeURIComponent('Předpisy')}`);
    await page.getByRole('heading', { level: 1, name: 'Předpisy' }).waitFor();
    const year = page.getByRole('link', { name: /^20\d\d$/ }).first();
    await year.click();
    const files = page.getByRole('table', { name: 'Soubory' });
    await files.getByRole('button', { name: /^Soutěžní řád 20\d\d\.pdf$/ }).waitFor();
    for (const name of ['Nová složka', 'Nahrát soubor'])
      expect(await page.getByRole('button', { name }).count()).toBe(0);
    expect(await page.getByRole('button', { name: /^(Upravit|Smazat|Přejmenovat) / }).count()).toBe(0);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      files
        .getByRole('button', { name: /^Stáhnout Soutěžní řád/ })
        .first()
        .click(),
    ]);
    expect((await fileOf(download)).subarray(0, 5).toString()).toBe('%PDF-');
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'documents-club');
    // At phone width nothing scrolls sideways but the table inside its box.
    const phone = await page.context().newPage();
    await phone.setViewportSize({ width: 375, height: 800 });
    await phone.goto(page.url());
    await phone
      .getByRole('table', { name: 'Soubory' })
      .getByRole('button', { name: /^Soutěžní řád/ })
      .waitFor();
    await expect.poll(() => phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await screenshot(phone, 'documents-club-phone');
    await phone.close();
  });
});
