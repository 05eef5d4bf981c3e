// The daily reminder of overdue invoices (issue 31 part 6): the club (clubs.email) gets an e-mail
// for each invoice still unpaid (pending or partly paid) after its due date, at most once a week
// per invoice (invoices.reminded_date). An invoice is claimed before its mail goes out (the date
// set in one statement, rows locked and skipped by another instance), and released again when the
// mail is not accepted, so the next run tries again. Clubs have no language of their own: the mail
// is in Czech with the English under it (as the request mails). The day is the server's clock.
import { INVOICE_TYPE, PAYMENT_STATUS } from '@fedra/contract';
import { sql } from 'drizzle-orm';
import { addDays, today } from '../../platform/clock';
import type { Config } from '../../platform/config/config';
import type { AppDeps } from '../../platform/deps';
import { publicBase } from '../../platform/http/request-origin';
import { shownDate } from '../../platform/i18n/shown-date';
import type { JobDefinition } from '../../platform/jobs/job-queue';
import type { MailMessage } from '../../platform/mail/mailer';
import { systemSender, textToHtml } from '../../platform/mail/system-mail';

export const REMINDER_QUEUE = 'economy.overdue-reminders';
/** Days between two reminders of one invoice. */
export const REMINDER_INTERVAL_DAYS = 7;
/** How often an instance looks whether today's job is queued (the key makes it once a day). */
const CHECK_MS = 60 * 60 * 1000;

export type OverdueInvoice = {
  id: number;
  number: string;
  variableSymbol: string | null;
  issueDate: string;
  dueDate: string;
  amount: number;
  paidAmount: number;
  clubName: string;
  email: string;
  iban: string | null;
  bankAccount: string | null;
  /** reminded_date before this run claimed it (to give it back when the mail fails). */
  previous: string | null;
};

export interface ReminderOutcome {
  sent: number;
  failed: number;
}

const czk = (halere: number, lang: 'cs' | 'en') =>
  new Intl.NumberFormat(lang === 'cs' ? 'cs-CZ' : 'en-GB', { style: 'currency', currency: 'CZK' }).format(halere / 100);

/** The reminder of one invoice, Czech first, then English. */
export function reminderMail(
  config: Pick<Config, 'PUBLIC_URL' | 'PROJECT_NAME'>,
  inv: OverdueInvoice,
  url: string,
): MailMessage {
  const from = systemSender(config);
  const due = inv.amount - inv.paidAmount;
  const account = inv.iban ?? inv.bankAccount;
  const cs = [
    'Dobrý den,',
    `faktura č. ${inv.number} klubu ${inv.clubName} je po splatnosti a dosud nebyla zcela uhrazena.`,
    [
      `Částka faktury: ${czk(inv.amount, 'cs')}`,
      `Zbývá uhradit: ${czk(due, 'cs')}`,
      `Datum vystavení: ${shownDate(inv.issueDate)}`,
      `Datum splatnosti: ${shownDate(inv.dueDate)}`,
      ...(inv.variableSymbol ? [`Variabilní symbol: ${inv.variableSymbol}`] : []),
      ...(account ? [`Účet: ${account}`] : []),
    ].join('\n'),
    'Prosíme o úhradu. Pokud jste již zaplatili, považujte tuto zprávu za bezpředmětnou.',
    url,
  ].join('\n\n');
  const en = [
    'Hello,',
    `invoice no. ${inv.number} of the club ${inv.clubName} is past its due date and has not been paid in full.`,
    [
      `Invoice amount: ${czk(inv.amount, 'en')}`,
      `Left to pay: ${czk(due, 'en')}`,
      `Issued: ${shownDate(inv.issueDate)}`,
      `Due: ${shownDate(inv.dueDate)}`,
      ...(inv.variableSymbol ? [`Variable symbol: ${inv.variableSymbol}`] : []),
      ...(account ? [`Account: ${account}`] : []),
    ].join('\n'),
    'Please pay it. If you have paid already, please disregard this message.',
  ].join('\n\n');
  const text = `${cs}\n\n---\n\n${en}\n\n${config.PROJECT_NAME}\n`;
  return {
    from,
    to: { name: inv.clubName, address: inv.email },
    subject: `Upomínka: faktura č. ${inv.number} je po splatnosti / Reminder: invoice no. ${inv.number} is overdue`,
    text,
    html: textToHtml(text, url),
    messageId: `<invoice-${inv.id}.reminder-${today()}@${from.address.split('@')[1]}>`,
  };
}

/** The work of one run (the job's handler; tests call it with the clock set). */
export async function sendOverdueReminders(deps: Pick<AppDeps, 'db' | 'mail' | 'config'>): Promise<ReminderOutcome> {
  const day = today();
  const { rows } = await deps.db.execute<OverdueInvoice>(sql`
    WITH due AS (
      SELECT i.id, i.reminded_date AS previous
        FROM invoices i JOIN clubs c ON c.id = i.club_id
       WHERE i.type_id = ${INVOICE_TYPE.invoice}
         AND i.payment_status_id IN (${PAYMENT_STATUS.pending}, ${PAYMENT_STATUS.partiallyPaid})
         AND i.paid_amount < i.amount
         AND i.due_date < ${day}::date
         AND (i.reminded_date IS NULL OR i.reminded_date <= ${addDays(day, -REMINDER_INTERVAL_DAYS)}::date)
         AND nullif(trim(c.email), '') IS NOT NULL
       ORDER BY i.id
         FOR UPDATE OF i SKIP LOCKED)
    UPDATE invoices i SET reminded_date = ${day}::date
      FROM due, clubs c
     WHERE i.id = due.id AND c.id = i.club_id
    RETURNING i.id, i.number, i.variable_symbol AS "variableSymbol", i.issue_date::text AS "issueDate",
              i.due_date::text AS "dueDate", i.amount, i.paid_amount AS "paidAmount", c.name AS "clubName",
              trim(c.email) AS email, i.supplier->>'iban' AS iban, i.supplier->>'bankAccount' AS "bankAccount",
              due.previous::text AS previous`);
  const origin = publicBase(deps.config) ?? `http://localhost:${deps.config.PORT}`;
  const url = `${origin}${deps.config.ROUTER_BASE}zone/club/orders`;
  let sent = 0;
  let failed = 0;
  for (const inv of rows.sort((a, b) => a.id - b.id)) {
    try {
      await deps.mail.send(reminderMail(deps.config, inv, url), `invoice-reminder-${inv.id}-${day}`);
      sent += 1;
    } catch {
      failed += 1;
      // Not sent: the next run tries again.
      await deps.db.execute(
        sql`UPDATE invoices SET reminded_date = ${inv.previous}::date WHERE id = ${inv.id} AND reminded_date = ${day}::date`,
      );
    }
  }
  return { sent, failed };
}

export function defineReminderJob(deps: AppDeps): JobDefinition<{ day: string }> {
  let defined = false;
  const job = deps.jobs.defineOnce<{ day: string }>(REMINDER_QUEUE, () => {
    defined = true;
    return { name: REMINDER_QUEUE, retryLimit: 5, timeoutSeconds: 30 * 60, handler: () => sendOverdueReminders(deps) };
  });
  // Once per queue: today's run, queued once however many instances and rounds ask for it.
  // Once a day by the schedule; "run now" (synchronizations) runs it again: the work is safe to repeat.
  if (defined)
    deps.jobs.every(
      CHECK_MS,
      ({ trigger }) => deps.jobs.enqueue(job, { day: today() }, trigger === 'manual' ? {} : { key: today() }),
      { name: 'schedule.economy-reminders' },
    );
  return job;
}
