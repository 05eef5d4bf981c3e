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
  // The persons register's approvals page (issue 29), for who approves persons.
  PERSON_APPROVALS: { actions: ['person.approval.list'] },
  // GDPR for the office: the anonymisation candidates (issue 29).
  PERSON_GDPR: { actions: ['person.gdpr'] },
  MY_PROFILE: { actions: ['profile.get'] },
  // The clubs register (issue 30): the club zone's own club, and the office's club approvals.
  MY_CLUB: { zone: 'club', actions: ['club.detail'] },
  CLUB_APPROVALS: { actions: ['club.approval.list'] },
  USER__LIST: { module: 'users', actions: ['user.list'] },
  // The audit log (issue 28): the Administrator's alone, as the users page.
  AUDIT__LIST: { module: 'users', actions: ['audit.list'] },
  SEASON__LIST: { module: 'seasons', actions: ['season.list'] },
  STATS: { module: 'stats', actions: ['club.stats.count'] },
  ECONOMY: { module: 'economy', actions: ['orders.list', 'order.items.list', 'price.list.item.list'] },
  BANK_STATEMENTS: { module: 'economy', actions: ['bank.statement.list'] },
  /** The payment provider's token: the office and the union, not a unit manager who reads its clubs' orders. */
  ECONOMY_SETTINGS: { module: 'economy', actions: ['economy.settings.get'] },
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

  // events (issue 32): the events feature's further keys go here.
  /** A member's events (personal zone): the list open to them, registering. */
  EVENTS__MY: { module: 'events', zone: 'personal', actions: ['event.my.list'] },

  // reporting (issue 33): the reporting feature's further keys go here.
  /** The reporting page: the statistics or the register export, whichever the caller has. */
  REPORTING: { module: 'stats', actions: ['reporting.stats.list', 'reporting.nsa.export'], match: 'any' },
  /** The register (NSA) export tabs: they carry birth numbers, so the office's. */
  REPORTING__NSA: { module: 'stats', actions: ['reporting.nsa.export'] },
  REPORTING__STATS: { module: 'stats', actions: ['reporting.stats.list'] },

  // synchronizations (issue 33): the synchronizations feature's further keys go here.

  // webhooks (issue 33): the office reads endpoints and deliveries; webhook.update writes (checked per action).
  WEBHOOKS: { actions: ['webhook.list'] },

  // representation (issue 32): national teams are Fedra's own pages (the spec never allowed them).
  REPRESENTATION__LIST: { actions: ['representation.list'] },
  REPRESENTATION__TEAMS: { actions: ['representation.list'] },
  REPRESENTATION__EVENTS: { actions: ['representation.list'] },
  REPRESENTATION__MATCHES: { actions: ['representation.list'] },
  /** A member's own nominations (personal zone) and the club's members' (club zone). */
  REPRESENTATION_NOMINATIONS: { actions: ['representation.nomination.list'] },

  // Never allowed (spec 000 §6).
  COMPETITION_YEAR__LIST: { never: true },
} satisfies Record<string, AccessRule>;

export type AccessKey = keyof typeof ACCESS_KEYS;

export function isAccessKey(key: string): key is AccessKey {
  return Object.hasOwn(ACCESS_KEYS, key);
}

/**
 * The access keys of the legacy pages (spec 000 §2.3), by route key. Fedra's own pages declare
 * theirs in their feature's module (platform/routing/page-route.ts, `accessKey`).
 */
export const ROUTE_ACCESS_KEYS: Record<string, AccessKey> = {
  clubs: 'CLUB__LIST',
  'clubs/detail': 'CLUB__LIST',
  'clubs/detail/my-club': 'CLUB_ZONE',
  'clubs-approvals': 'APPROVALS',
  'persons-approvals': 'APPROVALS',
  persons: 'PERSON__LIST',
  'persons/detail': 'PERSON__LIST',
  'my-profile': 'MY_PROFILE',
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
  'bank-statements': 'BANK_STATEMENTS',
  'disciplinary-proceedings': 'DISCIPLINARY',
  representation: 'REPRESENTATION__LIST',
  representation__teams: 'REPRESENTATION__TEAMS',
  representation__events: 'REPRESENTATION__EVENTS',
  representation__matches: 'REPRESENTATION__MATCHES',
  events: 'EVENTS',
  users: 'USER__LIST',
  seasons: 'SEASON__LIST',
  reporting: 'REPORTING',
  synchronizations: 'SYNCHRONIZATIONS',
};

/** The access key of a route name (zone prefix not included); undefined for none. */
export function accessKeyOfRoute(routeKey: string): AccessKey | undefined {
  return Object.hasOwn(ROUTE_ACCESS_KEYS, routeKey) ? ROUTE_ACCESS_KEYS[routeKey] : undefined;
}
