// A league team's page (issue 16; spec 001 §2 "Leagues", access key LEAGUE__DETAIL, module league)
// and the teams of every league (the menu's competition-teams, the office's and a club's).
import { lazyPage, withNamespaces } from '../../platform/routing/lazy-page';
import type { WebModule } from '../../platform/routing/web-module';
import { LEAGUE_NAMESPACES, leaguePage } from '../leagues';

const teamPages = withNamespaces(() => import('./pages'), LEAGUE_NAMESPACES);

export const webModule: WebModule = {
  pages: [
    leaguePage(
      'league/team/:id/:tab?',
      'LEAGUE__DETAIL',
      'league-teams:team.title',
      lazyPage(teamPages, 'LeagueTeamPage'),
    ),
    {
      ...leaguePage(
        'competition-teams',
        'LEAGUE__DETAIL',
        'league-teams:overview.title.admin',
        lazyPage(teamPages, 'TeamOverviewPage'),
      ),
      zones: ['admin', 'club'],
    },
  ],
};
