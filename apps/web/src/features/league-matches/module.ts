// A competition's rounds and a match (issue 16; spec 001 §2 "Leagues", access keys
// LEAGUE_ROUND__LIST and LEAGUE_MATCH__DETAIL, module league), and the matches of every league (the
// menu's competition-matches, the office's and a club's).
import { lazyPage, withNamespaces } from '../../platform/routing/lazy-page';
import type { WebModule } from '../../platform/routing/web-module';
import { LEAGUE_NAMESPACES, leaguePage } from '../leagues';

const matchPages = withNamespaces(() => import('./pages'), LEAGUE_NAMESPACES);

export const webModule: WebModule = {
  pages: [
    leaguePage(
      'league/competition/:competitionId/rounds',
      'LEAGUE_ROUND__LIST',
      'league-matches:rounds.title',
      lazyPage(matchPages, 'LeagueRoundsPage'),
    ),
    leaguePage(
      'league/match/:matchId',
      'LEAGUE_MATCH__DETAIL',
      'league-matches:match.title',
      lazyPage(matchPages, 'LeagueMatchPage'),
    ),
    {
      ...leaguePage(
        'competition-matches/:tab?',
        'LEAGUE_MATCH__DETAIL',
        'league-matches:overview.title.admin',
        lazyPage(matchPages, 'MatchOverviewPage'),
      ),
      zones: ['admin', 'club'],
    },
  ],
};
