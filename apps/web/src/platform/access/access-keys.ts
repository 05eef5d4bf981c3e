// Access keys (spec 000 §6) and their requirements (spec 001 §6 table), as data.
import type { ModuleName } from '@fedra/contract/common/modules';
import type { Zone } from '@fedra/contract/common/zones';

export interface AccessRule {
  /** Module that must be enabled in the project configuration. */
  module?: ModuleName;
  /** Actions resolved per zone as api.{zone}.zone.{action} unless already prefixed api. or access. */
  actions?: string[];
  /** Whether every action is needed (default) or any one of them. */
  match?: 'all' | 'any';
  /** A codebook feature (per zone) that must be active. */
  feature?: { zone: Zone; id: string };
  /** Only the super admin (role Administrator). */
  superAdmin?: boolean;
  /** The user must be allowed to enter this zone. */
  zone?: Exclude<Zone, 'public'>;
  /** Never allowed (representation and competition-year lists). */
  never?: boolean;
}

/** The key of routes with no requirement beyond a signed-in user. */
export const UNSPECIFIED = 'UNSPECIFIED';

export const ACCESS_KEYS = {
  UNSPECIFIED: {},
  SUPER_ADMIN: { superAdmin: true },
  ADMIN_ZONE: { zone: 'admin' },
  CLUB_ZONE: { zone: 'club' },
  PERSONAL_ZONE: { zone: 'personal' },

  // spec 000 §2.3
  BOARD__LIST: { module: 'board', actions: ['board.list'] },
  BOARD__DETAIL: { module: 'board' },
  CARD_CONTENT__LIST: { module: 'memberCard', actions: ['cardcontent.list'] },
  CLUB_CREDITS__LIST: {},
  ADMIN_CMS: { actions: ['access.admin.cms'] },

  // spec 001 §6
  CLUB__LIST: { actions: ['club.list'] },
  PERSON__LIST: { actions: ['person.list'] },
  APPROVALS: { actions: ['person.approval.list', 'club.approval.list'] },
  USER__LIST: { module: 'users', actions: ['user.list'] },
  SEASON__LIST: { module: 'seasons', actions: ['season.list'] },
  STATS: { module: 'stats', actions: ['club.stats.count'] },
  ECONOMY: { module: 'economy', actions: ['orders.list', 'order.items.list', 'price.list.item.list'] },
  IMPORT__LIST: { module: 'import', actions: ['import.list'] },
  IMPORT__DETAIL: { module: 'import', actions: ['import.get'] },
  LEAGUE__LIST: { actions: ['tournament.dynamic.competition.list.full'] },
  LEAGUE__DETAIL: { module: 'league', actions: ['tournament.dynamic.get'] },
  LEAGUE_ROUND__LIST: { module: 'league', actions: ['tournament.round.list'] },
  LEAGUE_MATCH__DETAIL: { module: 'league', actions: ['tournament.match.list'] },
  TOURNAMENT__LIST: { module: 'tournament', actions: ['tournament.list'] },
  TOURNAMENT_DYNAMIC__LIST: { module: 'tournamentDynamic', actions: ['tournament.dynamic.list'] },
  TOURNAMENT_DYNAMIC__CREATE: { module: 'tournamentDynamic', actions: ['tournament.dynamic.create'] },
  TOURNAMENT_DYNAMIC__UPDATE: { module: 'tournamentDynamic', actions: ['tournament.dynamic.update'] },
  RANKING: { actions: ['tournament.ranking.overview.list'] },
  SCORING: { actions: ['tournament.scoring.list'] },
  EMAILING: { module: 'emailing', actions: ['emailing.campaigns.list'] },
  DOCUMENT: { module: 'document', actions: ['document.list'] },
  CONTRACT: { module: 'contracts', actions: ['contract.list'] },
  FEDERATION_ARTICLE: { zone: 'admin', actions: ['federation.article.list'] },
  REQUEST: { module: 'requests', actions: ['request.list'] },
  PERSON_CONTRIBUTION: { module: 'personContribution', actions: ['person.contribution.list'] },
  PERSON_CONTRIBUTION_PRICES: { module: 'personContribution', actions: ['person.contribution.price.list'] },
  REFEREE_JOURNAL: { module: 'refereeJournal', actions: ['referee.journal.list', 'referee.journal.detail.list'] },
  // A member's own journal (issue 17): the personal zone grants only .detail.list (no overview).
  REFEREE_JOURNAL__MY: { module: 'refereeJournal', zone: 'personal', actions: ['referee.journal.detail.list'] },
  COMPETITIONS: {
    module: 'competitions',
    actions: ['competition.list', 'competition.match.list', 'competition.team.list'],
  },
  DISCIPLINARY: { module: 'disciplinary', actions: ['disciplinary.list'] },
  EVENTS: { module: 'events', actions: ['event.list'] },
  SPORTFIELDS: { module: 'sportfields', actions: ['sportfield.list'] },
  SYNCHRONIZATIONS: { feature: { zone: 'admin', id: 'synchronizations' }, superAdmin: true },

  // Never allowed (spec 000 §6).
  REPRESENTATION__LIST: { never: true },
  REPRESENTATION__TEAMS: { never: true },
  REPRESENTATION__EVENTS: { never: true },
  REPRESENTATION__MATCHES: { never: true },
  COMPETITION_YEAR__LIST: { never: true },
} satisfies Record<string, AccessRule>;

export type AccessKey = keyof typeof ACCESS_KEYS;

