// Bank statements end to end (issue 31 §4): the office uploads a camt.053 statement that pays a
// club's invoice exactly and part of another; the first is matched (its order paid), the second
// waits as a partial payment, which the office assigns by hand through the invoice search; an
// unknown file is refused under the file field. Desktop and phone (375 px) widths, axe.
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { seriousViolations } from './support/axe';
import { screenshot, useBrowser } from './support/browser';
import { DEMO, signIn } from './support/flows';
import { screenshotAtPhoneWidth } from './support/phone';

const browser = useBrowser();
const RUN = Date.now().toString(36).slice(-5);

function pool() {
  const url = process.env.E2E_DATABASE_URL;
  if (!url) throw new Error('E2E_DATABASE_URL is not set: run the browser specs with `npm run test:e2e`');
  return new pg.Pool({ connectionString: url, max: 1 });
}

/** An invoiced order of a demo club (as confirming it does), with a variable symbol of this run. */
async function seedInvoice(db: pg.Pool, amount: number, vs: string) {
  const { rows } = await db.query<{ orderId: number; invoiceId: number; club: string }>(
    `WITH c AS (SELECT id, name FROM clubs ORDER BY id LIMIT 1),
          o AS (INSERT INTO orders (club_id, status_id, total, confirmed_date, note)
                SELECT id, 3, $1, now(), 'e2e bank statement' FROM c RETURNING id, club_id),
          it AS (INSERT INTO order_items (order_id, category_id, kind, name, unit_amount, quantity, vat_rate, amount)
                 SELECT id, 2, 'club', 'Registrace družstva', $1, 1, 0, $1 FROM o),
          i AS (INSERT INTO invoices (order_id, club_id, type_id, number, variable_symbol, issue_date, due_date, amount,
                                      payment_status_id, supplier, customer)
                SELECT o.id, o.club_id, 1, $2, $2, current_date, current_date + 14, $1, 1, '{}'::jsonb,
                       json_build_object('name', c.name)::jsonb FROM o, c RETURNING id)
     SELECT o.id AS "orderId", i.id AS "invoiceId", c.name AS club FROM o, i, c`,
    [amount, vs],
  );
  return rows[0]!;
}

const camt = (entries: { amount: string; vs: string; payer: string }[]) =>
  Buffer.from(
    `<?xml version="1.0" encoding="UTF-8"?>
<Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.02"><BkToCstmrStmt>
<GrpHdr><MsgId>E2E-${RUN}</MsgId><CreDtTm>2026-11-20T06:00:00+01:00</CreDtTm></GrpHdr>
<Stmt><Id>E2E/${RUN}</Id><FrToDt><FrDtTm>2026-11-20T00:00:00+01:00</FrDtTm><ToDtTm>2026-11-20T23:59:59+01:00</ToDtTm></FrToDt>
<Acct><Id><IBAN>CZ6508000000192000145399</IBAN></Id></Acct>
${entries
  .map(
    (e) => `<Ntry><Amt Ccy="CZK">${e.amount}</Amt><CdtDbtInd>CRDT</CdtDbtInd><BookgDt><Dt>2026-11-20</Dt></BookgDt>
<NtryDtls><TxDtls><Refs><EndToEndId>VS:${e.vs}/SS:/KS:</EndToEndId></Refs><RltdPties><Dbtr><Nm>${e.payer}</Nm></Dbtr></RltdPties>
<RmtInf><Ustrd>Platba e2e</Ustrd></RmtInf></TxDtls></NtryDtls></Ntry>`,
  )
  .join('\n')}
</Stmt></BkToCstmrStmt></Document>
`,
  );

describe('bank statements', () => {
  it('the office imports a statement that pays an order, and assigns a partial payment by hand', async () => {
    const db = pool();
    try {
      const digits = String(Date.now()).slice(-8);
      const exact = await seedInvoice(db, 123450, `7${digits}1`);
      const part = await seedInvoice(db, 50000, `7${digits}2`);
      const { page } = await browser.newPage();
      await page.goto('/');
      await signIn(page, DEMO.expert);
      await page.goto('/zone/admin/bank-statements');
      await page.getByRole('heading', { level: 1, name: 'Bankovní výpisy' }).waitFor();
      expect((await seriousViolations(page)).join('\n')).toBe('');

      // An unknown file is refused under the field; nothing is listed.
      await page.locator('input[type="file"]').setInputFiles({
        name: `nahodny-${RUN}.csv`,
        mimeType: 'text/csv',
        buffer: Buffer.from('Jméno;Příjmení\nJan;Novák\n'),
      });
      await page.getByRole('button', { name: 'Nahrát a spárovat' }).click();
      await page.getByText('Neznámý formát výpisu', { exact: false }).waitFor();

      await page.locator('input[type="file"]').setInputFiles({
        name: `vypis-${RUN}.xml`,
        mimeType: 'application/xml',
        buffer: camt([
          { amount: '1234.50', vs: `7${digits}1`, payer: 'TJ Sokol Žižkov' },
          { amount: '200.00', vs: `7${digits}2`, payer: 'Jana Nováková' },
        ]),
      });
      await page.getByRole('button', { name: 'Nahrát a spárovat' }).click();
      await page.getByText('Výpis nahrán: 2 platby, spárováno 1, k ručnímu vyřízení 1.').waitFor();
      const lines = page.getByRole('table', { name: `Platby výpisu E2E/${RUN}` });
      await lines.getByRole('row').nth(2).waitFor();
      const matchedRow = lines.getByRole('row').filter({ hasText: 'TJ Sokol Žižkov' });
      await matchedRow.getByText('Spárováno').waitFor();
      await expect.poll(async () => (await matchedRow.textContent()) ?? '').toContain(`7${digits}1`);
      expect((await seriousViolations(page)).join('\n')).toBe('');
      await screenshot(page, 'bank-statement-lines');
      await screenshotAtPhoneWidth(page, 'bank-statement-lines-phone');

      // The exact payment paid the order.
      const status = await db.query<{ s: number; p: number }>(
        'SELECT o.status_id AS s, i.paid_amount::int AS p FROM orders o JOIN invoices i ON i.order_id = o.id WHERE o.id = $1',
        [exact.orderId],
      );
      expect(status.rows[0]).toEqual({ s: 4, p: 123450 });

      // The partial one: assigned by hand through the invoice search, with the keyboard.
      const partialRow = lines.getByRole('row').filter({ hasText: 'Jana Nováková' });
      await partialRow.getByText('Částečná platba').waitFor();
      await partialRow.getByRole('button', { name: /^Přiřadit platbu/ }).click();
      const dialog = page.getByRole('dialog', { name: 'Přiřadit platbu k faktuře' });
      await dialog.getByText('nižší než dlužná částka', { exact: false }).waitFor();
      expect((await seriousViolations(page)).join('\n')).toBe('');
      await screenshot(page, 'bank-statement-assign');
      await dialog.getByRole('button', { name: 'Přiřadit platbu' }).focus();
      await page.keyboard.press('Enter');
      await dialog.waitFor({ state: 'hidden' });
      await partialRow.getByText('Přiřazeno ručně').waitFor();
      const paid = await db.query<{ p: number; s: number }>(
        'SELECT paid_amount::int AS p, payment_status_id AS s FROM invoices WHERE id = $1',
        [part.invoiceId],
      );
      expect(paid.rows[0]).toEqual({ p: 20000, s: 2 });
    } finally {
      await db.end();
    }
  });
});
