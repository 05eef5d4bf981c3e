// The register's demo (issue 29): a pair of likely duplicates to merge — the same man registered
// twice, once by the office with his birth number and an approved membership, once by another club
// without it, waiting for approval — so the detail's merge has something to show. (Persons waiting
// for approval come with the core register's roles.) Their registration numbers lie below the
// range the generated persons draw from (100-000 and up), so they never collide.
import { sql } from 'drizzle-orm';
import { APPROVAL_STATE, PERSON_ROLE_TYPE } from '../../db/reference-ids';
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
  return [...(rows.length ? ['a pair of likely duplicate persons'] : []), ...gone];
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
