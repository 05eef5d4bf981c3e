// Boards end to end (issue 4): an administrator creates a board, adds two members, edits one,
// and sees both on the public overview embedded in another site's page.
import { createServer } from 'node:http';
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { baseUrl, screenshot, useBrowser } from './support/browser';
import { DEMO, signIn, typeDate } from './support/flows';

const browser = useBrowser();
const BOARD = `Komise pro rozvoj ${Date.now() % 100000}`;

let closeEmbeddingServer: (() => void) | undefined;
afterAll(() => closeEmbeddingServer?.());

/** A page of "another site" (the origin e2e/run.ts allowed to embed) with the iframe and listener. */
function serveEmbeddingPage(): Promise<string> {
  const port = Number(process.env.E2E_EMBED_PORT);
  const html = `<!doctype html><html lang="cs"><body><h1>Svaz</h1>
    <iframe id="f" title="Orgány" style="width:100%;border:0" src="${baseUrl()}/zone/public/board/public-board-overview"></iframe>
    <script>window.sizes=[];addEventListener('message',function(e){if(e.data&&e.data.type==='fedra:frame-size'){sizes.push(e.data.height);document.getElementById('f').style.height=e.data.height+'px';}});</script>
    </body></html>`;
  const server = createServer((_req, res) =>
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(html),
  );
  closeEmbeddingServer = () => server.close();
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(`http://127.0.0.1:${port}`)));
}

async function addMember(page: Page, search: string, title: string) {
  await page.getByRole('button', { name: 'Přidat člena' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel(/^Osoba/).fill(search);
  await page.getByRole('option').first().click();
  await dialog.getByLabel(/^Funkce/).fill(title);
  await dialog.getByRole('button', { name: 'Uložit' }).click();
  await dialog.waitFor({ state: 'hidden' });
  await page.getByRole('cell', { name: title, exact: true }).waitFor();
}

describe('boards', () => {
  it('creates a board with two members, edits one, and shows them on the embedded public overview', async () => {
    const { page } = await browser.newPage();
    await signIn(page, DEMO.admin);
    await page.goto('/zone/admin/board/list');
    await page.getByRole('heading', { level: 1, name: 'Orgány' }).waitFor();

    // The form refuses an empty name and a validity ending before it starts.
    await page.getByRole('button', { name: 'Přidat orgán' }).click();
    const dialog = page.getByRole('dialog');
    await typeDate(dialog.getByLabel(/^Platnost od/), '2026-01-01');
    await typeDate(dialog.getByLabel(/^Platnost do/), '2025-01-01');
    await dialog.getByRole('button', { name: 'Uložit' }).click();
    await dialog.getByText('Pole Název je povinné').waitFor();
    await dialog.getByText('Datum do je menší než datum od.').waitFor();
    await dialog.getByLabel(/^Název/).fill(BOARD);
    await typeDate(dialog.getByLabel(/^Platnost do/), '');
    await dialog.getByRole('button', { name: 'Uložit' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await page.getByText('Záznam byl úspěšně uložen.').waitFor();

    await page.getByRole('link', { name: BOARD }).click();
    await page.getByRole('heading', { level: 1, name: BOARD }).waitFor();
    await addMember(page, 'Nov', 'předseda');
    await addMember(page, 'Svo', 'člen');

    // Edit the second member's seat.
    const row = page.getByRole('row').filter({ has: page.getByRole('cell', { name: 'člen', exact: true }) });
    await row.getByRole('button', { name: 'Upravit' }).click();
    await page
      .getByRole('dialog')
      .getByLabel(/^Funkce/)
      .fill('místopředseda');
    await page.getByRole('dialog').getByRole('button', { name: 'Uložit' }).click();
    await page.getByRole('cell', { name: 'místopředseda', exact: true }).waitFor();
    await screenshot(page, 'board-detail');
    // On a phone each member is a card: the contact and the actions are in view, not scrolled off.
    await page.setViewportSize({ width: 375, height: 800 });
    await page.locator('table[data-layout="cards"]').waitFor();
    const card = page.getByRole('row').filter({ hasText: 'místopředseda' });
    const edit = await card.getByRole('button', { name: 'Upravit' }).boundingBox();
    expect(edit && edit.x + edit.width).toBeLessThanOrEqual(375);
    await screenshot(page, 'board-detail-phone');
    await page.setViewportSize({ width: 1280, height: 800 });

    // Another site embeds the overview and receives its size: a real server on this machine, as
    // Chromium does not let a public page frame a local one (Local Network Access).
    const embedOrigin = await serveEmbeddingPage();
    const embed = await browser.newPage();
    await embed.page.goto(`${embedOrigin}/`);
    const frame = embed.page.frameLocator('#f');
    await frame.getByRole('heading', { name: BOARD }).waitFor();
    const section = frame.getByRole('region', { name: BOARD });
    await section.getByText('předseda', { exact: true }).waitFor();
    await section.getByText('místopředseda', { exact: true }).waitFor();
    await expect
      .poll(() => embed.page.evaluate(() => (window as unknown as { sizes: number[] }).sizes.length))
      .toBeGreaterThan(0);
    const height = await embed.page.evaluate(() => (window as unknown as { sizes: number[] }).sizes.at(-1)!);
    expect(height).toBeGreaterThan(200);
    await screenshot(embed.page, 'board-embedded');
  });
});
