// Demo e-mail campaigns: two senders, a list of each contact strategy, two campaigns already
// sent (their delivery rows all sent, dated before `today`) and one draft. Deterministic: every
// date is derived from `today`, the recipients from the demo federation as it is on that day.
// Called by seedDemoData inside its transaction, after persons, roles and users exist.
import { CAMPAIGN_STATUS } from '@fedra/contract';
import { sql } from 'drizzle-orm';
import { FEDERATION_UNIT } from '../db/reference-ids';
import { materialiseDeliveries } from '../features/emailing/emailing-send';
import type { Db } from '../platform/db/pool';
import { toPgQuery } from '../platform/db/sql-text';

const SENDERS = [
  {
    name: 'Sekretariát svazu',
    alias: 'Česká badmintonová federace',
    email: 'sekretariat@fedra.test',
    replyTo: 'info@fedra.test',
  },
  { name: 'Komise rozhodčích', alias: null, email: 'rozhodci@fedra.test', replyTo: null },
];

const LISTS = [
  { name: 'Správci klubů', strategy: 'clubManagers', unit: null },
  { name: 'Členové klubů v Praze', strategy: 'unitMembers', unit: FEDERATION_UNIT.praha },
  { name: 'Rozhodčí', strategy: 'referees', unit: null },
  { name: 'Všichni členové', strategy: 'allMembers', unit: null },
];

interface DemoCampaign {
  name: string;
  template: string;
  subject: string;
  data: Record<string, string>;
  sender: number;
  lists: number[];
  /** Days before today it was sent; null: a draft. */
  sentDaysAgo: number | null;
}

const CAMPAIGNS: DemoCampaign[] = [
  {
    name: 'Zpravodaj – nová sezóna',
    template: 'Zpravodaj',
    subject: 'Zpravodaj: začíná nová sezóna',
    data: {
      heading: 'Nová sezóna začíná',
      body: '<p>Registrace hráčů do nové sezóny je otevřená. Prosíme správce klubů o <strong>kontrolu členů</strong> a úhradu příspěvků do konce měsíce.</p><p>Děkujeme a přejeme úspěšnou sezónu.</p>',
    },
    sender: 0,
    lists: [0],
    sentDaysAgo: 40,
  },
  {
    name: 'Seminář rozhodčích',
    template: 'Oznámení',
    subject: 'Pozvánka na seminář rozhodčích',
    data: {
      body: '<p>Zveme vás na podzimní seminář rozhodčích v Praze. Program a přihlášku najdete na <a href="https://fedra.test/seminar">webu svazu</a>.</p>',
    },
    sender: 1,
    lists: [2],
    sentDaysAgo: 12,
  },
  {
    name: 'Zpravodaj – prosinec',
    template: 'Zpravodaj',
    subject: 'Zpravodaj: prosinec',
    data: {
      heading: 'Co nás čeká v prosinci',
      body: '<p>Mistrovství republiky, vánoční turnaje a uzávěrka přestupů.</p>',
    },
    sender: 0,
    lists: [0, 3],
    sentDaysAgo: null,
  },
];

/** `today` minus `days`, at 10:00 UTC. */
const daysBefore = (today: string, days: number, minutes = 0) => {
  const d = new Date(`${today}T10:00:00Z`);
  d.setUTCDate(d.getUTCDate() - days);
  d.setUTCMinutes(minutes);
  return d.toISOString();
};

export async function seedEmailing(client: Db, today: string): Promise<{ campaigns: number; deliveries: number }> {
  const created = daysBefore(today, 60);
  const senderIds: number[] = [];
  for (const s of SENDERS) {
    const { rows } = await client.query<{ id: number }>(
      `INSERT INTO emailing_senders (name, alias, email, reply_to, active, created_date)
       VALUES ($1, $2, $3, $4, true, $5) RETURNING id`,
      [s.name, s.alias, s.email, s.replyTo, created],
    );
    senderIds.push(rows[0]!.id);
  }
  const listIds: number[] = [];
  for (const l of LISTS) {
    const { rows } = await client.query<{ id: number }>(
      `INSERT INTO emailing_lists (name, contact_strategy, federation_unit_id, created_date)
       VALUES ($1, $2, $3, $4) RETURNING id`,
      [l.name, l.strategy, l.unit, created],
    );
    listIds.push(rows[0]!.id);
  }
  // The federation office writes the campaigns (the list shows who).
  const office = await client.query<{ id: number }>(`SELECT id FROM users WHERE user_name = 'admin@fedra.test'`);
  const officeId = office.rows[0]?.id ?? null;
  let deliveries = 0;
  for (const c of CAMPAIGNS) {
    const sent = c.sentDaysAgo === null ? null : daysBefore(today, c.sentDaysAgo);
    const { rows } = await client.query<{ id: number }>(
      `INSERT INTO emailing_campaigns (template_id, name, subject, data, sender_id, status_id, send_date, sent_date, created_date, created_by_id)
       SELECT t.id, $2, $3, $4::jsonb, $5, $6, $7::timestamptz, $8::timestamptz, $9, $10
         FROM emailing_templates t WHERE t.name = $1
       RETURNING id`,
      [
        c.template,
        c.name,
        c.subject,
        JSON.stringify(c.data),
        senderIds[c.sender],
        sent ? CAMPAIGN_STATUS.sent : CAMPAIGN_STATUS.draft,
        sent,
        sent ? daysBefore(today, c.sentDaysAgo!, 7) : null,
        sent ? daysBefore(today, c.sentDaysAgo! + 2) : daysBefore(today, 3),
        officeId,
      ],
    );
    const id = rows[0]!.id;
    await client.query('INSERT INTO emailing_campaign_lists (campaign_id, list_id) SELECT $1, unnest($2::int[])', [
      id,
      c.lists.map((i) => listIds[i]),
    ]);
    if (!sent) continue;
    // The recipients as the lists had them on the day of the send, all delivered within minutes.
    deliveries += await materialiseDeliveries(client, id, sql`(${today}::date - ${c.sentDaysAgo!}::int)`);
    await client.query(
      toPgQuery(sql`
      UPDATE emailing_deliveries
         SET state = 'sent', attempts = 1, sent_date = ${sent}::timestamptz + (id % 400) * interval '1 second',
             message_id = '<campaign-' || campaign_id || '.delivery-' || id || '@fedra.test>'
       WHERE campaign_id = ${id}`),
    );
  }
  // Statistics for the small tables now: autovacuum would analyse them only after 50 changes.
  await client.query(
    'ANALYZE emailing_templates, emailing_senders, emailing_lists, emailing_campaigns, emailing_campaign_lists, emailing_deliveries',
  );
  return { campaigns: CAMPAIGNS.length, deliveries };
}
