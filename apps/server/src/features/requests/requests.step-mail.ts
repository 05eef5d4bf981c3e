// The e-mail of each step of a transfer or loan: to both clubs' addresses and the member's (when
// there are), in both languages, with a link to the request in the club zone. Sent after the step's
// commit; a failed message is reported to the caller (which logs it), the step stands.
import { sql } from 'drizzle-orm';
import type { Config } from '../../platform/config/config';
import type { Db } from '../../platform/db/pool';
import type { AppDeps } from '../../platform/deps';
import { shownDate } from '../../platform/i18n/shown-date';
import type { MailMessage } from '../../platform/mail/mailer';
import { systemSender, textToHtml } from '../../platform/mail/system-mail';
import type { StepEvent } from './requests.workflow';

const ACTION_TEXT: Record<StepEvent['action'], { cs: string; en: string }> = {
  submit: {
    cs: 'Nová žádost; klub, z něhož osoba odchází, se může vyjádřit',
    en: 'New request; the releasing club may give its statement',
  },
  agree: { cs: 'Klub, z něhož osoba odchází, souhlasí', en: 'The releasing club agrees' },
  object: { cs: 'Klub, z něhož osoba odchází, nesouhlasí', en: 'The releasing club objects' },
  deadline: {
    cs: 'Lhůta pro vyjádření uplynula; počítá se se souhlasem',
    en: 'The statement deadline passed; it counts as agreement',
  },
  statement: { cs: 'Vyjádření klubu bylo přijato', en: 'The club statement was received' },
  'statement-link': { cs: 'Klub byl požádán o vyjádření', en: 'The club was asked for its statement' },
  approve: { cs: 'Svaz žádost schválil', en: 'The federation approved the request' },
  reject: { cs: 'Svaz žádost zamítl', en: 'The federation rejected the request' },
  cancel: { cs: 'Žádající klub žádost stáhl', en: 'The asking club withdrew the request' },
  apply: { cs: 'Členství bylo změněno', en: 'The membership changed' },
};

type MailFacts = {
  id: number;
  typeCs: string;
  typeEn: string;
  person: string | null;
  personEmail: string | null;
  fromClub: string | null;
  fromEmail: string | null;
  toClub: string | null;
  toEmail: string | null;
  effectiveDate: string | null;
  loanEndDate: string | null;
  objectionDeadline: string | null;
  note: string | null;
};

async function factsOf(db: Db, event: StepEvent): Promise<MailFacts | null> {
  const { rows } = await db.execute<MailFacts>(sql`
    SELECT r.id, coalesce(ty.name_cs, '') AS "typeCs", coalesce(ty.name_en, '') AS "typeEn",
           CASE WHEN p.id IS NULL THEN NULL ELSE p.first_name || ' ' || p.last_name END AS person,
           nullif(trim(p.email), '') AS "personEmail",
           fc.name AS "fromClub", nullif(trim(fc.email), '') AS "fromEmail",
           tc.name AS "toClub", nullif(trim(tc.email), '') AS "toEmail",
           to_char(r.effective_date, 'YYYY-MM-DD') AS "effectiveDate", to_char(r.loan_end_date, 'YYYY-MM-DD') AS "loanEndDate",
           to_char(r.objection_deadline, 'YYYY-MM-DD') AS "objectionDeadline",
           (SELECT s.note FROM request_steps s WHERE s.id = ${event.stepRowId}) AS note
      FROM requests r
      LEFT JOIN codebook_entries ty ON ty.list = 'requestTypes' AND ty.id = r.type_id
      LEFT JOIN persons p ON p.id = r.person_id
      LEFT JOIN clubs fc ON fc.id = r.statement_club_id
      LEFT JOIN clubs tc ON tc.id = r.club_id
     WHERE r.id = ${event.requestId}`);
  return rows[0] ?? null;
}

export function stepMail(
  config: Pick<Config, 'PUBLIC_URL' | 'PROJECT_NAME'>,
  f: MailFacts,
  event: StepEvent,
  to: { name: string | null; address: string },
  url: string,
): MailMessage {
  const from = systemSender(config);
  const what = ACTION_TEXT[event.action];
  const when = f.effectiveDate ? shownDate(f.effectiveDate) : '';
  const till = f.loanEndDate ? ` – ${shownDate(f.loanEndDate)}` : '';
  const deadline =
    event.action === 'submit' && f.objectionDeadline
      ? {
          cs: `\nLhůta pro vyjádření: do ${shownDate(f.objectionDeadline)}; bez odpovědi se počítá se souhlasem.`,
          en: `\nStatement deadline: ${shownDate(f.objectionDeadline)}; no answer counts as agreement.`,
        }
      : { cs: '', en: '' };
  const note = f.note ? `\n\n„${f.note}“` : '';
  const cs = `Dobrý den,\n\n${what.cs}.\n\nŽádost č. ${f.id}: ${f.typeCs}, ${f.person ?? ''}\nZ klubu: ${f.fromClub ?? ''}\nDo klubu: ${f.toClub ?? ''}\nOd: ${when}${till}${deadline.cs}${note}\n\n${url}`;
  const en = `Hello,\n\n${what.en}.\n\nRequest no. ${f.id}: ${f.typeEn}, ${f.person ?? ''}\nFrom club: ${f.fromClub ?? ''}\nTo club: ${f.toClub ?? ''}\nFrom: ${when}${till}${deadline.en}`;
  const text = `${cs}\n\n---\n\n${en}\n\n${config.PROJECT_NAME}\n`;
  return {
    from,
    to,
    subject: `Žádost č. ${f.id} (${f.typeCs}): ${what.cs} / ${what.en}`,
    text,
    html: textToHtml(text, url),
    messageId: `<request-${f.id}.step-${event.stepRowId}.${to.address.replace(/[^\w.-]/g, '_')}@${from.address.split('@')[1]}>`,
  };
}

/**
 * Sends the step's e-mails; answers the failures (each address that did not take it) for the
 * caller to log. Never throws: the step stands whatever the mail does.
 */
export async function sendStepMails(
  deps: Pick<AppDeps, 'db' | 'mail' | 'config'>,
  event: StepEvent,
  origin: string,
): Promise<{ address: string; err: unknown }[]> {
  const failures: { address: string; err: unknown }[] = [];
  let facts: MailFacts | null;
  try {
    facts = await factsOf(deps.db, event);
  } catch (err) {
    return [{ address: '', err }];
  }
  if (!facts) return failures;
  const f = facts;
  const recipients = new Map<string, string | null>();
  for (const [address, name] of [
    [f.fromEmail, f.fromClub],
    [f.toEmail, f.toClub],
    [f.personEmail, f.person],
  ] as const)
    if (address && !recipients.has(address.toLowerCase())) recipients.set(address.toLowerCase(), name);
  const url = `${origin}${deps.config.ROUTER_BASE}zone/club/requests/detail/${f.id}`;
  let i = 0;
  for (const [address, name] of recipients) {
    i += 1;
    try {
      await deps.mail.send(
        stepMail(deps.config, f, event, { name, address }, url),
        `request-${f.id}-step-${event.stepRowId}-${i}`,
      );
    } catch (err) {
      failures.push({ address, err });
    }
  }
  return failures;
}
