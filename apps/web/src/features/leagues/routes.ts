// League pages (issue 16; spec 001 §2 "Leagues", §6 access keys LEAGUE__LIST, LEAGUE__DETAIL,
// LEAGUE_ROUND__LIST, LEAGUE_MATCH__DETAIL; module league). The detail and competition pages show
// tabs of the teams, matches and standings features, so every page loads the four league
// namespaces.
import { lazyPage } from '../../app/routes/lazy-page';
import type { PageRouteDeclaration } from '../../app/routes/page-route';
import { loadNamespace } from '../../platform/i18n/i18n';

const NAMESPACES = ['leagues', 'league-teams', 'league-matches', 'league-standings'];
const withTexts = (load: () => Promise<{ default: React.ComponentType }>) => () =>
  Promise.all([load(), ...NAMESPACES.map(loadNamespace)]).then(([loaded]) => loaded);

export const leagueRoutes: PageRouteDeclaration[] = [
  {
    path: 'league/list',
    accessKey: 'LEAGUE__LIST',
    module: 'league',
    titleKey: 'leagues:list.title',
    load: withTexts(lazyPage('leagues', 'LeagueListPage')),
  },
  {
    path: 'league/detail/:id/:tab?',
    accessKey: 'LEAGUE__DETAIL',
    module: 'league',
    titleKey: 'leagues:detail.title',
    load: withTexts(lazyPage('leagues', 'LeagueDetailPage')),
  },
  {
    path: 'league/competition/:competitionId/rounds',
    accessKey: 'LEAGUE_ROUND__LIST',
    module: 'league',
    titleKey: 'league-matches:rounds.title',
    load: withTexts(lazyPage('leagueMatches', 'LeagueRoundsPage')),
  },
  {
    path: 'league/competition/:id/:tab?',
    accessKey: 'LEAGUE__DETAIL',
    module: 'league',
    titleKey: 'leagues:competition.title',
    load: withTexts(lazyPage('leagues', 'LeagueCompetitionPage')),
  },
  {
    path: 'league/team/:id/:tab?',
    accessKey: 'LEAGUE__DETAIL',
    module: 'league',
    titleKey: 'league-teams:team.title',
    load: withTexts(lazyPage('leagueTeams', 'LeagueTeamPage')),
  },
  {
    path: 'league/match/:matchId',
    accessKey: 'LEAGUE_MATCH__DETAIL',
    module: 'league',
    titleKey: 'league-matches:match.title',
    load: withTexts(lazyPage('leagueMatches', 'LeagueMatchPage')),
  },
];
