// The annual statistics (issue 33 part 4): members by sex × age band × region, clubs by region,
// referees and coaches by level, for a year and the year before. Counted by the statistics'
// rule (features/statistics, membership-at-date.ts) on one day of each year: 31 December, or today
// for the current year. The age bands are data (stats-age-bands.json).
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { ReportingStats } from '@fedra/contract';
import { type SQL, sql } from 'drizzle-orm';
import { SEX } from '../../db/reference-ids';
import { today } from '../../platform/clock';
import type { Db } from '../../platform/db/pool';
import type { Language } from '../../platform/i18n/messages';
import { ageAt, clubRegisteredOn, dateOf, validOn } from '../statistics';

interface AgeBand {
  code: string;
  from: number | null;
  to: number | null;
}

/** The bands, and `unknown` for a person without a birth date (or outside every band). */
export const AGE_BANDS: AgeBand[] = [
  ...(
    JSON.parse(readFileSync(fileURLToPath(new URL('./stats-age-bands.json', import.meta.url)), 'utf8')) as {
      bands: AgeBand[];
    }
  ).bands,
  { code: 'unknown', from: null, to: null },
];

/** The day a year is counted on. */
export function statsDateOf(year: number, day = today()): string {
  const end = `${year}-12-31`;
  return end < day ? end : day;
}

function bandSql(age: SQL): SQL {
  const cases = AGE_BANDS.filter((b) => b.code !== 'unknown').map(
    (b) => sql`WHEN ${age} >= ${b.from ?? -1000}::int AND ${age} <= ${b.to ?? 1000}::int THEN ${b.code}::text`,
  );
  return sql`CASE ${sql.join(cases, sql` `)} ELSE 'unknown' END`;
}

interface YearCounts {
  members: { regionId: number | null; sex: 'male' | 'female' | 'unknown'; ageBand: string; count: number }[];
  clubs: { regionId: number | null; count: number }[];
  referees: { levelId: number | null; count: number }[];
  coaches: { levelId: number | null; count: number }[];
  totals: { members: number; clubs: number; referees: number; coaches: number };
}

async function countsOn(db: Db, date: string): Promise<YearCounts> {
  const d = dateOf(date);
  const reg = sql`reg AS MATERIALIZED (SELECT c.id, c.region_id FROM clubs c WHERE ${clubRegisteredOn(sql`c.id`, d)})`;
  const held = sql`held AS (SELECT DISTINCT c.region_id, r.person_id FROM person_roles r JOIN reg c ON c.id = r.club_id
                              WHERE ${validOn(sql`r`, d)})`;
  const sex = sql`CASE p.sex_id WHEN ${SEX.male} THEN 'male' WHEN ${SEX.female} THEN 'female' ELSE 'unknown' END`;
  const band = bandSql(ageAt(sql`p.birth_date`, d));
  const members = await db.execute<YearCounts['members'][number]>(sql`
    WITH ${reg}, ${held}
    SELECT h.region_id AS "regionId", ${sex} AS sex, ${band} AS "ageBand", count(*)::int AS count
      FROM held h JOIN persons p ON p.id = h.person_id
     GROUP BY 1, 2, 3`);
  const clubs = await db.execute<YearCounts['clubs'][number]>(sql`
    WITH ${reg} SELECT region_id AS "regionId", count(*)::int AS count FROM reg GROUP BY 1`);
  const byLevel = (flag: SQL) => sql`
    SELECT r.level_id AS "levelId", count(DISTINCT r.person_id)::int AS count
      FROM person_roles r JOIN person_role_types t ON t.id = r.type_id AND ${flag}
     WHERE ${validOn(sql`r`, d)} GROUP BY 1`;
  const distinctOf = (flag: SQL) => sql`
    SELECT count(DISTINCT r.person_id)::int AS n
      FROM person_roles r JOIN person_role_types t ON t.id = r.type_id AND ${flag} WHERE ${validOn(sql`r`, d)}`;
  const referees = await db.execute<YearCounts['referees'][number]>(byLevel(sql`t.is_referee`));
  const coaches = await db.execute<YearCounts['coaches'][number]>(byLevel(sql`t.is_coach`));
  const { rows: totals } = await db.execute<{ members: number; referees: number; coaches: number }>(sql`
    WITH ${reg}, ${held}
    SELECT (SELECT count(DISTINCT person_id)::int FROM held) AS members,
           (${distinctOf(sql`t.is_referee`)}) AS referees, (${distinctOf(sql`t.is_coach`)}) AS coaches`);
  return {
    members: members.rows,
    clubs: clubs.rows,
    referees: referees.rows,
    coaches: coaches.rows,
    totals: { ...totals[0]!, clubs: clubs.rows.reduce((n, r) => n + r.count, 0) },
  };
}

