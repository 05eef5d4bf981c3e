// What both public tournament pages share: the feature switch, codebook names in the UI
// language, the date line of a tournament and the address of a detail page.
import type { CodebookListName } from '@fedra/contract/codebook';
import { useTranslation } from 'react-i18next';
import { isFeatureActive, useAccessContext } from '../../../../platform/access';
import { formatDateRange } from '../../../../platform/i18n/format';
import { useSession } from '../../../../platform/session/session';

/** The public pages exist only while the codebook feature is on (the server answers 404 too). */
export function usePublicPagesOn(): boolean {
  return isFeatureActive(useAccessContext().features, 'public', 'public-tournament-detail');
}

export function useCodebook() {
  const { i18n } = useTranslation();
  const { codebook } = useSession();
  const lang = i18n.language === 'en' ? 'en' : 'cs';
  return {
    name: (list: CodebookListName, id: number | null | undefined) =>
      id == null ? '' : (codebook?.[list]?.[String(id)]?.name[lang] ?? ''),
    options: (list: CodebookListName) =>
      Object.values(codebook?.[list] ?? {})
        .map((e) => ({ value: String(e.id), label: e.name[lang] }))
        .sort((a, b) => a.label.localeCompare(b.label, lang)),
  };
}

/** "1. 3. 2026 – 2. 3. 2026, 09:30" (one day: the date once). */
export function tournamentDates(t: { dateFrom: string; dateTill: string; timeFrom: string | null }): string {
  const dates = formatDateRange(t.dateFrom, t.dateTill);
  return t.timeFrom ? `${dates}, ${t.timeFrom}` : dates;
}

export const publicDetailPath = (id: number) => `/zone/public/tournament/public-detail/${id}`;
/** The public player page (features/rankings' public pages). */
export const publicPlayerPath = (personId: number) => `/zone/public/ranking/public-player/${personId}`;

/**
 * The standings' rows as shown: each row alone, except the partners of a pair, who hold one
 * unshared placing together (the placing rule allows that only to a roster) and share a row.
 */
export function resultRowGroups<
  T extends { rankFrom: number | null; rankTo: number | null; standingShared: boolean; points: number | null },
>(rows: readonly T[]): T[][] {
  const groups: T[][] = [];
  for (const row of rows) {
    const last = groups.at(-1)?.[0];
    const partner =
      last &&
      row.rankFrom !== null &&
      !row.standingShared &&
      !last.standingShared &&
      last.rankFrom === row.rankFrom &&
      last.rankTo === row.rankTo;
    if (partner) groups.at(-1)!.push(row);
    else groups.push([row]);
  }
  return groups;
}
export const PUBLIC_LIST_PATH = '/zone/public/tournament/public-list';
