// The tournament lists of the codebook in the UI language: options for the selects and filters,
// names and state colours for the discipline and application tables.
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../../platform/session/session';

export type TournamentList =
  | 'ageCategories'
  | 'ageCategoryGroups'
  | 'sportDisciplines'
  | 'tournamentTypes'
  | 'tournamentLevels'
  | 'tournamentSystems'
  | 'tournamentResultTypes'
  | 'tournamentRoles'
  | 'tournamentCompetitionStates'
  | 'tournamentTeamStates';

export function useTournamentCodebook() {
  const { i18n } = useTranslation();
  const { codebook } = useSession();
  const lang = i18n.language === 'en' ? 'en' : 'cs';
  const entry = (list: TournamentList, id: number) => codebook?.[list]?.[String(id)];
  return {
    /** Select options of a list, optionally only the given ids. */
    options: (list: TournamentList, ids?: readonly number[]) =>
      Object.values(codebook?.[list] ?? {})
        .filter((e) => !ids || ids.includes(e.id))
        .map((e) => ({ value: String(e.id), label: e.name[lang] })),
    name: (list: TournamentList, id: number | null | undefined) =>
      id == null ? '' : (entry(list, id)?.name[lang] ?? String(id)),
    /** The codebook's colour of an entry (a CSS colour), grey when it names none. */
    color: (list: TournamentList, id: number) => {
      const color = entry(list, id)?.color;
      return typeof color === 'string' ? color : 'gray';
    },
  };
}
