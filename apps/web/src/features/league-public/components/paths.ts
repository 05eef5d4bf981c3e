// The addresses of the public league pages (the public zone's prefix and the route paths of module.ts).
const PREFIX = '/zone/public/league';

export const publicLeagueListPath = (seasonId?: number | null) =>
  `${PREFIX}/public-list${seasonId ? `?season=${seasonId}` : ''}`;
export const publicCompetitionPath = (id: number) => `${PREFIX}/public-detail/${id}`;
export const publicTeamPath = (id: number) => `${PREFIX}/public-team/${id}`;
