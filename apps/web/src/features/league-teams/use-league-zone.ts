// The zone a league page is shown in (the pages exist in the admin, club and personal zones).
import { useTranslation } from 'react-i18next';
import { useCurrentZone } from '../../platform/routing/zone';
import { useSession } from '../../platform/session/session';
import type { LeagueZone } from './api';

export function useLeagueZone(): LeagueZone {
  const zone = useCurrentZone();
  return zone === 'club' || zone === 'personal' ? zone : 'admin';
}

type TeamList = 'tournamentTeamStates' | 'teamPersonTypes';

/** The codebook lists of teams and rosters in the UI language: select options and names. */
export function useTeamCodebook() {
  const { i18n } = useTranslation();
  const { codebook } = useSession();
  const lang = i18n.language === 'en' ? 'en' : 'cs';
  return {
    options: (list: TeamList) =>
      Object.values(codebook?.[list] ?? {}).map((e) => ({ value: String(e.id), label: e.name[lang] })),
    name: (list: TeamList, id: number | null | undefined) =>
      id == null ? '' : (codebook?.[list]?.[String(id)]?.name[lang] ?? String(id)),
  };
}
