// The clubs register's demo (issue 30), as a real federation would have it: clubs' legal forms
// from their official names, bank accounts of the clubs that gave one (valid Czech numbers at
// the big banks), a new club's registration from the public form waiting for the office, and an
// older one the office refused. And a change history of the demo club accounts' clubs.
import { sql } from 'drizzle-orm';
import { type DemoChange, earlierPhone, insertDemoChanges } from '../../demo/change-history';
import type { DemoContext } from '../../platform/modules/manifest';

const WEIGHTS = [1, 2, 4, 8, 5, 10, 9, 7, 3, 6];

/** A deterministic valid account number (weighted sum divisible by 11) from a seed. */
export function demoAccountNumber(seed: number): string {
  for (let n = 100_000_000 + seed * 7919; ; n++) {
    const digits = String(n);
    const sum = [...digits].reverse().reduce((a, d, i) => a + Number(d) * (WEIGHTS[i] ?? 0), 0);
    if (sum % 11 === 0) return digits;
  }
}

const BANKS = ['0800', '0100', '0300', '2010', '5500', '0600'];

export async function seedClubRegister({ client, today }: DemoContext): Promise<string[]> {
  await client.execute(sql`
    UPDATE clubs SET legal_form = CASE
      WHEN official_name ~* 'z\\.\\s?s\\.' THEN 'association'
      WHEN official_name ~* 'p\\.\\s?s\\.|oddíl' THEN 'branchAssociation'
      WHEN official_name ~* 's\\.\\s?r\\.\\s?o\\.|a\\.\\s?s\\.' THEN 'company'
      WHEN official_name ~* 'jednota|sokol' THEN 'association'
      ELSE NULL END
    WHERE legal_form IS NULL`);
  const { rows: clubs } = await client.execute<{ id: number }>(sql`SELECT id FROM clubs ORDER BY id`);
  // Two clubs in three gave their account.
  const accounts = clubs
    .filter((_, i) => i % 3 !== 2)
    .map((c, i) => ({ id: c.id, account: `${demoAccountNumber(c.id)}/${BANKS[i % BANKS.length]}` }));
  for (const a of accounts) await client.execute(sql`UPDATE clubs SET bank_account = ${a.account} WHERE id = ${a.id}`);
  await client.execute(sql`
    INSERT INTO club_registrations (name, official_name, identification_number, legal_form, street, house_number, city,
           zip, region_id, district_id, statutory_first_name, statutory_last_name, statutory_function, email, phone,
           note, state, reason, created_date, decided_date)
    VALUES ('Badminton Kroměříž', 'Badminton Kroměříž, z. s.', '05213533', 'association', 'Hulínská', '2', 'Kroměříž',
            '767 01', 13, 68, 'Petra', 'Nováková', 'předsedkyně', 'predsedkyne@badminton-kromeriz.cz', '+420 604 112 233',
            'Hrajeme v hale ZŠ Zachar, 4 kurty, 35 členů, z toho 20 dětí.', 'waiting', NULL,
            ${today}::date - 3 + time '10:24', NULL),
           ('Herní klub Dobříš', 'Herní klub Dobříš, z. s.', '22743031', 'association', 'Mírové náměstí', '1', 'Dobříš',
            '263 01', 2, 12, 'Karel', 'Šimek', 'předseda', 'simek@hk-dobris.cz', NULL,
            NULL, 'refused', 'Klub nemá badmintonový oddíl; stolní hry pod svaz nepatří.',
            ${today}::date - 40 + time '09:00', ${today}::date - 38 + time '14:30')`);
  const changes = await seedClubHistory(client, today);
  return [
    `${accounts.length} club bank accounts`,
    '2 club registrations (1 waiting)',
    ...(changes ? [`${changes} club changes`] : []),
  ];
}

/**
 * The clubs of club@ and clubro@fedra.test, changed as their managers and the office change them:
 * the office entering the bank account the club gave (months ago), the club's new contact person
 * and its new phone number (weeks ago; the office's doing for the club whose account only reads).
 */
async function seedClubHistory(client: DemoContext['client'], today: string): Promise<number> {
  const { rows } = await client.execute<{
    id: number;
    manager: string;
    bankAccount: string | null;
    contactPerson: string | null;
    phone: string | null;
  }>(sql`
    SELECT DISTINCT ON (c.id) c.id, CASE WHEN u.user_name = 'club@fedra.test' THEN u.user_name ELSE 'admin@fedra.test' END AS manager,
           c.bank_account AS "bankAccount", c.contact_person AS "contactPerson", c.phone
      FROM users u JOIN user_roles ur ON ur.user_id = u.id
      JOIN user_role_claims rc ON rc.user_role_id = ur.id AND rc.claim_type = 'club'
      JOIN clubs c ON c.id = rc.object_id
     WHERE u.user_name IN ('club@fedra.test', 'clubro@fedra.test')
     ORDER BY c.id, u.user_name`);
  // A change that would change nothing (no account to enter) is left out by insertDemoChanges.
  const changes = rows.flatMap((c, i): DemoChange[] => {
    const club = { subjectType: 'club', subjectId: c.id } as const;
    return [
      {
        ...club,
        actor: 'admin@fedra.test',
        action: 'club.update',
        daysAgo: 150 + i * 9,
        before: { bankAccount: null },
        after: { bankAccount: c.bankAccount },
      },
      {
        ...club,
        actor: c.manager,
        action: 'club.contact',
        daysAgo: 60 + i * 5,
        before: { contactPerson: rows[(i + 1) % rows.length]!.contactPerson },
        after: { contactPerson: c.contactPerson },
      },
      ...(c.phone
        ? [
            {
              ...club,
              actor: c.manager,
              action: 'club.contact',
              daysAgo: 12 + i * 2,
              before: { phone: earlierPhone(c.id, c.phone) },
              after: { phone: c.phone },
            } as const,
          ]
        : []),
    ];
  });
  return insertDemoChanges(client, today, changes);
}
