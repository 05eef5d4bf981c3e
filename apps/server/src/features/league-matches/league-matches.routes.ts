// Calls of a competition's rounds, draw generation and matches with their actions (issue 16;
// docs/access.md "Leagues"). Each answer carries the links the caller may follow now: none in a
// cancelled or archived league; the office every write and each action the match's state allows
// (recording the result in one step, postponing, cancelling, a walkover and taking those back);
// the home team's club manager the score and start/end of its home match while it runs.
import { type EndpointDef, endpoints, type Link } from '@fedra/contract';
import type { FastifyInstance } from 'fastify';
import { zoneScopeOf } from '../../platform/access/scope-sql';
import type { ZoneAccess } from '../../platform/access/user-access';
import type { AppDeps } from '../../platform/deps';
import { linksFor, registerEndpoint } from '../../platform/http/endpoint';
import { registerListEndpoint } from '../../platform/list-query/list-endpoint';
import { isLeagueEditable } from '../leagues';
import {
  ADMIN_FIXED_STATES,
  awardWalkover,
  CLUB_ACTIONS,
  CLUB_EDITABLE_STATES,
  changeMatchState,
  createMatch,
  createRound,
  deleteMatch,
  deleteRound,
  generateDraw,
  getMatch,
  listRounds,
  MATCH_TRANSITIONS,
  type MatchAction,
  type MatchData,
  RESULT_FROM,
  type RoundsData,
  recordResult,
  refereeCandidates,
  updateMatch,
  updateRound,
  WALKOVER_FROM,
} from './league-matches.service';
import { matchOverviewExport, matchOverviewSql } from './match-overview';

const e = endpoints.leagueMatches;

const ACTIONS: Record<'admin' | 'club', Partial<Record<MatchAction, EndpointDef>>> = {
  admin: {
    start: e.matchStart,
    end: e.matchEnd,
    approve: e.matchApprove,
    publish: e.matchPublish,
    postpone: e.matchPostpone,
    cancel: e.matchCancel,
    reopen: e.matchReopen,
  },
  club: { start: e.clubMatchStart, end: e.clubMatchEnd },
};

/** The links of a match: what the caller may do with it in its state. */
export function matchLinks(
  zoneAccess: ZoneAccess | null,
  m: Pick<MatchData, 'id' | 'stateId' | 'leagueStateId' | 'homeClubId'>,
): Link[] {
  const scope = zoneAccess?.scope;
  if (!scope || !isLeagueEditable(m.leagueStateId)) return [];
  const params = { id: m.id };
  const actions = (zone: 'admin' | 'club', allowed: readonly MatchAction[]) =>
    allowed
      .filter((a) => MATCH_TRANSITIONS[a].from.includes(m.stateId))
      .map((a) => ACTIONS[zone][a])
      .filter((x): x is EndpointDef => x !== undefined);
  if (scope.zone === 'admin') {
    const edit = ADMIN_FIXED_STATES.includes(m.stateId) ? [] : [e.matchUpdate];
    const result = RESULT_FROM.includes(m.stateId) ? [e.matchResult] : [];
    const walkover = WALKOVER_FROM.includes(m.stateId) ? [e.matchWalkover] : [];
    const all = Object.keys(ACTIONS.admin) as MatchAction[];
    return linksFor(zoneAccess, [...edit, e.matchDelete, ...result, ...walkover, ...actions('admin', all)], params);
  }
  if (scope.zone === 'club' && scope.clubId === m.homeClubId) {
    const edit = CLUB_EDITABLE_STATES.includes(m.stateId) ? [e.clubMatchUpdate] : [];
    return linksFor(zoneAccess, [...edit, ...actions('club', CLUB_ACTIONS)], params);
  }
  return [];
}

function matchAnswer(operationId: string, zoneAccess: ZoneAccess | null, m: MatchData) {
  const { leagueStateId: _, homeClubId: __, ...data } = m;
  return { operationId, links: matchLinks(zoneAccess, m), data };
}

function roundsAnswer(operationId: string, zoneAccess: ZoneAccess | null, r: RoundsData) {
  const { leagueStateId, ...data } = r;
  const admin = zoneAccess?.scope.zone === 'admin' && isLeagueEditable(leagueStateId);
  const params = { competitionId: r.competitionId };
  return {
    operationId,
    links: admin ? linksFor(zoneAccess, [e.draw, e.roundCreate, e.matchCreate], params) : [],
    data: {
      ...data,
      rounds: data.rounds.map((round) => ({
        ...round,
        links: admin ? linksFor(zoneAccess, [e.roundUpdate, e.roundDelete], { id: round.id }) : [],
      })),
    },
  };
}

function roundAnswer(operationId: string, zoneAccess: ZoneAccess | null, r: Awaited<ReturnType<typeof createRound>>) {
  const { leagueStateId, ...round } = r;
  const links =
    zoneAccess?.scope.zone === 'admin' && isLeagueEditable(leagueStateId)
      ? linksFor(zoneAccess, [e.roundUpdate, e.roundDelete], { id: r.id })
      : [];
  return { operationId, links, data: { ...round, links } };
}

