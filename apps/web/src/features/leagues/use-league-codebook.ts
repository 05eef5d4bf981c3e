// The codebook lists the league pages show, in the UI language: options for the selects, names.
import { useTranslation } from 'react-i18next';
import { useSession } from '../../platform/session/session';

export type LeagueList =
  | 'ageCategoryGroups'
  | 'tournamentSystems'
  | 'tournamentResultTypes'
  | 'tournamentCompetitionStates'
  | 'tournamentStates';

type Entries = Record<string, Record<string, { id: number; name: { cs: string; en: string } }>>;

export function useLeagueCodebook() {
  const { i18n } = useTranslation();
  const { codebook } = useSession();
  const lang = i18n.language === 'en' ? 'en' : 'cs';
  const list = (name: LeagueList) => Object.values((codebook as Entries | null)?.[name] ?? {});
  return {
    options: (name: LeagueList, ids?: readonly number[]) =>
      list(name)
        .filter((e) => !ids || ids.includes(e.id))
        .map((e) => ({ value: String(e.id), label: e.name[lang] })),
    name: (name: LeagueList, id: number | null | undefined) =>
      id == null ? '' : ((codebook as Entries | null)?.[name]?.[String(id)]?.name[lang] ?? String(id)),
  };
}
