// A person of the register as its detail shows it (issue 29 §2): the person with their roles, the
// records of the other tabs, and the change history from the audit log. Every read is limited to
// the caller's scope: a person outside it is a 404, as one that does not exist.
import type { PersonDetail, PersonRecords } from '@fedra/contract';
import { type SQL, sql } from 'drizzle-orm';
import { auditHistoryStatements } from '../../platform/audit/audit-history';
import { historyExport } from '../../platform/audit/history-export';
import { TODAY_SQL, today } from '../../platform/clock';
import type { Db } from '../../platform/db/pool';
import { isoTimestampSql } from '../../platform/db/sql-columns';
import { type AppError, forbidden, notFound } from '../../platform/errors/app-error';
import { type ListSpec, parseListQuery } from '../../platform/list-query/list-query';
import type { ListStatements } from '../../platform/list-query/list-statements';
import { personFullName } from '../../platform/list-query/person-fields';
import { personSuspensionsSql } from '../suspensions';
import { COLUMNS, detailColumn } from './persons.export-columns';
import { type PersonScope, personScopeSql, roleValidOn } from './persons.list';

const ref = (id: SQL, name: SQL) =>
  sql`CASE WHEN ${id} IS NULL THEN NULL ELSE json_build_object('id', ${id}, 'name', ${name}) END`;

/** A role counts once approved (a waiting or returned one is not valid yet). */
const ROLE_APPROVED = sql`(r.approval_state_id IS NULL
  OR coalesce((SELECT s.is_valid FROM approval_states s WHERE s.id = r.approval_state_id), false))`;

/** The roles of `p`, newest first; a club sees the roles in its own club only. */
function rolesSql(scope: PersonScope): SQL {
  const own = scope.zone === 'club' ? sql`AND r.club_id = ${scope.clubId}` : sql``;
  return sql`coalesce((SELECT json_agg(json_build_object(
      'id', r.id, 'typeId', r.type_id, 'levelId', r.level_id,
      'club', ${ref(sql`c.id`, sql`c.name`)}, 'board', ${ref(sql`b.id`, sql`b.name`)},
      'approvalStateId', r.approval_state_id, 'paidStateId', r.paid_state_id, 'approvalNote', r.approval_note,
      'seasonId', r.season_id, 'validFrom', r.valid_from, 'validTill', r.valid_till, 'title', r.title, 'note', r.note,
      'isActive', ${roleValidOn(TODAY_SQL)} AND ${ROLE_APPROVED}) ORDER BY r.valid_from DESC, r.id DESC)
    FROM person_roles r LEFT JOIN clubs c ON c.id = r.club_id LEFT JOIN boards b ON b.id = r.board_id
   WHERE r.person_id = p.id ${own}), '[]'::json)`;
}

/** Some role of the person is approved: a club then keeps only the contact. */
export const HAS_APPROVED_ROLE = sql`EXISTS (SELECT 1 FROM person_roles ar JOIN approval_states s ON s.id = ar.approval_state_id
  WHERE ar.person_id = p.id AND s.is_valid)`;

/**
 * Whether the caller may change only the contact: a club once a role of the person is approved, a
 * member always (their name and birth data go through a request to the office).
 */
export function contactOnlySql(scope: PersonScope): SQL {
  if (scope.zone === 'personal') return sql`true`;
  return scope.zone === 'club' ? HAS_APPROVED_ROLE : sql`false`;
}

export async function getPerson(db: Db, scope: PersonScope, requested: number): Promise<PersonDetail> {
  // A merged person's old id leads to the person it was merged into (the answer's id tells).
  const moved = await db.execute<{ kept: number }>(
    sql`SELECT kept_id AS kept FROM person_redirects WHERE removed_id = ${requested}`,
  );
  const id = moved.rows[0]?.kept ?? requested;
  const { rows } = await db.execute<PersonDetail>(sql`
    SELECT p.id, p.registration_number AS "registrationNumber", p.first_name AS "firstName", p.last_name AS "lastName",
           ${personFullName} AS "fullName", p.title, p.birth_number AS "birthNumber", p.birth_date AS "birthDate",
           p.sex_id AS "sexId", p.nationality_id AS "nationalityId", p.federation_unit_id AS "federationUnitId",
           p.email, p.phone, p.street, p.city, p.zip, p.is_contact_public AS "isContactPublic",
           p.legal_representative_first_name AS "legalRepresentativeFirstName",
           p.legal_representative_last_name AS "legalRepresentativeLastName",
           p.legal_representative_email AS "legalRepresentativeEmail",
           p.legal_representative_phone AS "legalRepresentativePhone",
           p.gdpr_consent_date AS "gdprConsentDate",
           (SELECT json_build_object('id', u.id, 'userName', u.user_name) FROM users u
             WHERE u.assign_person_id = p.id ORDER BY u.id LIMIT 1) AS "user",
           ${rolesSql(scope)} AS roles,
           ${contactOnlySql(scope)} AS "contactOnly",
           ${isoTimestampSql(sql`p.anonymised_at`)} AS "anonymisedAt",
           ${personSuspensionsSql(sql`p.id`, today())} AS suspensions,
           ${isoTimestampSql(sql`p.created_date`)} AS "createdDate", ${isoTimestampSql(sql`p.edited_date`)} AS "editedDate"
      FROM persons p WHERE p.id = ${id} AND ${personScopeSql(scope)}`);
  if (!rows[0]) throw await outOfScope(db, id);
  return rows[0];
}

