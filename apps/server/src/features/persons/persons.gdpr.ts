// GDPR for the office (issue 29 §7): the export of everything Fedra holds about a person, the
// anonymisation (after the user typed the person's name), and the persons to consider for it. An
// anonymised person keeps their id, registration number, birth year, sex and citizenship, so that
// counts, results and rankings stay; name, birth number and day, contacts, the legal
// representative and the user link go for good. The audit log keeps its history: it is the record
// of who did what (its rows cannot be changed), and the export shows it.
import { ANONYMISATION_YEARS, type AnonymisationCandidate, type PersonDataExport } from '@fedra/contract';
import { sql } from 'drizzle-orm';
import { type AdminScope, type PersonalScope, unitScopeSql } from '../../platform/access/scope-sql';
import { type Origin, writeAudit } from '../../platform/audit/audit-log';
import { now, TODAY_SQL } from '../../platform/clock';
import type { Db } from '../../platform/db/pool';
import { isoTimestampSql } from '../../platform/db/sql-columns';
import { transaction } from '../../platform/db/transaction';
import { AppError, validationError } from '../../platform/errors/app-error';
import { defineListExport } from '../../platform/list-query/list-export';
import { type ListSpec, parseListQuery, whereSql } from '../../platform/list-query/list-query';
import type { ListStatements } from '../../platform/list-query/list-statements';
import { PERSON_NAME_FIELD, personFullName } from '../../platform/list-query/person-fields';
import { requirePersonInScope } from './persons.read';

/** Rows of a query as plain objects (every column as stored; times as ISO strings). */
const rowsOf = async (db: Db, query: ReturnType<typeof sql>) => (await db.execute<Record<string, unknown>>(query)).rows;

export async function exportPerson(db: Db, scope: AdminScope | PersonalScope, id: number): Promise<PersonDataExport> {
  await requirePersonInScope(db, scope, id);
  // The search column is the name again, folded: not data of its own.
  const [{ full_name_search: _, ...person }] = (await rowsOf(db, sql`SELECT * FROM persons WHERE id = ${id}`)) as [
    Record<string, unknown>,
  ];
  return {
    exportedAt: now().toISOString(),
    person,
    roles: await rowsOf(
      db,
      sql`SELECT r.*, t.name_cs AS type_name, c.name AS club_name, b.name AS board_name
            FROM person_roles r JOIN person_role_types t ON t.id = r.type_id
            LEFT JOIN clubs c ON c.id = r.club_id LEFT JOIN boards b ON b.id = r.board_id
           WHERE r.person_id = ${id} ORDER BY r.valid_from, r.id`,
    ),
    contributions: await rowsOf(
      db,
      sql`SELECT pc.*, s.name AS season_name FROM person_contributions pc JOIN seasons s ON s.id = pc.season_id
           WHERE pc.person_id = ${id} ORDER BY pc.season_id`,
    ),
    tournaments: await rowsOf(
      db,
      sql`SELECT tp.*, t.name AS tournament_name, t.date_from, tc.name AS competition_name
            FROM tournament_participants tp JOIN tournaments t ON t.id = tp.tournament_id
            JOIN tournament_competitions tc ON tc.id = tp.tournament_competition_id
           WHERE tp.person_id = ${id} ORDER BY t.date_from, tp.id`,
    ),
    leagueGames: await rowsOf(
      db,
      sql`SELECT g.match_id, g.number, g.kind, g.home_sets, g.away_sets, m.start_date
            FROM league_match_games g JOIN league_matches m ON m.id = g.match_id
           WHERE g.home_person_ids @> ARRAY[${id}::int] OR g.away_person_ids @> ARRAY[${id}::int]
           ORDER BY m.start_date, g.match_id, g.number`,
    ),
    refereeJournal: await rowsOf(
      db,
      sql`SELECT * FROM referee_journal_entries WHERE person_id = ${id} ORDER BY date, id`,
    ),
    requests: await rowsOf(db, sql`SELECT * FROM requests WHERE person_id = ${id} ORDER BY id`),
    changeRequests: await rowsOf(
      db,
      sql`SELECT id, changes, note, state, reason, created_date, decided_date FROM person_change_requests
           WHERE person_id = ${id} ORDER BY id`,
    ),
    users: await rowsOf(
      db,
      sql`SELECT id, user_name, email, first_name, last_name, last_sign_in_at FROM users WHERE assign_person_id = ${id}`,
    ),
    changes: await rowsOf(
      db,
      sql`SELECT at, action, details FROM audit_log WHERE subject_type = 'person' AND subject_id = ${id} ORDER BY at, id`,
    ),
  };
}

/** The name the user must type: "first last", compared without case and surrounding spaces. */
const sameName = (typed: string, actual: string) =>
  typed.trim().replace(/\s+/g, ' ').toLocaleLowerCase('cs') ===
  actual.trim().replace(/\s+/g, ' ').toLocaleLowerCase('cs');

