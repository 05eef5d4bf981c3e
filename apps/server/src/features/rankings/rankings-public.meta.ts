// What a search engine or a link preview reads of the public ranking pages (issue 36 §7;
// platform/web/public-meta.ts): the overview names the latest ranking date; a player page names
// the person, the club and the places in the latest rankings. A player page of a person in no
// ranking (or of an id that is not one) is null: the HTML answers 404.
import { sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/pool';
import { codebookNames, referenceNames } from '../../platform/list-query/list-export';
import type { MetaLanguage, PublicPageDeclaration, PublicPageMeta } from '../../platform/web/public-meta';
import { pageId, snippet } from '../../platform/web/public-meta';

export const PUBLIC_OVERVIEW_PAGE = 'ranking/public-overview';
export const PUBLIC_PLAYER_PAGE = 'ranking/public-player/:id';

/** 2026-11-29 as the language writes it (29. 11. 2026 / 29 Nov 2026). */
export function metaDate(iso: string, language: MetaLanguage): string {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  if (language === 'cs') return `${d}. ${m}. ${y}`;
  const month = new Date(Date.UTC(y, m - 1, d)).toLocaleString('en-GB', { month: 'short', timeZone: 'UTC' });
  return `${d} ${month} ${y}`;
}

const points = (value: number, language: MetaLanguage) =>
  value.toLocaleString(language === 'cs' ? 'cs-CZ' : 'en-GB', { maximumFractionDigits: 2 });

export async function overviewMeta(db: Db, language: MetaLanguage): Promise<PublicPageMeta> {
  const { rows } = await db.execute<{ rankDate: string | null }>(
    sql`SELECT max(rank_date)::text AS "rankDate" FROM rankings`,
  );
  const latest = rows[0]?.rankDate ?? null;
  if (language === 'en') {
    return {
      title: 'Rankings',
      description: `The players' rankings by sport discipline, age category group and sex: ranks, points and the results that counted.${latest ? ` Latest ranking: ${metaDate(latest, language)}.` : ''}`,
    };
  }
  return {
    title: 'Žebříčky',
    description: `Žebříčky hráčů podle sportovní disciplíny, skupiny věkových kategorií a pohlaví: pořadí, body a započtené výsledky.${latest ? ` Poslední žebříček k ${metaDate(latest, language)}.` : ''}`,
  };
}

export async function playerMeta(db: Db, rawId: string, language: MetaLanguage): Promise<PublicPageMeta | null> {
  const id = pageId({ id: rawId });
  if (id === null) return null;
  const { rows } = await db.execute<{
    fullName: string;
    clubName: string | null;
    ageCategoryGroupId: number;
    sexId: number;
    sportDisciplineId: number;
    rankDate: string;
    rank: number;
    points: number;
  }>(
    sql`SELECT p.first_name || ' ' || p.last_name AS "fullName", cl.name AS "clubName",
               r.age_category_group_id AS "ageCategoryGroupId", r.sex_id AS "sexId",
               r.sport_discipline_id AS "sportDisciplineId", r.rank_date::text AS "rankDate", e.rank,
               e.points::float8 AS points
          FROM ranking_entries e JOIN rankings r ON r.id = e.ranking_id JOIN persons p ON p.id = e.person_id
          LEFT JOIN clubs cl ON cl.id = e.club_id
         WHERE e.person_id = ${id}
         ORDER BY r.rank_date DESC, e.rank, r.id DESC LIMIT 20`,
  );
  const first = rows[0];
  if (!first) return null;
  const [groups, sexes, disciplines] = await Promise.all([
    codebookNames(db, 'ageCategoryGroups', language),
    referenceNames(db, 'sexes', language),
    codebookNames(db, 'sportDisciplines', language),
  ]);
  // The latest ranking of each combination, at most three.
  const seen = new Set<string>();
  const places: string[] = [];
  for (const r of rows) {
    const key = `${r.ageCategoryGroupId}/${r.sexId}/${r.sportDisciplineId}`;
    if (seen.has(key) || places.length === 3) continue;
    seen.add(key);
    const what = [groups.get(r.ageCategoryGroupId), sexes.get(r.sexId), disciplines.get(r.sportDisciplineId)]
      .filter(Boolean)
      .join(', ');
    places.push(
      language === 'cs'
        ? `${r.rank}. místo – ${what} (${points(r.points, language)} b., k ${metaDate(r.rankDate, language)})`
        : `rank ${r.rank} – ${what} (${points(r.points, language)} pts, ${metaDate(r.rankDate, language)})`,
    );
  }
  const who = first.clubName ? `${first.fullName} (${first.clubName})` : first.fullName;
  return {
    title: language === 'cs' ? `${first.fullName} – žebříčky` : `${first.fullName} – rankings`,
    description: snippet(`${who}: ${places.join('; ')}.`),
  };
}

export const rankingPublicPages: readonly PublicPageDeclaration[] = [
  { path: PUBLIC_OVERVIEW_PAGE, meta: ({ db, language }) => overviewMeta(db, language) },
  { path: PUBLIC_PLAYER_PAGE, meta: ({ db, params, language }) => playerMeta(db, params.id ?? '', language) },
];
