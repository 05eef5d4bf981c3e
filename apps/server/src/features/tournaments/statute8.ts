// Statute 8 (spec 001 §1, DECISIONS.md): an organizer must sign up one referee per started
// `athletesPerReferee` athletes (codebook tournamentTypes attrs of the tournament's main type,
// default 10); each missing referee may be fined 1,000 CZK. Computed in SQL from the counters the
// participants service keeps (tournaments.signed_athletes/signed_referees), so the list can show,
// sort and export it without reading applications.
import { STATUTE8_DEFAULT_ATHLETES_PER_REFEREE, STATUTE8_FINE_PER_REFEREE } from '@fedra/contract/tournaments';
import { sql } from 'drizzle-orm';

/**
 * The athletes one referee covers for the tournament `t` (its main type's ratio). The codebook
 * value is cast only when it is a positive integer (at most 9 digits); anything else (a text, a
 * fraction, zero, a negative number) falls back to the default, so one bad codebook entry never
 * breaks a list.
 */
const ATHLETES_PER_REFEREE = sql`coalesce((
  SELECT CASE WHEN e.attrs->>'athletesPerReferee' ~ '^[1-9][0-9]{0,8}$'
              THEN (e.attrs->>'athletesPerReferee')::int END
    FROM codebook_entries e
   WHERE e.list = 'tournamentTypes' AND e.id = t.type_id), ${STATUTE8_DEFAULT_ATHLETES_PER_REFEREE}::int)`;

/**
 * A join giving `s8.required` and `s8.missing` for the tournament `t` (one codebook lookup per
 * row, through its primary key).
 */
export const STATUTE8_JOIN = sql`CROSS JOIN LATERAL (
  SELECT r.required, greatest(0, r.required - t.signed_referees) AS missing
    FROM (SELECT ceil(t.signed_athletes::numeric / ${ATHLETES_PER_REFEREE})::int AS required) r) s8`;

/** The contract's `statute8` object (needs STATUTE8_JOIN). */
export const STATUTE8_COLUMN = sql`json_build_object(
  'athletes', t.signed_athletes, 'referees', t.signed_referees,
  'requiredReferees', s8.required, 'missingReferees', s8.missing,
  'fine', s8.missing * ${STATUTE8_FINE_PER_REFEREE}::int) AS statute8`;

/** The sort expression of "missing referees" (needs STATUTE8_JOIN). */
export const STATUTE8_MISSING = sql`s8.missing`;
