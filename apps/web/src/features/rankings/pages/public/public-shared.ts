// What both public ranking pages share: codebook names in the UI language, a ranking's name
// (discipline, group, sex), the points as the language writes them and the pages' addresses.
import type { PublicRankingKey } from '@fedra/contract/rankings';
import { formatPoints } from '../../../../platform/i18n/numbers';
import { useCodebook } from '../../../../platform/session/use-codebook';

export const PUBLIC_OVERVIEW_PATH = '/zone/public/ranking/public-overview';
export const publicPlayerPath = (personId: number) => `/zone/public/ranking/public-player/${personId}`;
export const publicTournamentPath = (id: number) => `/zone/public/tournament/public-detail/${id}`;

/** The overview at one ranking (its keys and, when given, its date). */
export function publicOverviewPath(key: PublicRankingKey, rankDate?: string): string {
  const search = new URLSearchParams({
    group: String(key.ageCategoryGroupId),
    sex: String(key.sexId),
    discipline: String(key.sportDisciplineId),
    ...(rankDate ? { date: rankDate } : {}),
  });
  return `${PUBLIC_OVERVIEW_PATH}?${search}`;
}

export const keyId = (k: PublicRankingKey) => `${k.ageCategoryGroupId}-${k.sexId}-${k.sportDisciplineId}`;

/** The codebook (platform/session) with a ranking's name and its points as the reader writes them. */
export function usePublicCodebook() {
  const codebook = useCodebook();
  const { name, lang } = codebook;
  return {
    ...codebook,
    /** "Dvouhra · Dospělí · Muži". */
    keyName: (k: PublicRankingKey) =>
      [
        name('sportDisciplines', k.sportDisciplineId),
        name('ageCategoryGroups', k.ageCategoryGroupId),
        name('sex', k.sexId),
      ].join(' · '),
    points: (value: number) => formatPoints(value, lang),
  };
}
