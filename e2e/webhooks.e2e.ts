// Webhooks end to end (issue 33 §6): the expert commission registers an endpoint (events as
// checkboxes; a local address is refused at the field), sees its signing secret once, and follows
// its deliveries: a message the server tried to send (the host does not resolve here, so the
// attempt's error is logged and the message waits for its retry), with the attempt in its detail.
// Desktop (1280 px) and phone (375 px) widths, axe.
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from './support/axe';
import { screenshot, useBrowser } from './support/browser';
import { DEMO, signIn } from './support/flows';
import { screenshotAtPhoneWidth } from './support/phone';

const browser = useBrowser();
const RUN = Date.now().toString(36).slice(-5);
const URL = `https://hooks.example.org/fedra-${RUN}`;
let pool: pg.Pool;

beforeAll(() => {
  const url = process.env.E2E_DATABASE_URL;
  if (!url) throw new Error('E2E_DATABASE_URL is not set: run the browser specs with `npm run test:e2e`');
  pool = new pg.Pool({ connectionString: url, max: 1 });
});
afterAll(async () => {
  await pool?.end();
});

describe('webhooks', () => {
  it('the expert registers an endpoint, sees the secret once and follows its deliveries', async () => {
    const { page } = await browser.newPage();
    await page.goto('/');
    await signIn(page, DEMO.expert);
    await page.goto('/zone/admin/webhooks');
    await page.getByRole('heading', { level: 1, name: 'Webhooky' }).waitFor();
    expect((await seriousViolations(page)).join('\n')).toBe('');

    await page.getByRole('button', { name: 'Nový koncový bod' }).click();
    const dialog = page.getByRole('dialog', { name: 'Nový koncový bod webhooku' });
    // A local address: refused by the server, told at the field.
    await dialog.getByRole('textbox', { name: /Adresa koncového bodu/ }).fill('https://192.168.1.20/hook');
    await dialog.getByRole('checkbox', { name: /Změna klubu/ }).check();
    await dialog.getByRole('button', { name: 'Uložit' }).click();
    await dialog.getByText(/musí vést na veřejný server/).waitFor();
    expect((await seriousViolations(page)).join('\n')).toBe('');
    await screenshot(page, 'webhook-form');

    await dialog.getByRole('textbox', { name: /Adresa koncového bodu/ }).fill(URL);
    await dialog.getByRole('checkbox', { name: /Zaplacená objednávka/ }).check();
    await dialog.getByRole('textbox', { name: 'Popis' }).fill('Účetnictví svazu');
    await dialog.getByRole('button', { name: 'Uložit' }).click();
    const secretDialog = page.getByRole('dialog', { name: 'Podpisový klíč' });
    await secretDialog.getByText('Klíč se zobrazí jen tentokrát').waitFor();
    const secret = (await secretDialog.getByTestId('webhook-secret').textContent())!.trim();
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/=]{44}$/);
    expect((await seriousViolations(page)).join('\n')).toBe('');
    await screenshot(page, 'webhook-secret');
    await secretDialog.getByRole('button', { name: 'Mám ho uložený' }).click();
    await secretDialog.waitFor({ state: 'hidden' });
    // Never shown again.
    await expect.poll(async () => (await page.content()).includes(secret.slice(6))).toBe(false);

    // A message of the endpoint, due now: the server's delivery sweep tries it (the host does not
    // resolve here) and logs the attempt.
    const { rows } = await pool.query<{ id: number }>('SELECT id FROM webhook_endpoints WHERE url = $1', [URL]);
    const endpointId = rows[0]!.id;
    await pool.query(
      `INSERT INTO webhook_messages (endpoint_id, msg_id, event_type, body, next_attempt_date, give_up_date, created_date)
       VALUES ($1, $2, 'order.paid', $3, '2000-01-01', '2100-01-01', now())`,
      [
        endpointId,
        `msg_e2e${RUN}`,
        JSON.stringify({ type: 'order.paid', timestamp: new Date().toISOString(), data: { orderId: 1 } }),
      ],
    );
    await expect
      .poll(
        async () =>
          (await pool.query('SELECT attempt_count AS n FROM webhook_messages WHERE msg_id = $1', [`msg_e2e${RUN}`]))
            .rows[0].n,
        { timeout: 30_000 },
      )
      .toBeGreaterThan(0);

    const section = page.getByRole('region', { name: `Doručování na ${URL}` });
    await section.waitFor();
    await page.reload();
    const messages = page.getByRole('table', { name: `Zprávy pro ${URL}` });
    const row = messages.getByRole('row').filter({ hasText: 'Zaplacená objednávka' });
    await row.getByText('Čeká').waitFor();
    expect((await seriousViolations(page)).join('\n')).toBe('');
    await screenshot(page, 'webhook-deliveries');
    await screenshotAtPhoneWidth(page, 'webhook-deliveries-phone');

    await row.getByRole('button', { name: 'Zaplacená objednávka' }).click();
    const detail = page.getByRole('dialog', { name: 'Zpráva' });
    await detail.getByText(`msg_e2e${RUN}`).waitFor();
    await detail.getByRole('table', { name: 'Pokusy, nejnovější první' }).getByRole('row').nth(1).waitFor();
    await detail.getByRole('button', { name: 'Odeslat znovu' }).waitFor();
    expect((await seriousViolations(page)).join('\n')).toBe('');
    await screenshot(page, 'webhook-message');
  });
});
