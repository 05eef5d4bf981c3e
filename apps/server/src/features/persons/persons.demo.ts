// The register's demo (issue 29): a pair of likely duplicates to merge — the same man registered
// twice, once by the office with his birth number and an approved membership, once by another club
// without it, waiting for approval — so the detail's merge has something to show. (Persons waiting
// for approval come with the core register's roles.) Their registration numbers lie below the
// range the generated persons draw from (100-000 and up), so they never collide. And a change
// history for member@fedra.test's person and a few more members of club@fedra.test's club.
import { sql } from 'drizzle-orm';
import { APPROVAL_STATE, PERSON_ROLE_TYPE } from '../../db/reference-ids';
import { type DemoChange, earlierPhone, insertDemoChanges } from '../../demo/change-history';
import type { DemoContext } from '../../platform/modules/manifest';

export const DEMO_DUPLICATE = { firstName: 'Jiří', lastName: 'Opakovaný', birthDate: '1988-04-12' } as const;

export async function seedDuplicatePair({ client, today }: DemoContext): Promise<string[]> {
  const { rows } = await client.execute<{ id: number }>(sql`
    WITH two_clubs AS (SELECT id, federation_unit_id, row_number() OVER (ORDER BY id) AS n FROM clubs ORDER BY id LIMIT 2),
    p AS (
      INSERT INTO persons (registration_number, first_name, last_name, birth_date, birth_number, sex_id, nationality_id,
                           federation_unit_id, email)
      SELECT v.reg, ${DEMO_DUPLICATE.firstName}, ${DEMO_DUPLICATE.lastName}, ${DEMO_DUPLICATE.birthDate}::date, v.bn, 1, 203,
             c.federation_unit_id, v.email
        FROM (VALUES (1, 'CZE 088-041', '880412/0314', NULL), (2, 'CZE 088-042', NULL, 'jiri.opakovany@example.cz'))
             AS v(n, reg, bn, email)
        JOIN two_clubs c ON c.n = v.n
      RETURNING id, registration_number)
    INSERT INTO person_roles (person_id, type_id, club_id, approval_state_id, valid_from)
    SELECT p.id, ${PERSON_ROLE_TYPE.CLUB_MEMBER}::int, c.id,
           CASE WHEN p.registration_number = 'CZE 088-041' THEN ${APPROVAL_STATE.approved}::int ELSE ${APPROVAL_STATE.waiting}::int END,
           ${today}::date - 30
      FROM p JOIN two_clubs c ON c.n = CASE WHEN p.registration_number = 'CZE 088-041' THEN 1 ELSE 2 END
    RETURNING person_id AS id`);
  const gone = await seedLongGoneMembers(client, today);
  const changes = await seedPersonHistory(client, today);
  return [
    ...(rows.length ? ['a pair of likely duplicate persons'] : []),
    ...gone,
    ...(changes ? [`${changes} person changes`] : []),
  ];
}

/** Two members whose last membership ended fifteen years ago: the anonymisation candidates' demo. */
async function seedLongGoneMembers(client: DemoContext['client'], today: string): Promise<string[]> {
  const { rows } = await client.execute<{ id: number }>(sql`
    WITH club AS (SELECT id, federation_unit_id FROM clubs ORDER BY id LIMIT 1),
    p AS (
      INSERT INTO persons (registration_number, first_name, last_name, birth_date, sex_id, nationality_id, federation_unit_id,
                           email)
      SELECT v.reg, v.first, v.last, v.born::date, v.sex, 203, club.federation_unit_id, v.email
        FROM (VALUES ('CZE 088-051', 'Bohumil', 'Dávný', '1950-03-08', 1, 'bohumil.davny@example.cz'),
                     ('CZE 088-052', 'Věra', 'Dávná', '1952-11-30', 2, NULL))
             AS v(reg, first, last, born, sex, email), club
      RETURNING id)
    INSERT INTO person_roles (person_id, type_id, club_id, approval_state_id, valid_from, valid_till)
    SELECT p.id, ${PERSON_ROLE_TYPE.CLUB_MEMBER}::int, club.id, ${APPROVAL_STATE.approved}::int,
           (${today}::date - interval '30 years')::date, (${today}::date - interval '15 years')::date
      FROM p, club
    RETURNING person_id AS id`);
  return rows.length ? [`${rows.length} long-gone members`] : [];
}

/**
 * The club manager's changes of member@'s person and five more members of the club today with a
 * phone and an address: a move (to where a neighbour in the list lives, months ago) and a new
 * phone number (weeks ago).
 */
async function seedPersonHistory(client: DemoContext['client'], today: string): Promise<number> {
  const { rows } = await client.execute<{
    id: number;
    phone: string | null;
    street: string | null;
    city: string | null;
    zip: string | null;
  }>(sql`
    WITH home AS (SELECT current_club_id AS club FROM users WHERE user_name = 'club@fedra.test'),
    members AS (
      SELECT DISTINCT r.person_id AS id FROM person_roles r JOIN persons p ON p.id = r.person_id, home
       WHERE r.club_id = home.club AND r.type_id = ${PERSON_ROLE_TYPE.CLUB_MEMBER} AND p.phone IS NOT NULL AND p.street IS NOT NULL
         AND r.approval_state_id = ${APPROVAL_STATE.approved}
         AND r.valid_from <= ${today}::date AND (r.valid_till IS NULL OR r.valid_till >= ${today}::date)
       ORDER BY 1 LIMIT 5)
    SELECT p.id, p.phone, p.street, p.city, p.zip FROM persons p
     WHERE p.id IN (SELECT id FROM members UNION SELECT assign_person_id FROM users WHERE user_name = 'member@fedra.test')
     ORDER BY p.id`);
  const address = (r: (typeof rows)[number]) => ({ street: r.street, city: r.city, zip: r.zip });
  const changes = rows.flatMap((p, i): DemoChange[] => {
    const person = {
      subjectType: 'person',
      subjectId: p.id,
      actor: 'club@fedra.test',
      action: 'person.contact',
    } as const;
    return [
      { ...person, daysAgo: 120 + i * 11, before: address(rows[(i + 1) % rows.length]!), after: address(p) },
      ...(p.phone
        ? [
            {
              ...person,
              daysAgo: 20 + i * 3,
              before: { phone: earlierPhone(p.id, p.phone) },
              after: { phone: p.phone },
            },
          ]
        : []),
    ];
  });
  return insertDemoChanges(client, today, changes);
}
