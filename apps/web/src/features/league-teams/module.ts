// A league team's page (issue 16; spec 001 §2 "Leagues", access key LEAGUE__DETAIL, module league).
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
  ],
};
