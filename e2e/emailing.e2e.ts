// E-mail campaigns end to end (issue 13): an administrator makes a recipient list, writes a
// campaign (settings, the template's fields in the rich-text editor), schedules it, stops the
// scheduled send after confirming (back to a draft, nothing sent), sends it now and watches the
// send end; the SMTP server e2e/run.ts started has then received exactly one message per recipient,
// each with the subject as set, and the deliveries say the same. Screenshots at desktop and phone
// width. (What a read-only caller is offered is checked in the page tests: the demo's read-only
// expert has a generated name.) Issue 36: every message greets in the vocative and carries its
// unsubscribe link and the one-click headers; the public unsubscribe page (axe, 1280 and 375 px)
// asks before it unsubscribes, after which the list's count skips the address.
import type { ParsedMail } from 'mailparser';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousViolations } from './support/axe';
import { baseUrl, screenshot, useBrowser } from './support/browser';
import { DEMO, DEMO_PASSWORD, openFromMenu, rawKeys, signIn, typeMoment } from './support/flows';
import { listIdle } from './support/list';
import { screenshotAtPhoneWidth } from './support/phone';
import { receivedMails, recipientsOf } from './support/smtp-sink';

const browser = useBrowser();
const RUN = Date.now().toString(36).slice(-6);