/**
 * Why a person is not in the caller's scope: 403 when they exist (another club's, another unit's
 * person: the caller may know the id from elsewhere), 404 when they do not.
 */
export async function outOfScope(db: Db, id: number): Promise<AppError> {
  const { rows } = await db.execute(sql`SELECT 1 FROM persons WHERE id = ${id}`);
  return rows[0] ? forbidden() : notFound();
}

/** 403 or 404 unless the person is in the scope. */
export async function requirePersonInScope(db: Db, scope: PersonScope, id: number): Promise<void> {
  const { rows } = await db.execute(sql`SELECT 1 FROM persons p WHERE p.id = ${id} AND ${personScopeSql(scope)}`);
  if (!rows[0]) throw await outOfScope(db, id);
}

const RECORDS_LIMIT = 100;

/** The records of the detail's other tabs, each newest first; a club sees its own club's contributions. */
export async function personRecords(db: Db, scope: PersonScope, id: number): Promise<PersonRecords> {
  await requirePersonInScope(db, scope, id);
  const ownClub = scope.zone === 'club' ? sql`AND pc.club_id = ${scope.clubId}` : sql``;
  const { rows } = await db.execute<PersonRecords>(sql`
    SELECT
      coalesce((SELECT json_agg(x ORDER BY x."seasonId" DESC, x.id DESC) FROM (
        SELECT pc.id, pc.season_id AS "seasonId", se.name AS season, ${ref(sql`c.id`, sql`c.name`)} AS club,
               pc.amount::float8 AS amount, pc.paid_state_id AS "paidStateId", pc.paid_date AS "paidDate"
          FROM person_contributions pc JOIN seasons se ON se.id = pc.season_id LEFT JOIN clubs c ON c.id = pc.club_id
         WHERE pc.person_id = ${id} ${ownClub} ORDER BY pc.season_id DESC, pc.id DESC LIMIT ${RECORDS_LIMIT}) x), '[]') AS contributions,
      coalesce((SELECT json_agg(x ORDER BY x.date DESC NULLS LAST, x."tournamentId" DESC) FROM (
        SELECT t.id AS "tournamentId", t.name, t.date_from AS date, tc.name AS competition, tp.state_id AS "stateId",
               tp.role_id AS "roleId", tp.rank_from AS placing, tp.points::float8 AS points
          FROM tournament_participants tp JOIN tournaments t ON t.id = tp.tournament_id
          JOIN tournament_competitions tc ON tc.id = tp.tournament_competition_id
         WHERE tp.person_id = ${id} ORDER BY t.date_from DESC, tp.id DESC LIMIT ${RECORDS_LIMIT}) x), '[]') AS tournaments,
      coalesce((SELECT json_agg(x ORDER BY x.date DESC NULLS LAST, x."matchId" DESC) FROM (
        SELECT m.id AS "matchId", tc.name AS competition, ${isoTimestampSql(sql`m.start_date`)} AS date,
               h.name AS home, a.name AS away,
               CASE WHEN m.home_score IS NULL THEN NULL ELSE m.home_score || ':' || m.away_score END AS score
          FROM league_matches m JOIN tournament_competitions tc ON tc.id = m.competition_id
          JOIN league_teams h ON h.id = m.home_team_id JOIN league_teams a ON a.id = m.away_team_id
         WHERE m.id IN (SELECT g.match_id FROM league_match_games g
                         WHERE g.home_person_ids @> ARRAY[${id}::int] OR g.away_person_ids @> ARRAY[${id}::int])
         ORDER BY m.start_date DESC NULLS LAST, m.id DESC LIMIT ${RECORDS_LIMIT}) x), '[]') AS "leagueMatches",
      coalesce((SELECT json_agg(x ORDER BY x.date DESC, x.id DESC) FROM (
        SELECT j.id, j.date, j.type_id AS "typeId", j.name AS event
          FROM referee_journal_entries j WHERE j.person_id = ${id}
         ORDER BY j.date DESC, j.id DESC LIMIT ${RECORDS_LIMIT}) x), '[]') AS "refereeJournal"`);
  return rows[0]!;
}

const historySpec: ListSpec = {
  fields: {
    action: { type: 'text', column: sql`l.action`, operators: ['valuesEqual', 'valuesMemberOf'] },
    at: { type: 'date', column: sql`l.at`, sort: [sql`l.at`] },
  },
  defaultSort: '-at',
  tieBreaker: sql`l.id DESC`,
};

/**
 * The person's changes from the audit log, newest first: a record's `details` holds the changed
 * fields' values before and after ({before, after}), each field a change; a creation has only
 * `after`. Other records (an approval, a merge) have no field changes.
 */
export async function personHistorySql(
  db: Db,
  scope: PersonScope,
  id: number,
  query: Record<string, unknown>,
): Promise<ListStatements> {
  await requirePersonInScope(db, scope, id);
  return auditHistoryStatements('person', id, parseListQuery(query, historySpec));
}

/** The history as a file: one line per change record, its field changes as the history tab reads them. */
export const personHistoryExport = historyExport(
  'person-history',
  { cs: 'Historie změn osoby', en: 'Person change history' },
  {
    createAction: 'person.create',
    actions: COLUMNS.changes.action!.values!,
    field: (key) => detailColumn(key)?.label,
    references: { sexId: 'sexes', nationalityId: 'countries', federationUnitId: 'federation_units' },
  },
);
