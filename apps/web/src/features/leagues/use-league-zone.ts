// The zone a league page is shown in (the pages exist in the admin, club and personal zones).
import { useCurrentZone } from '../../platform/routing/zone';
import type { LeagueZone } from './api';

export function useLeagueZone(): LeagueZone {
  const zone = useCurrentZone();
  return zone === 'club' || zone === 'personal' ? zone : 'admin';
}