/** A bearer token of a demo account, for reading what the page shows through the API. */
async function tokenOf(userName: string): Promise<string> {
  const login = await fetch(`${baseUrl()}/api/account/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify({ userName, password: DEMO_PASSWORD }),
  });
  return ((await login.json()) as { access_token: string }).access_token;
}

async function api<T>(token: string, path: string): Promise<T> {
  const answer = await fetch(`${baseUrl()}${path}`, { headers: { authorization: `Bearer ${token}` } });
  if (!answer.ok) throw new Error(`${path}: ${answer.status}`);
  return (await answer.json()) as T;
}

/** A Mantine select: open it and take the option. */
async function choose(scope: Locator, page: Page, label: RegExp, option: string | RegExp) {
  await scope.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option }).first().click();
}

/** A header of a parsed message as it stood (unfolded), without its name. */
const headerOf = (mail: ParsedMail, name: string) =>
  mail.headerLines
    .find((h) => h.key === name)
    ?.line.replace(/\r?\n\s+/g, ' ')
    .slice(name.length + 1)
    .trim();

/** The messages at the SMTP server with this subject. */
async function messagesWith(subject: string) {
  return (await receivedMails()).filter((m) => m.mail.subject === subject);
}

describe('e-mail campaigns', () => {
  it('a campaign scheduled, stopped, then sent, and its messages counted at the SMTP server', async () => {
    const { page } = await browser.newPage();
    await page.goto('/');
    await signIn(page, DEMO.admin);
    await openFromMenu(page, 'Komunikace', 'E-mailové kampaně');
    await page.getByRole('heading', { level: 1, name: 'E-mailové kampaně' }).waitFor();
    await page.locator('[data-list-status="idle"]').first().waitFor({ state: 'attached' });
    await screenshot(page, 'emailing-campaign-list');

    // A recipient list of the club managers, with its count.
    await page.getByRole('link', { name: 'Odesílatelé a seznamy příjemců' }).click();
    await page.getByRole('heading', { level: 1, name: 'Odesílatelé a seznamy příjemců' }).waitFor();
    // A sender of our own: an address the client refuses first, then a good one.
    await page.getByRole('button', { name: 'Nový odesílatel' }).click();
    const senderDialog = page.getByRole('dialog', { name: 'Nový odesílatel' });
    const senderName = `Svaz E2E ${RUN}`;
    await senderDialog.getByLabel(/^Jméno\s*\*?$/).fill(senderName);
    await senderDialog.getByLabel(/^E-mailová adresa/).fill('not an address');
    await senderDialog.getByRole('button', { name: 'Uložit' }).click();
    await senderDialog.getByText('Pole E-mailová adresa musí být platný e-mail').waitFor();
    await senderDialog.getByLabel(/^E-mailová adresa/).fill(`kampane-${RUN}@fedra.test`);
    await senderDialog.getByRole('button', { name: 'Uložit' }).click();
    await senderDialog.waitFor({ state: 'detached' });
    await page.getByRole('row').filter({ hasText: senderName }).waitFor();
    await page.getByRole('tab', { name: 'Seznamy příjemců' }).click();
    await listIdle(page);
    await page.getByRole('button', { name: 'Nový seznam' }).click();
    const listDialog = page.getByRole('dialog', { name: 'Nový seznam příjemců' });
    const listName = `Správci klubů ${RUN}`;
    await listDialog.getByLabel(/^Název/).fill(listName);
    await choose(listDialog, page, /^Kdo je v seznamu/, 'Správci klubů');
    await listDialog.getByRole('button', { name: 'Uložit' }).click();
    await listDialog.waitFor({ state: 'detached' });
    const listRow = page.getByRole('row').filter({ hasText: listName });
    await listRow.waitFor();
    const listCount = Number((await listRow.getByRole('cell').nth(3).textContent())?.replace(/\s/g, ''));
    expect(listCount).toBeGreaterThan(0);
    await screenshot(page, 'emailing-setup-lists');

    // The campaign: settings with the live recipient count, then the template's fields.
    await page
      .getByRole('link', { name: /E-mailové kampaně/ })
      .first()
      .click();
    await page.getByRole('button', { name: 'Nová kampaň' }).click();
    const form = page.getByRole('dialog', { name: 'Nová kampaň' });
    const name = `Kampaň E2E ${RUN}`;
    const subject = `Zpráva E2E ${RUN}`;
    await form.getByLabel(/^Název/).fill(name);
    await choose(form, page, /^Šablona/, 'Zpravodaj');
    // The template's subject fills the empty subject; ours replaces it.
    await expect.poll(() => form.getByLabel(/^Předmět/).inputValue()).toBe('Zpravodaj svazu');
    await form.getByLabel(/^Předmět/).fill(subject);
    await choose(form, page, /^Odesílatel/, `${senderName} <kampane-${RUN}@fedra.test>`);
    await choose(form, page, /^Seznamy příjemců/, `${listName} (${listCount})`);
    await form
      .getByTestId('recipient-count')
      .getByText(new RegExp(`mají ${listCount} příjemc`))
      .waitFor();
    // Close the list's dropdown by a click on a neutral spot (Escape could close the dialog too).
    await form.getByRole('heading', { name: 'Nová kampaň' }).click();
    await form.getByRole('button', { name: 'Uložit' }).click();
    await page.waitForURL(/\/zone\/admin\/emailing\/campaign\/detail\/\d+$/);
    const campaignId = Number(/detail\/(\d+)$/.exec(page.url())?.[1]);
    await page.getByRole('heading', { level: 1, name }).waitFor();
    await page.getByText('Koncept', { exact: true }).first().waitFor();
    await expect.poll(() => page.getByTestId('count-recipients').textContent()).toBe(String(listCount));

    await page.getByRole('textbox', { name: /^Nadpis/ }).fill(`Jarní novinky ${RUN}`);
    const editor = page.locator('.ProseMirror[contenteditable="true"]').first();
    await editor.click();
    await page.keyboard.type(`Milí členové, posíláme novinky ${RUN}.`);
    await page.getByRole('button', { name: 'Uložit obsah' }).click();
    await page.getByText('Záznam byl úspěšně uložen.').first().waitFor();
    await page.getByRole('tab', { name: 'Náhled' }).click();
    await expect.poll(() => page.getByTestId('preview-subject').textContent()).toBe(subject);
    const frame = page.frameLocator('iframe[title="Náhled e-mailu"]');
    await frame.getByText(`posíláme novinky ${RUN}`).waitFor();
    expect(await page.locator('iframe[title="Náhled e-mailu"]').getAttribute('sandbox')).toBe('');

    // Scheduled for tomorrow, then the scheduled send stopped after confirming: a draft again.
    await page.getByRole('button', { name: 'Naplánovat' }).click();
    const schedule = page.getByRole('dialog', { name: 'Naplánovat odeslání' });
    const tomorrow = new Date(Date.now() + 24 * 3600_000);
    const local = new Date(tomorrow.getTime() - tomorrow.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
    await typeMoment(schedule, 'Datum a čas odeslání', local);
    await screenshot(page, 'emailing-schedule-dialog');
    await schedule.getByRole('button', { name: 'Naplánovat' }).click();
    await schedule.waitFor({ state: 'detached' });
    await page.getByText('Naplánovaná', { exact: true }).first().waitFor();
    await page.getByRole('button', { name: 'Přeplánovat' }).waitFor();
    await page.getByTestId('planned-at').waitFor();
    await screenshot(page, 'emailing-campaign-scheduled');

    await page.getByRole('button', { name: 'Zastavit odesílání' }).click();
    const stop = page.getByRole('dialog', { name: 'Zastavit odesílání?' });
    await stop.getByText(/vrátí do konceptu/).waitFor();
    await stop.getByRole('button', { name: 'Zastavit odesílání' }).click();
    await stop.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Naplánovat', exact: true }).waitFor();
    await page.getByText('Koncept', { exact: true }).first().waitFor();
    expect(await messagesWith(subject)).toEqual([]);

    // Sent now: the confirmation names the recipients; the page follows the send to its end.
    await page.getByRole('button', { name: 'Odeslat nyní' }).click();
    const send = page.getByRole('dialog', { name: 'Odeslat kampaň nyní?' });
    await send.getByText(new RegExp(`odesílat ${listCount} příjemc`)).waitFor();
    await send.getByRole('button', { name: 'Odeslat nyní' }).click();
    await page.getByRole('heading', { name: 'Výsledek odeslání' }).waitFor({ timeout: 60_000 });
    await page.getByText('Odeslaná', { exact: true }).first().waitFor();
    expect(await page.getByTestId('progress-sent').textContent()).toBe(String(listCount));
    expect(await page.getByTestId('progress-failed').textContent()).toBe('0');
    expect(await page.getByTestId('progress-remaining').textContent()).toBe('0');
    await page.getByRole('table', { name: 'Doručení' }).getByText('Odesláno').first().waitFor();
    expect(await rawKeys(page)).toEqual([]);
    await screenshot(page, 'emailing-campaign-sent');
    await screenshotAtPhoneWidth(page, 'emailing-campaign-sent-phone');

    // At the SMTP server: one message per recipient, each recipient once, the subject as set.
    await expect.poll(async () => (await messagesWith(subject)).length, { timeout: 20_000 }).toBe(listCount);
    const received = (await messagesWith(subject)).flatMap((m) => recipientsOf(m.mail));
    expect(received).toHaveLength(listCount);
    expect(new Set(received).size).toBe(listCount);
    const token = await tokenOf(DEMO.admin);
    const deliveries = await api<{ data: { email: string; state: string }[]; total: number }>(
      token,
      `/api/admin-zone/emailing/campaigns/${campaignId}/deliveries?limit=1000`,
    );
    expect(deliveries.total).toBe(listCount);
    expect(deliveries.data.every((d) => d.state === 'sent')).toBe(true);
    expect(new Set(received)).toEqual(new Set(deliveries.data.map((d) => d.email.toLowerCase())));
    // A few seconds on, still once each (no second send after the end).
    await new Promise((resolve) => setTimeout(resolve, 2500));
    expect(await messagesWith(subject)).toHaveLength(listCount);

    // Issue 36: each message greets in the vocative and carries its own unsubscribe link (footer)
    // and the one-click headers (RFC 8058).
    const mails = await messagesWith(subject);
    for (const { mail } of mails) {
      expect(headerOf(mail, 'list-unsubscribe')).toMatch(
        /^<https?:\/\/.+\/api\/public-zone\/emailing\/unsubscribe\?token=.+>$/,
      );
      expect(headerOf(mail, 'list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
      expect(mail.html).toMatch(/Dobrý den, [^,<]+,/);
      expect(mail.html).toContain('odhlaste se z odběru</a>');
    }
    const leaver = mails[0]!.mail;
    const pageLink =
      /<a href="([^"]+\/zone\/public\/emailing\/unsubscribe\?token=[^"]+)">odhlaste se z odběru<\/a>/.exec(
        leaver.html || '',
      )?.[1];
    expect(pageLink).toBeTruthy();
    const unsubscribeUrl = new URL(pageLink!.replaceAll('&amp;', '&'));
    const listId = (
      await api<{ data: { lists: { id: number }[] } }>(token, `/api/admin-zone/emailing/campaigns/${campaignId}`)
    ).data.lists[0]!.id;
    const countOf = async () =>
      (
        await api<{ data: { count: number; skipped: number } }>(
          token,
          `/api/admin-zone/emailing/recipients/count?lists=${listId}`,
        )
      ).data;
    expect(await countOf()).toEqual({ count: listCount, skipped: 0 });

    // The public page (anonymous, a new context): opening it asks, it does not unsubscribe.
    const visitor = await browser.newPage();
    const pub = visitor.page;
    await pub.goto(unsubscribeUrl.pathname + unsubscribeUrl.search);
    await pub.getByRole('heading', { level: 1, name: 'Odhlášení z odběru e-mailů' }).waitFor();
    await pub.getByText(/přestane dostávat hromadné e-maily svazu/).waitFor();
    expect(await countOf()).toEqual({ count: listCount, skipped: 0 });
    expect(await seriousViolations(pub)).toEqual([]);
    expect(await rawKeys(pub)).toEqual([]);
    await screenshot(pub, 'emailing-unsubscribe');
    // At phone width: nothing scrolls sideways; the button unsubscribes.
    await pub.setViewportSize({ width: 375, height: 800 });
    await expect.poll(() => pub.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    expect(await seriousViolations(pub)).toEqual([]);
    await screenshot(pub, 'emailing-unsubscribe-375');
    await pub.getByRole('button', { name: 'Odhlásit odběr' }).click();
    await pub.getByText('Odběr je odhlášen').waitFor();
    expect(await seriousViolations(pub)).toEqual([]);
    await screenshot(pub, 'emailing-unsubscribe-done-375');
    // Later campaigns skip the address: the count says so.
    expect(await countOf()).toEqual({ count: listCount - 1, skipped: 1 });
    // A forged link: a clear page, no button.
    await pub.goto(`${unsubscribeUrl.pathname}?token=forged.token`);
    await pub.getByText('Odkaz nelze použít').waitFor();
    expect(await pub.getByRole('button', { name: 'Odhlásit odběr' }).count()).toBe(0);
    expect(await seriousViolations(pub)).toEqual([]);
    await screenshot(pub, 'emailing-unsubscribe-invalid-375');
  }, 150_000);
});