export async function anonymisePerson(
  db: Db,
  scope: AdminScope,
  actor: { userId: number; origin: Origin },
  id: number,
  confirmName: string,
): Promise<{ id: number; anonymisedAt: string }> {
  await requirePersonInScope(db, scope, id);
  return transaction(db, async (tx) => {
    const { rows } = await tx.execute<{ name: string; anonymised: boolean; registrationNumber: string }>(sql`
      SELECT ${personFullName} AS name, p.anonymised_at IS NOT NULL AS anonymised,
             p.registration_number AS "registrationNumber"
        FROM persons p WHERE p.id = ${id} FOR UPDATE`);
    const person = rows[0]!;
    if (person.anonymised) throw new AppError('conflict', 409, {}, [{ key: 'persons.anonymised' }]);
    if (!sameName(confirmName, person.name))
      throw validationError([{ field: 'confirmName', key: 'persons.confirmNameMismatch' }]);
    const { rows: done } = await tx.execute<{ at: string }>(sql`
      UPDATE persons SET first_name = '', last_name = '', title = NULL, birth_number = NULL,
             birth_date = date_trunc('year', birth_date)::date, email = NULL, phone = NULL, street = NULL, city = NULL,
             zip = NULL, is_contact_public = false, photo_url = NULL, custom_registration_number = NULL,
             legal_representative_first_name = NULL, legal_representative_last_name = NULL,
             legal_representative_email = NULL, legal_representative_phone = NULL, additional_data = NULL,
             gdpr_consent_date = NULL, anonymised_at = now(), edited_date = now(), edited_by_id = ${actor.userId}
       WHERE id = ${id}
      RETURNING ${isoTimestampSql(sql`anonymised_at`)} AS at`);
    await tx.execute(sql`UPDATE users SET assign_person_id = NULL WHERE assign_person_id = ${id}`);
    await tx.execute(sql`DELETE FROM tournament_calendar_tokens WHERE person_id = ${id}`);
    // A request to correct the identity holds the name and birth data too.
    await tx.execute(sql`DELETE FROM person_change_requests WHERE person_id = ${id}`);
    await writeAudit(tx, {
      actorUserId: actor.userId,
      action: 'person.anonymise',
      subjectType: 'person',
      subjectId: id,
      origin: actor.origin,
      details: { registrationNumber: person.registrationNumber },
    });
    return { id, anonymisedAt: done[0]!.at };
  });
}

const candidateSpec: ListSpec = {
  fields: {
    fullName: PERSON_NAME_FIELD,
    registrationNumber: { type: 'text', selective: true, column: sql`p.registration_number`, sort: true },
    lastRoleTill: { type: 'date', column: sql`lr.till`, sort: [sql`lr.till`] },
  },
  defaultSort: 'lastRoleTill',
  tieBreaker: sql`p.id ASC`,
};

/** Persons with no role valid in the last `years` years (never had one, or all ended before). */
export function anonymisationCandidatesSql(scope: AdminScope, query: Record<string, unknown>): ListStatements {
  const q = parseListQuery(query, candidateSpec, ['years']);
  const raw = query.years === undefined ? ANONYMISATION_YEARS : Number(query.years);
  if (!Number.isInteger(raw) || raw < 1 || raw > 100)
    throw validationError([{ field: 'years', key: 'validation.max', params: { max: 100 } }]);
  const since = sql`(${TODAY_SQL} - make_interval(years => ${raw}))::date`;
  const from = sql`persons p LEFT JOIN LATERAL (
      SELECT max(coalesce(r.valid_till, DATE '9999-12-31')) AS till FROM person_roles r WHERE r.person_id = p.id) lr ON TRUE`;
  const where = whereSql([
    unitScopeSql(scope, sql`p.federation_unit_id`),
    sql`p.anonymised_at IS NULL`,
    sql`(lr.till IS NULL OR lr.till < ${since})`,
    ...q.where,
  ]);
  return {
    page: sql`SELECT p.id, ${personFullName} AS "fullName", p.registration_number AS "registrationNumber",
                     p.birth_date AS "birthDate", lr.till AS "lastRoleTill"
                FROM ${from} WHERE ${where} ORDER BY ${q.orderBy} ${q.paging}`,
    count: sql`SELECT count(*)::int AS total FROM ${from} WHERE ${where}`,
    limit: q.limit,
    offset: q.offset,
  };
}

/** The candidates as a file. */
export const candidateExport = defineListExport({
  name: 'anonymisation-candidates',
  title: { cs: 'Kandidáti na anonymizaci', en: 'Anonymisation candidates' },
  prepare: async () => ({}),
  columns: [
    { label: { cs: 'Osoba', en: 'Person' }, value: (c: AnonymisationCandidate) => c.fullName, width: 26 },
    { label: { cs: 'Registrační číslo', en: 'Registration number' }, value: (c) => c.registrationNumber, width: 16 },
    { label: { cs: 'Datum narození', en: 'Birth date' }, type: 'date', value: (c) => c.birthDate },
    { label: { cs: 'Poslední role do', en: 'Last role until' }, type: 'date', value: (c) => c.lastRoleTill },
  ],
});
