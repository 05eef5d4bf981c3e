// The suspension rule (issue 32 §2; docs/decisions/disciplinary-proceedings.md): a person suspended
// by a disciplinary decision (a case decided, under appeal or final) cannot be applied to a
// tournament, put on a league roster, entered in a match or nominated to a national team while the
// suspension holds over the event's days. A partial suspension holds only for the tournaments and
// leagues it names (leagues share the tournaments' ids); a full one for everything. The writes that
// take people call `assertNotSuspended` inside their transaction; the refusal is a 409 that names
// the person, the last day and the case.
import { SUSPENDING_STATES, type Suspension } from '@fedra/contract';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/pool';
import { AppError } from '../../platform/errors/app-error';
import { shownDate } from '../../platform/i18n/shown-date';

/** The case number as shown: `seq/year`. */
export const proceedingNumberSql = (alias: string): SQL => sql.raw(`(${alias}.seq || '/' || ${alias}.year)`);

/** The suspensions of proceeding `d` that hold for a tournament (null: any, as a nomination). */
const holdsFor = (tournamentId: number | null): SQL =>
  tournamentId === null
    ? sql`d.suspension_all`
    : sql`(d.suspension_all OR ${tournamentId}::int = ANY(d.suspension_tournament_ids))`;

const suspending = sql`d.state_id = ANY(${sql.param([...SUSPENDING_STATES])}::int[]) AND d.suspension_from IS NOT NULL`;

export interface SuspensionCheck {
  personIds: readonly number[];
  /** The event's first and last day (a nomination, a roster: today and today). */
  from: string;
  to: string;
  /** The tournament or league it is for; null for what belongs to none (a national team). */
  tournamentId: number | null;
  /** The field the refusal names (personId, entries.0.personId, ...); by default personId. */
  field?: (personId: number) => string;
}

/** 409 when any of the persons is suspended over the days for the tournament (see the file's head). */
export async function assertNotSuspended(db: Db, check: SuspensionCheck): Promise<void> {
  const ids = [...new Set(check.personIds)];
  if (!ids.length) return;
  const { rows } = await db.execute<{ personId: number; name: string; to: string; number: string; id: number }>(sql`
    SELECT d.person_id AS "personId", p.first_name || ' ' || p.last_name AS name, d.suspension_to::text AS "to",
           ${proceedingNumberSql('d')} AS number, d.id
      FROM disciplinary_proceedings d JOIN persons p ON p.id = d.person_id
     WHERE d.person_id = ANY(${sql.param(ids)}::int[]) AND ${suspending}
       AND d.suspension_from <= ${check.to}::date AND d.suspension_to >= ${check.from}::date
       AND ${holdsFor(check.tournamentId)}
     ORDER BY d.suspension_to DESC, d.id
     LIMIT 1`);
  const hit = rows[0];
  if (!hit) return;
  throw new AppError(
    'conflict',
    409,
    {},
    [
      {
        field: check.field?.(hit.personId) ?? 'personId',
        key: 'disciplinary.suspended',
        params: { name: hit.name, to: shownDate(hit.to), number: hit.number },
      },
    ],
    {},
    { kind: 'disciplinaryProceeding', id: hit.id, name: hit.number },
  );
}

/**
 * A person's suspensions that hold today or later, as JSON (Suspension[]) for the person detail:
 * `personId` is the SQL of the person's id in the outer query.
 */
export const personSuspensionsSql = (personId: SQL, today: string): SQL => sql`
  coalesce((SELECT json_agg(json_build_object(
            'proceedingId', d.id, 'number', ${proceedingNumberSql('d')}, 'from', d.suspension_from::text,
            'to', d.suspension_to::text, 'all', d.suspension_all,
            'competitions', coalesce((SELECT json_agg(t.name ORDER BY t.date_from, t.id) FROM tournaments t
                                       WHERE t.id = ANY(d.suspension_tournament_ids)), '[]'::json))
            ORDER BY d.suspension_from, d.id)
      FROM disciplinary_proceedings d
     WHERE d.person_id = ${personId} AND ${suspending} AND d.suspension_to >= ${today}::date), '[]'::json)`;

export type { Suspension };

/** The suspensions holding on the day, for the public list: names and clubs only. */
export async function currentSuspensions(db: Db, today: string) {
  const { rows } = await db.execute<{
    number: string;
    personName: string;
    clubName: string | null;
    from: string;
    to: string;
    all: boolean;
    competitions: string[];
  }>(sql`
    SELECT ${proceedingNumberSql('d')} AS number, p.first_name || ' ' || p.last_name AS "personName",
           c.name AS "clubName", d.suspension_from::text AS "from", d.suspension_to::text AS "to",
           d.suspension_all AS "all",
           coalesce((SELECT json_agg(t.name ORDER BY t.date_from, t.id) FROM tournaments t
                      WHERE t.id = ANY(d.suspension_tournament_ids)), '[]'::json) AS competitions
      FROM disciplinary_proceedings d
      JOIN persons p ON p.id = d.person_id
      LEFT JOIN clubs c ON c.id = d.club_id
     WHERE ${suspending} AND p.anonymised_at IS NULL
       AND d.suspension_from <= ${today}::date AND d.suspension_to >= ${today}::date
     ORDER BY d.suspension_to, p.last_name, p.first_name, d.id`);
  return rows;
}