/** Rows of both years by key, with this year's and last year's counts (0 where a year has none). */
function merge<T extends { count: number }>(
  current: T[],
  previous: T[],
  key: (row: T) => string,
): (T & { previousCount: number })[] {
  const out = new Map<string, T & { previousCount: number }>();
  for (const row of current) out.set(key(row), { ...row, previousCount: 0 });
  for (const row of previous) {
    const hit = out.get(key(row));
    if (hit) hit.previousCount = row.count;
    else out.set(key(row), { ...row, count: 0, previousCount: row.count });
  }
  return [...out.values()];
}

async function names(db: Db, table: 'regions' | 'person_role_levels', lang: Language) {
  const column = sql.raw(lang === 'en' ? 'name_en' : 'name_cs');
  const { rows } = await db.execute<{ id: number; name: string; sortOrder: number }>(
    sql`SELECT id, ${column} AS name, ${table === 'regions' ? sql`id` : sql`sort_order`} AS "sortOrder" FROM ${sql.identifier(table)}`,
  );
  return new Map(rows.map((r) => [r.id, r]));
}

/** The statistics of a year against the year before. */
export async function reportingStats(db: Db, year: number, lang: Language): Promise<ReportingStats> {
  const date = statsDateOf(year);
  const previousDate = statsDateOf(year - 1);
  const [current, previous, regions, levels] = await Promise.all([
    countsOn(db, date),
    countsOn(db, previousDate),
    names(db, 'regions', lang),
    names(db, 'person_role_levels', lang),
  ]);
  const regionName = (id: number | null) => (id === null ? null : (regions.get(id)?.name ?? null));
  const levelName = (id: number | null) => (id === null ? null : (levels.get(id)?.name ?? null));
  const regionOrder = (id: number | null) => (id === null ? Number.MAX_SAFE_INTEGER : id);
  const levelOrder = (id: number | null) =>
    id === null ? Number.MAX_SAFE_INTEGER : (levels.get(id)?.sortOrder ?? Number.MAX_SAFE_INTEGER - 1);
  const bandOrder = (code: string) => AGE_BANDS.findIndex((b) => b.code === code);
  const sexOrder = { male: 0, female: 1, unknown: 2 } as const;
  const both = (k: keyof YearCounts['totals']) => ({ count: current.totals[k], previousCount: previous.totals[k] });

  return {
    year,
    previousYear: year - 1,
    date,
    previousDate,
    ageBands: AGE_BANDS,
    members: merge(current.members, previous.members, (r) => `${r.regionId}|${r.sex}|${r.ageBand}`)
      .sort(
        (a, b) =>
          regionOrder(a.regionId) - regionOrder(b.regionId) ||
          sexOrder[a.sex] - sexOrder[b.sex] ||
          bandOrder(a.ageBand) - bandOrder(b.ageBand),
      )
      .map((r) => ({ ...r, region: regionName(r.regionId) })),
    clubsByRegion: merge(current.clubs, previous.clubs, (r) => `${r.regionId}`)
      .sort((a, b) => regionOrder(a.regionId) - regionOrder(b.regionId))
      .map((r) => ({ ...r, region: regionName(r.regionId) })),
    refereesByLevel: merge(current.referees, previous.referees, (r) => `${r.levelId}`)
      .sort((a, b) => levelOrder(a.levelId) - levelOrder(b.levelId))
      .map((r) => ({ ...r, level: levelName(r.levelId) })),
    coachesByLevel: merge(current.coaches, previous.coaches, (r) => `${r.levelId}`)
      .sort((a, b) => levelOrder(a.levelId) - levelOrder(b.levelId))
      .map((r) => ({ ...r, level: levelName(r.levelId) })),
    totals: { members: both('members'), clubs: both('clubs'), referees: both('referees'), coaches: both('coaches') },
  };
}
