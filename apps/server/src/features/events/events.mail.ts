// The events' e-mails (issue 32 §5): the invitation to the invited persons (once per person:
// `event_invitations` is claimed before the mail goes out and released when it is not accepted),
// the news of a place to whoever moved up from the waiting list, and the daily job's reminder a
// few days before the start (once per event: `events.reminded_date`). They go through the mailer
// as the system's other transactional mails do (SMTP, or the outbox without it), Czech first and
// English under it, as a member has no language of their own.
import type { EventInvitationJob, EventInvitationOutcome } from '@fedra/contract';
import { sql } from 'drizzle-orm';
import { addDays, FEDERATION_TIME_ZONE, today } from '../../platform/clock';
import { isoTimestampSql } from '../../platform/db/sql-columns';
import type { AppDeps } from '../../platform/deps';
import { notFound } from '../../platform/errors/app-error';
import { publicBase } from '../../platform/http/request-origin';
import { type Language, translate } from '../../platform/i18n/messages';
import type { JobDefinition, JobProgress } from '../../platform/jobs/job-queue';
import type { MailMessage } from '../../platform/mail/mailer';
import { systemSender, textToHtml } from '../../platform/mail/system-mail';
import { DECLINED, invitedSql } from './events.list';
import type { MovedUp } from './events.service';

export const REMINDER_QUEUE = 'events.reminders';
/** The reminder goes out when the start is at most this many days ahead. */
export const REMINDER_DAYS_AHEAD = 3;
const CHECK_MS = 60 * 60 * 1000;

type MailDeps = Pick<AppDeps, 'db' | 'mail' | 'config'>;

type Recipient = {
  eventId: number;
  personId: number;
  name: string;
  email: string;
  eventName: string;
  startsAt: string;
  endsAt: string;
  venue: string | null;
};

const RECIPIENT_COLUMNS = sql`e.id AS "eventId", p.id AS "personId", concat_ws(' ', p.first_name, p.last_name) AS name,
  trim(p.email) AS email, e.name AS "eventName", ${isoTimestampSql(sql`e.starts_at`)} AS "startsAt", ${isoTimestampSql(sql`e.ends_at`)} AS "endsAt",
  nullif(concat_ws(', ', sf.name, e.venue_text), '') AS venue`;

function when(startsAt: string, endsAt: string, lang: 'cs' | 'en'): string {
  const f = new Intl.DateTimeFormat(lang === 'cs' ? 'cs-CZ' : 'en-GB', {
    timeZone: 'Europe/Prague',
    day: 'numeric',
    month: 'numeric',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  });
  return `${f.format(new Date(startsAt))} – ${f.format(new Date(endsAt))}`;
}

function eventUrl(config: MailDeps['config'], eventId: number): string {
  const origin = publicBase(config) ?? `http://localhost:${config.PORT}`;
  return `${origin}${config.ROUTER_BASE}zone/personal/my-events/detail/${eventId}`;
}

type Kind = 'invitation' | 'moved-up' | 'reminder';

const TEXTS: Record<Kind, { subject: [string, string]; cs: string; en: string }> = {
  invitation: {
    subject: ['Pozvánka', 'Invitation'],
    cs: 'zveme vás na akci svazu. Přihlásit se můžete v osobní zóně.',
    en: 'you are invited to a federation event. You can register in your personal zone.',
  },
  'moved-up': {
    subject: ['Uvolnilo se místo', 'A place is yours'],
    cs: 'uvolnilo se místo a z pořadníku náhradníků jste byli přesunuti mezi přihlášené účastníky akce.',
    en: 'a place has freed up and you have moved up from the waiting list to the registered participants.',
  },
  reminder: {
    subject: ['Připomínka', 'Reminder'],
    cs: 'připomínáme akci, na kterou jste přihlášeni.',
    en: 'this is a reminder of the event you are registered to.',
  },
};

