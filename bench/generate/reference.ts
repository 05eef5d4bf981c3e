// What the generator reads from the database before it plans: reference rows (federation
// units, districts, role levels), today's date and the highest id of every table it fills.
import type pg from 'pg';
import { dayOf } from './dates';

/** The tables the generator adds rows to, each with a serial `id`. */
export const FILLED_TABLES = [
  'seasons',
  'clubs',
  'club_roles',
  'persons',
  'person_roles',
  'boards',
  'users',
  'user_roles',
  'user_role_claims',
  'person_contributions',
  'tournaments',
  'tournament_competitions',
  'tournament_participants',
] as const;
export type FilledTable = (typeof FILLED_TABLES)[number];

export interface Unit {
  id: number;
  code: string;
  name: string;
  regionId: number | null;
}

export interface Reference {
  /** Today in the database (current_date), as a day number: roles are "valid today" against it. */
  today: number;
  units: Unit[];
  districts: { id: number; regionId: number; name: string }[];
  /** Levels per role type: id and code, in sort order. */
  levels: Map<number, { id: number; code: string }[]>;
  /** The highest id of each filled table (0 when empty). */
  maxIds: Record<FilledTable, number>;
}

export async function readReference(client: pg.PoolClient): Promise<Reference> {
  const today = await client.query<{ today: string }>(`SELECT to_char(current_date, 'YYYY-MM-DD') AS today`);
  const units = await client.query<{ id: number; code: string; name_cs: string; region_id: number | null }>(
    'SELECT id, code, name_cs, region_id FROM federation_units ORDER BY id',
  );
  const districts = await client.query<{ id: number; region_id: number; name_cs: string }>(
    'SELECT id, region_id, name_cs FROM districts ORDER BY id',
  );
  const levels = await client.query<{ id: number; code: string; type_id: number }>(
    'SELECT id, code, type_id FROM person_role_levels WHERE type_id IS NOT NULL ORDER BY type_id, sort_order, id',
  );
  const maxes = await client.query<Record<FilledTable, number>>(
    `SELECT ${FILLED_TABLES.map((t) => `(SELECT coalesce(max(id), 0)::int FROM ${t}) AS ${t}`).join(', ')}`,
  );
  const levelMap = new Map<number, { id: number; code: string }[]>();
  for (const l of levels.rows)
    levelMap.set(l.type_id, [...(levelMap.get(l.type_id) ?? []), { id: l.id, code: l.code }]);
  if (!units.rows.length) throw new Error('no federation units: is the database migrated?');
  return {
    today: dayOf(today.rows[0]?.today ?? ''),
    units: units.rows.map((u) => ({ id: u.id, code: u.code, name: u.name_cs, regionId: u.region_id })),
    districts: districts.rows.map((d) => ({ id: d.id, regionId: d.region_id, name: d.name_cs })),
    levels: levelMap,
    maxIds: maxes.rows[0] as Record<FilledTable, number>,
  };
}