export function isAccessKey(key: string): key is AccessKey {
  return Object.hasOwn(ACCESS_KEYS, key);
}

/**
 * The access key of each route (route name without zone prefix and parameters), for the
 * router and the side menu. Routes missing here need only a signed-in user (or are anonymous).
 */
export const ROUTE_ACCESS_KEYS: Record<string, AccessKey> = {
  home: 'UNSPECIFIED',
  profile: 'UNSPECIFIED',
  document: 'UNSPECIFIED', // the native browser is unrestricted (spec 001 §2)
  'federation-article/detail': 'UNSPECIFIED',
  'federation-article/list': 'FEDERATION_ARTICLE',
  'federation-article/new': 'FEDERATION_ARTICLE',
  'federation-article/edit': 'FEDERATION_ARTICLE',

  'board/list': 'BOARD__LIST',
  'board/detail': 'BOARD__DETAIL',
  'member-card/content/list': 'CARD_CONTENT__LIST',
  'credit-history/list': 'CLUB_CREDITS__LIST',
  cms: 'ADMIN_CMS',

  'import/list': 'IMPORT__LIST',
  'import/detail': 'IMPORT__DETAIL',
  'contract/list': 'CONTRACT',
  'contract/detail': 'CONTRACT',
  'league/list': 'LEAGUE__LIST',
  'league/detail': 'LEAGUE__DETAIL',
  'league/competition': 'LEAGUE__DETAIL',
  'league/team': 'LEAGUE__DETAIL',
  'league/competition/rounds': 'LEAGUE_ROUND__LIST',
  'league/match': 'LEAGUE_MATCH__DETAIL',
  'tournament/list': 'TOURNAMENT__LIST',
  'tournament/detail': 'TOURNAMENT__LIST',
  'tournament/competition': 'TOURNAMENT__LIST',
  'tournament/competition/list': 'TOURNAMENT__LIST',
  'tournament/pairing-competitions/list': 'TOURNAMENT__LIST',
  'tournament-dynamic/list': 'TOURNAMENT_DYNAMIC__LIST',
  'tournament-dynamic/detail': 'TOURNAMENT_DYNAMIC__LIST',
  'tournament-dynamic/create': 'TOURNAMENT_DYNAMIC__CREATE',
  'tournament-dynamic/edit': 'TOURNAMENT_DYNAMIC__UPDATE',
  'tournament-dynamic/ranking/list': 'RANKING',
  'tournament-dynamic/scoring/list': 'SCORING',
  'tournament-dynamic/standings': 'UNSPECIFIED',
  'tournament-dynamic/team-rosters': 'UNSPECIFIED',
  'tournament-dynamic/fake-list': 'UNSPECIFIED',
  'emailing/campaign/list': 'EMAILING',
  'emailing/campaign/detail': 'EMAILING',
  'person-contribution/list': 'PERSON_CONTRIBUTION',
  'person-contribution/prices': 'PERSON_CONTRIBUTION_PRICES',
  'referee-journal/list': 'REFEREE_JOURNAL',
  'referee-journal/detail': 'REFEREE_JOURNAL',
  'referee-journal/my-journal': 'REFEREE_JOURNAL__MY',
  'economy/settings': 'ECONOMY',
  'report/statistics': 'STATS',
  'report/statistics/custom': 'STATS',
  'report/list/person': 'STATS',
  'report/list/club': 'STATS',
  'report/list/club-members': 'STATS',
  'report/list/age-categories': 'STATS',
  'report/list/age-categories/defined': 'STATS',
  'report/list/federation-unit': 'STATS',
  'report/list/regions': 'STATS',
  'report/list/districts': 'STATS',
  'report/list/person-roles': 'STATS',

  // Legacy pages (spec 000 §2.3)
  clubs: 'CLUB__LIST',
  'clubs/detail': 'CLUB__LIST',
  'clubs/detail/my-club': 'CLUB_ZONE',
  'clubs-approvals': 'APPROVALS',
  'persons-approvals': 'APPROVALS',
  persons: 'PERSON__LIST',
  'persons/detail': 'PERSON__LIST',
  'my-profile': 'PERSONAL_ZONE',
  competitions: 'COMPETITIONS',
  'competition-matches': 'COMPETITIONS',
  'competition-teams': 'COMPETITIONS',
  'competition-years': 'COMPETITION_YEAR__LIST',
  contracts: 'CONTRACT',
  documents: 'DOCUMENT',
  requests: 'REQUEST',
  'sport-fields': 'SPORTFIELDS',
  economy: 'ECONOMY',
  'price-list-items': 'ECONOMY',
  orders: 'ECONOMY',
  'order-items': 'ECONOMY',
  'disciplinary-proceedings': 'DISCIPLINARY',
  representation: 'REPRESENTATION__LIST',
  representation__teams: 'REPRESENTATION__TEAMS',
  representation__events: 'REPRESENTATION__EVENTS',
  representation__matches: 'REPRESENTATION__MATCHES',
  events: 'EVENTS',
  users: 'USER__LIST',
  seasons: 'SEASON__LIST',
  reporting: 'STATS',
  synchronizations: 'SYNCHRONIZATIONS',
};

/** The access key of a route name (zone prefix not included); undefined for none. */
export function accessKeyOfRoute(routeKey: string): AccessKey | undefined {
  return Object.hasOwn(ROUTE_ACCESS_KEYS, routeKey) ? ROUTE_ACCESS_KEYS[routeKey] : undefined;
}
