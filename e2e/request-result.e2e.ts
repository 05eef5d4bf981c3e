// The request statement and its result end to end (issue 17): the office issues a statement link
// for a demo transfer (through the API, as expert@fedra.test); the link arrives by e-mail at the
// SMTP sink; signed out, the statement page shows the request, takes "we disagree" with a comment
// and leads to the thank-you page. A forged result token shows the failure page with the
// go-to-system action, and a forged statement link says it cannot be used.
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, tokenOf } from './support/api';
import { seriousViolations } from './support/axe';
import { screenshot, useBrowser } from './support/browser';
import { screenshotAtPhoneWidth } from './support/phone';
import { receivedMails, recipientsOf } from './support/smtp-sink';

const browser = useBrowser();
let pool: pg.Pool;
let requestId: number;

beforeAll(async () => {
  const url = process.env.E2E_DATABASE_URL;
  if (!url) throw new Error('E2E_DATABASE_URL is not set: run the browser specs with `npm run test:e2e`');
  pool = new pg.Pool({ connectionString: url, max: 1 });
  const { rows } = await pool.query<{ id: number }>(
    `SELECT id FROM requests WHERE state_id = 3 AND type_id = 1 ORDER BY id LIMIT 1`,
  );
  expect(rows).toHaveLength(1);
  requestId = rows[0]!.id;
});

afterAll(async () => {
  await pool?.end();
});

describe('request statement and result', () => {
  it('takes a statement from the e-mailed link and thanks the user', async () => {
    const issued = await api(
      await tokenOf('expert@fedra.test'),
      'POST',
      `/admin-zone/requests/${requestId}/statement-link`,
    );
    expect(issued.status).toBe(200);
    const link = (issued.body as { data: { statementUrl: string; sentTo: string } }).data;
    // The e-mail with the link reached the statement club's address.
    await expect
      .poll(async () =>
        (await receivedMails()).some(
          (m) =>
            recipientsOf(m.mail).includes(link.sentTo.toLowerCase()) && (m.mail.text ?? '').includes(link.statementUrl),
        ),
      )
      .toBe(true);

    const { page } = await browser.newPage();
    await page.goto(link.statementUrl);
    await page.getByRole('heading', { level: 1, name: 'Vyjádření k žádosti' }).waitFor();
    await page.getByText('Přestup', { exact: true }).waitFor();
    // Sending without a choice names the missing choice.
    await page.getByRole('button', { name: 'Odeslat vyjádření' }).click();
    await page.getByText('Vyberte, zda se žádostí souhlasíte.').waitFor();
    await page.getByRole('radio', { name: 'Nesouhlasíme' }).check();
    await page.getByRole('textbox', { name: 'Komentář' }).fill('Hráč má nevyrovnané závazky vůči klubu.');
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'request-statement');
    await screenshotAtPhoneWidth(page, 'request-statement-375');
    await page.getByRole('button', { name: 'Odeslat vyjádření' }).click();

    await page.waitForURL(/\/zone\/public\/request\/result\?token=/);
    await page.getByText('Vaše vyjádření bylo zaznamenáno. Děkujeme.').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'request-result-success');
    const { rows } = await pool.query(
      'SELECT state_id, statement_agreed, statement_comment FROM requests WHERE id = $1',
      [requestId],
    );
    expect(rows[0]).toEqual({
      state_id: 4,
      statement_agreed: false,
      statement_comment: 'Hráč má nevyrovnané závazky vůči klubu.',
    });

    // The same link again: the request no longer waits for it.
    await page.goto(link.statementUrl);
    await page.getByText(/už nečeká/).waitFor();
  });

  it('shows the failure page for a forged result token, with the go-to-system action', async () => {
    const { page } = await browser.newPage();
    await page.goto('/zone/public/request/result?token=eyJhbGciOiJIUzI1NiJ9.eyJvdXRjb21lIjoic3VjY2VzcyJ9.forged');
    await page.getByText('Váš komentář nebyl zpracován. Obraťte se prosím na správce systému.').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'request-result-failure');
    await screenshotAtPhoneWidth(page, 'request-result-failure-375');
    await page.getByRole('link', { name: 'Přejít do systému' }).click();
    // Into the application: signed out, the sign-in page.
    await page.waitForURL(/\/login$/);
    await page.getByRole('button', { name: /Přihlásit/ }).waitFor();
  });

  it('says a forged statement link cannot be used', async () => {
    const { page } = await browser.newPage();
    await page.goto('/zone/public/request/statement?token=forged-token');
    await page.getByText('Odkaz nelze použít').waitFor();
    await page.getByText('Odkaz je neplatný nebo jeho platnost vypršela.').waitFor();
  });
});
