// The zone a tournament page is shown in (the pages exist in the admin, club and personal zones).
import { useCurrentZone } from '../../platform/routing/zone';
import type { TournamentZone } from './api';

export function useTournamentZone(): TournamentZone {
  const zone = useCurrentZone();
  return zone === 'club' || zone === 'personal' ? zone : 'admin';
}
