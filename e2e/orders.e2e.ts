// Orders end to end (issue 31): a club manager opens a new order, adds a licence for two members
// from the price list, confirms it (the invoice with its QR payment appears) and pays it from the
// club's credit, after which the members' roles show as paid; the office finds the paid order in
// the federation's list. Desktop (1280 px) and phone (375 px) widths, axe.
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from './support/axe';
import { screenshot, useBrowser } from './support/browser';
import { DEMO, signIn } from './support/flows';
import { screenshotAtPhoneWidth } from './support/phone';

const browser = useBrowser();
const RUN = Date.now().toString(36).slice(-5);
const LICENCE = `Licence hráče E2E ${RUN}`;
let pool: pg.Pool;

beforeAll(async () => {
  const url = process.env.E2E_DATABASE_URL;
  if (!url) throw new Error('E2E_DATABASE_URL is not set: run the browser specs with `npm run test:e2e`');
  pool = new pg.Pool({ connectionString: url, max: 1 });
  // A licence of its own (the demo's price list may change) and enough credit for two of them.
  await pool.query(
    `INSERT INTO price_list_items (category_id, kind, name, amount, vat_rate, person_role_type_id)
     VALUES (2, 'person', $1, 35000, 0, 2)`,
    [LICENCE],
  );
  await pool.query(
    `INSERT INTO club_credit_entries (club_id, entry_date, kind, amount, note)
     SELECT current_club_id, current_date - 1, 'order', 1000, 'E2E' FROM users WHERE user_name = $1`,
    [DEMO.club],
  );
});
afterAll(async () => {
  await pool?.end();
});

describe('orders', () => {
  it('a club orders licences, confirms, pays from credit; the office sees it paid', async () => {
    const { page } = await browser.newPage();
    await page.goto('/');
    await signIn(page, DEMO.club);
    await page.goto('/zone/club/orders');
    await page.getByRole('heading', { level: 1, name: 'Objednávky' }).waitFor();
    // The order is opened on purpose, for the current club, not by the button alone.
    await page.getByRole('button', { name: 'Nová objednávka' }).click();
    const opening = page.getByRole('dialog', { name: 'Nová objednávka' });
    await opening.getByText(/za váš klub/).waitFor();
    await opening.getByRole('button', { name: 'Založit objednávku' }).click();
    const heading = page.getByRole('heading', { level: 1, name: /^Objednávka č\. \d+$/ });
    await heading.waitFor();
    const orderId = Number((await heading.textContent())!.replace(/\D/g, ''));

    await page.getByRole('button', { name: 'Přidat položky' }).click();
    const dialog = page.getByRole('dialog', { name: 'Přidat položky' });
    // Sent with nothing chosen: told at the field.
    await dialog.getByRole('button', { name: 'Přidat do objednávky' }).click();
    await dialog.getByText('Vyberte položku ceníku.').waitFor();
    await dialog
      .getByRole('combobox', { name: /^Položka ceníku/ })
      .first()
      .click();
    await page.getByRole('option', { name: new RegExp(LICENCE) }).click();
    const members = dialog.getByRole('group', { name: 'Členové klubu' });
    await members.getByRole('checkbox').first().waitFor();
    expect((await seriousViolations(page)).join('\n')).toBe('');
    await screenshot(page, 'order-add-items');
    const boxes = members.getByRole('checkbox', { disabled: false });
    await boxes.nth(0).check();
    await boxes.nth(1).check();
    await dialog.getByText('Vybráni 2 členové').waitFor();
    await dialog.getByRole('button', { name: 'Přidat do objednávky' }).click();
    await dialog.waitFor({ state: 'hidden' });
    const rows = page.getByRole('table').getByRole('row');
    await expect.poll(() => rows.count()).toBe(3);

    await page.getByRole('button', { name: 'Potvrdit objednávku' }).click();
    const confirm = page.getByRole('dialog', { name: 'Potvrdit objednávku' });
    await confirm.getByText(/vystaví faktura na 700,00/).waitFor();
    await confirm.getByRole('button', { name: 'Potvrdit objednávku' }).click();
    await page.getByText('Vyfakturovaná').first().waitFor();
    await page.getByText('QR Platba').first().waitFor();
    expect((await seriousViolations(page)).join('\n')).toBe('');
    await screenshot(page, 'order-invoiced');
    await screenshotAtPhoneWidth(page, 'order-invoiced-phone');

    await page.getByRole('button', { name: 'Zaplatit z kreditu' }).click();
    const pay = page.getByRole('dialog', { name: 'Zaplatit z kreditu klubu' });
    await pay.getByRole('button', { name: 'Zaplatit z kreditu' }).click();
    await page.getByText('Zaplacená').first().waitFor();
    await expect.poll(() => page.getByRole('table').first().getByText('Zaplaceno').count()).toBe(2);
    await screenshot(page, 'order-paid');

    // The office finds it first among the federation's orders (newest first).
    const office = await browser.newPage();
    await office.page.goto('/');
    await signIn(office.page, DEMO.expert);
    await office.page.goto('/zone/admin/orders');
    await office.page.getByRole('heading', { level: 1, name: 'Objednávky' }).waitFor();
    await office.page.getByRole('link', { name: `Objednávka č. ${orderId}` }).waitFor();
    expect((await seriousViolations(office.page)).join('\n')).toBe('');
    await screenshotAtPhoneWidth(office.page, 'orders-list-phone');
  });
});