export function registerLeagueMatchRoutes(app: FastifyInstance, deps: AppDeps) {
  for (const list of [e.matchOverview, e.clubMatchOverview]) {
    registerListEndpoint(app, deps, list as typeof e.matchOverview, {
      statements: ({ query, zoneAccess }) => matchOverviewSql(zoneScopeOf(zoneAccess), query),
      exportAs: matchOverviewExport,
    });
  }
  for (const list of [e.roundList, e.clubRoundList, e.personalRoundList]) {
    registerEndpoint(app, list as typeof e.roundList, async ({ params, zoneAccess }) =>
      roundsAnswer(
        list.operationId,
        zoneAccess,
        await listRounds(deps.db, zoneScopeOf(zoneAccess), params.competitionId),
      ),
    );
  }
  registerEndpoint(app, e.draw, async ({ params, body, zoneAccess, user, lang }) => ({
    operationId: e.draw.operationId,
    links: [],
    data: await generateDraw(deps.db, zoneScopeOf(zoneAccess), user!.userId, params.competitionId, body, lang),
  }));
  registerEndpoint(app, e.roundCreate, async ({ params, body, zoneAccess, user, lang }) =>
    roundAnswer(
      e.roundCreate.operationId,
      zoneAccess,
      await createRound(deps.db, zoneScopeOf(zoneAccess), user!.userId, params.competitionId, body, lang),
    ),
  );
  registerEndpoint(app, e.roundUpdate, async ({ params, body, zoneAccess, user, lang }) =>
    roundAnswer(
      e.roundUpdate.operationId,
      zoneAccess,
      await updateRound(deps.db, zoneScopeOf(zoneAccess), user!.userId, params.id, body, lang),
    ),
  );
  registerEndpoint(app, e.roundDelete, async ({ params, zoneAccess, lang }) => {
    await deleteRound(deps.db, zoneScopeOf(zoneAccess), params.id, lang);
    return undefined;
  });

  for (const get of [e.matchGet, e.clubMatchGet, e.personalMatchGet]) {
    registerEndpoint(app, get as typeof e.matchGet, async ({ params, zoneAccess }) =>
      matchAnswer(get.operationId, zoneAccess, await getMatch(deps.db, zoneScopeOf(zoneAccess), params.id)),
    );
  }
  registerEndpoint(app, e.matchCreate, async ({ params, body, zoneAccess, user, lang }) =>
    matchAnswer(
      e.matchCreate.operationId,
      zoneAccess,
      await createMatch(deps.db, zoneScopeOf(zoneAccess), user!.userId, params.competitionId, body, lang),
    ),
  );
  for (const update of [e.matchUpdate, e.clubMatchUpdate]) {
    registerEndpoint(app, update as typeof e.matchUpdate, async ({ params, body, zoneAccess, user, lang }) =>
      matchAnswer(
        update.operationId,
        zoneAccess,
        await updateMatch(deps.db, zoneScopeOf(zoneAccess), user!.userId, params.id, body, lang),
      ),
    );
  }
  registerEndpoint(app, e.matchDelete, async ({ params, query, zoneAccess, lang }) => {
    await deleteMatch(deps.db, zoneScopeOf(zoneAccess), params.id, query.withResults === 'true', lang);
    return undefined;
  });
  registerEndpoint(app, e.matchResult, async ({ params, body, zoneAccess, user, lang }) =>
    matchAnswer(
      e.matchResult.operationId,
      zoneAccess,
      await recordResult(deps.db, zoneScopeOf(zoneAccess), user!.userId, params.id, body, lang),
    ),
  );
  registerEndpoint(app, e.matchWalkover, async ({ params, body, zoneAccess, user, lang }) =>
    matchAnswer(
      e.matchWalkover.operationId,
      zoneAccess,
      await awardWalkover(deps.db, zoneScopeOf(zoneAccess), user!.userId, params.id, body, lang),
    ),
  );
  for (const list of [e.refereeList, e.clubRefereeList]) {
    registerEndpoint(app, list as typeof e.refereeList, async ({ query }) => ({
      operationId: list.operationId,
      links: [],
      data: await refereeCandidates(deps.db, { search: query.search, id: query.id }),
    }));
  }
  for (const zone of ['admin', 'club'] as const) {
    for (const [action, endpoint] of Object.entries(ACTIONS[zone]) as [MatchAction, EndpointDef][]) {
      registerEndpoint(app, endpoint as typeof e.matchStart, async ({ params, zoneAccess, user, lang }) =>
        matchAnswer(
          endpoint.operationId,
          zoneAccess,
          await changeMatchState(deps.db, zoneScopeOf(zoneAccess), user!.userId, params.id, action, lang),
        ),
      );
    }
  }
}