export function eventMail(config: MailDeps['config'], kind: Kind, r: Recipient): MailMessage {
  const from = systemSender(config);
  const url = eventUrl(config, r.eventId);
  const t = TEXTS[kind];
  const facts = (lang: 'cs' | 'en') =>
    [
      `${lang === 'cs' ? 'Akce' : 'Event'}: ${r.eventName}`,
      `${lang === 'cs' ? 'Termín' : 'When'}: ${when(r.startsAt, r.endsAt, lang)}`,
      ...(r.venue ? [`${lang === 'cs' ? 'Místo' : 'Where'}: ${r.venue}`] : []),
    ].join('\n');
  const text = [
    `Dobrý den,\n${t.cs}`,
    facts('cs'),
    url,
    '---',
    `Hello,\n${t.en}`,
    facts('en'),
    config.PROJECT_NAME,
  ].join('\n\n');
  return {
    from,
    to: { name: r.name, address: r.email },
    subject: `${t.subject[0]}: ${r.eventName} / ${t.subject[1]}: ${r.eventName}`,
    text: `${text}\n`,
    html: textToHtml(text, url),
    messageId: `<event-${r.eventId}.${kind}.person-${r.personId}@${from.address.split('@')[1]}>`,
  };
}

async function send(deps: MailDeps, kind: Kind, r: Recipient): Promise<boolean> {
  try {
    await deps.mail.send(eventMail(deps.config, kind, r), `event-${kind}-${r.eventId}-${r.personId}`);
    return true;
  } catch {
    return false;
  }
}

/** Tells each person who moved up (after the commit); a mail not accepted is not retried. */
export async function mailMovedUp(deps: MailDeps, moved: MovedUp): Promise<void> {
  if (!moved.registrationIds.length) return;
  const { rows } = await deps.db.execute<Recipient>(sql`
    SELECT ${RECIPIENT_COLUMNS}
      FROM event_registrations r JOIN persons p ON p.id = r.person_id JOIN events e ON e.id = r.event_id
      LEFT JOIN sport_fields sf ON sf.id = e.sport_field_id
     WHERE r.id = ANY(${sql.param(moved.registrationIds)}::int[]) AND p.email LIKE '%_@_%'`);
  for (const r of rows) await send(deps, 'moved-up', r);
}

/** Mails sent side by side (the outbox's writes or the SMTP pool's connections). */
const PARALLEL = 8;

/**
 * E-mails the invitation to every invited person with an address not invited yet (the job's
 * work). Each is claimed in `event_invitations` first (one statement: a concurrent run skips the
 * claimed) and released when the mail server refuses, so the next sending tries again.
 */
export async function sendInvitations(
  deps: MailDeps,
  eventId: number,
  progress: (done: number, total: number) => Promise<void> = async () => {},
): Promise<EventInvitationOutcome> {
  const { rows } = await deps.db.execute<Recipient>(sql`
    WITH claimed AS (
      INSERT INTO event_invitations (event_id, person_id, email)
      SELECT e.id, p.id, trim(p.email) FROM events e CROSS JOIN persons p
       WHERE e.id = ${eventId} AND p.email LIKE '%_@_%' AND ${invitedSql(sql`p.id`)}
      ON CONFLICT DO NOTHING RETURNING person_id)
    SELECT ${RECIPIENT_COLUMNS}
      FROM claimed c JOIN persons p ON p.id = c.person_id CROSS JOIN events e
      LEFT JOIN sport_fields sf ON sf.id = e.sport_field_id
     WHERE e.id = ${eventId} ORDER BY p.id`);
  const { rows: none } = await deps.db.execute<{ n: number }>(sql`
    SELECT count(*)::int AS n FROM events e CROSS JOIN persons p
     WHERE e.id = ${eventId} AND (p.email IS NULL OR p.email NOT LIKE '%_@_%') AND ${invitedSql(sql`p.id`)}`);
  let sent = 0;
  let failed = 0;
  await progress(0, rows.length);
  for (let i = 0; i < rows.length; i += PARALLEL) {
    const batch = rows.slice(i, i + PARALLEL);
    const accepted = await Promise.all(batch.map((r) => send(deps, 'invitation', r)));
    const refused = batch.filter((_, j) => !accepted[j]).map((r) => r.personId);
    sent += batch.length - refused.length;
    failed += refused.length;
    if (refused.length)
      await deps.db.execute(
        sql`DELETE FROM event_invitations WHERE event_id = ${eventId} AND person_id = ANY(${sql.param(refused)}::int[])`,
      );
    await progress(i + batch.length, rows.length);
  }
  return { sent, failed, withoutEmail: none[0]!.n };
}

export const INVITATION_QUEUE = 'events.invitations';

export function defineInvitationJob(deps: AppDeps): JobDefinition<{ eventId: number }> {
  return deps.jobs.defineOnce<{ eventId: number }>(INVITATION_QUEUE, () => ({
    name: INVITATION_QUEUE,
    retryLimit: 2,
    retryDelaySeconds: 30,
    timeoutSeconds: 60 * 60,
    // A rerun sends only to those not claimed yet.
    handler: ({ eventId }, ctx) => sendInvitations(deps, eventId, (done, total) => ctx.progress(done, total)),
  }));
}

