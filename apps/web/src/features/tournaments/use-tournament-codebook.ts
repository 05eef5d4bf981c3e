// The codebook lists the tournament pages show (types, levels, states, regions, districts, sport
// disciplines, age categories, sexes) in the UI language: options for filters and the form, names
// for the list, the detail and the summary.
import { useTranslation } from 'react-i18next';
import { useSession } from '../../platform/session/session';

type List =
  | 'tournamentTypes'
  | 'tournamentLevels'
  | 'tournamentStates'
  | 'region'
  | 'district'
  | 'sportDisciplines'
  | 'ageCategories'
  | 'ageCategoryGroups'
  | 'sex'
  | 'federationUnits'
  | 'tournamentCategories'
  | 'tournamentTeamTypes';

export function useTournamentCodebook() {
  const { i18n } = useTranslation();
  const { codebook } = useSession();
  const lang = i18n.language === 'en' ? 'en' : 'cs';
  const entries = (list: List) =>
    Object.values(
      (
        codebook as Record<
          List,
          Record<string, { id: number; name: { cs: string; en: string } } & Record<string, unknown>>
        > | null
      )?.[list] ?? {},
    );
  const options = (list: List) => entries(list).map((e) => ({ value: String(e.id), label: e.name[lang] }));
  const name = (list: List, id: number | null | undefined) => {
    if (id == null) return '';
    const entry = (codebook as Record<string, Record<string, { name: { cs: string; en: string } }>> | null)?.[list]?.[
      String(id)
    ];
    return entry?.name[lang] ?? String(id);
  };
  return {
    options,
    name,
    /** The tournament types a tournament may have: not the league type (codebook attr isLeague; leagues have their pages). */
    typeOptions: () =>
      entries('tournamentTypes')
        .filter((e) => e.isLeague !== true)
        .map((e) => ({ value: String(e.id), label: e.name[lang] })),
    /** The districts of a region (all without one), for the form's district picker. */
    districtOptions: (regionId: string | null) =>
      entries('district')
        .filter((d) => !regionId || String(d.regionId ?? '') === regionId)
        .map((e) => ({ value: String(e.id), label: e.name[lang] })),
    /** "Type – level" of a pair. */
    pairName: (pair: { typeId: number; levelId: number | null }) =>
      [name('tournamentTypes', pair.typeId), pair.levelId == null ? '' : name('tournamentLevels', pair.levelId)]
        .filter(Boolean)
        .join(' – '),
  };
}