const eventOfKey = (key: string | null) => Number(/^event-(\d+):/.exec(key ?? '')?.[1] ?? 0);

function presentJob(p: JobProgress, lang: Language): EventInvitationJob {
  const result = p.result as EventInvitationOutcome | null;
  return {
    jobId: p.id,
    eventId: eventOfKey(p.key),
    state: p.state,
    done: p.done,
    total: p.total,
    error: p.state === 'failed' ? translate(lang, 'events.invitationsFailed') : null,
    result: p.state === 'completed' && result ? result : null,
  };
}

/** A sending job of the event; 404 for any other job. */
export async function getInvitationJob(
  deps: Pick<AppDeps, 'jobs'>,
  eventId: number,
  jobId: string,
  lang: Language,
): Promise<EventInvitationJob> {
  const progress = await deps.jobs.progress(jobId);
  if (!progress || progress.name !== INVITATION_QUEUE || eventOfKey(progress.key) !== eventId) throw notFound();
  return presentJob(progress, lang);
}

/** Starts sending the event's invitations, or answers the sending still queued or running. */
export async function startInvitations(
  deps: Pick<AppDeps, 'db' | 'jobs'>,
  job: JobDefinition<{ eventId: number }>,
  eventId: number,
  lang: Language,
): Promise<EventInvitationJob> {
  const started = await deps.jobs.startOnce(deps.db, job, { eventId }, `event-${eventId}:`, async (tx) => {
    // The event's row lock: two clicks at once find one job.
    const { rows: ev } = await tx.execute(sql`SELECT 1 FROM events WHERE id = ${eventId} FOR UPDATE`);
    if (!ev[0]) throw notFound();
  });
  return getInvitationJob(deps, eventId, started.id, lang);
}

/**
 * The day's reminders: each event starting within REMINDER_DAYS_AHEAD days (and not yet started)
 * is claimed once and its registrants holding a place are reminded.
 */
export async function sendEventReminders(deps: MailDeps): Promise<{ events: number; sent: number; failed: number }> {
  const day = today();
  const { rows: events } = await deps.db.execute<{ id: number }>(sql`
    UPDATE events e SET reminded_date = ${day}::date
     WHERE e.reminded_date IS NULL
       AND (e.starts_at AT TIME ZONE ${FEDERATION_TIME_ZONE})::date > ${day}::date
       AND (e.starts_at AT TIME ZONE ${FEDERATION_TIME_ZONE})::date <= ${addDays(day, REMINDER_DAYS_AHEAD)}::date
    RETURNING e.id`);
  let sent = 0;
  let failed = 0;
  // The registrants holding a place at every claimed event, in one query.
  const { rows } = events.length
    ? await deps.db.execute<Recipient>(sql`
        SELECT ${RECIPIENT_COLUMNS}
          FROM event_registrations r JOIN persons p ON p.id = r.person_id JOIN events e ON e.id = r.event_id
          LEFT JOIN sport_fields sf ON sf.id = e.sport_field_id
         WHERE r.event_id = ANY(${sql.param(events.map((e) => e.id))}::int[]) AND NOT r.waiting
           AND r.state_id <> ${DECLINED} AND p.email LIKE '%_@_%'
         ORDER BY r.event_id, p.id`)
    : { rows: [] };
  for (const r of rows) {
    if (await send(deps, 'reminder', r)) sent += 1;
    else failed += 1;
  }
  return { events: events.length, sent, failed };
}

export function defineReminderJob(deps: AppDeps): JobDefinition<{ day: string }> {
  let defined = false;
  const job = deps.jobs.defineOnce<{ day: string }>(REMINDER_QUEUE, () => {
    defined = true;
    return { name: REMINDER_QUEUE, retryLimit: 5, timeoutSeconds: 30 * 60, handler: () => sendEventReminders(deps) };
  });
  // Once per queue: today's run, queued once however many instances and rounds ask for it.
  // Once a day by the schedule; "run now" (synchronizations) runs it again: the work is safe to repeat.
  if (defined)
    deps.jobs.every(
      CHECK_MS,
      ({ trigger }) => deps.jobs.enqueue(job, { day: today() }, trigger === 'manual' ? {} : { key: today() }),
      { name: 'schedule.events-reminders' },
    );
  return job;
}
