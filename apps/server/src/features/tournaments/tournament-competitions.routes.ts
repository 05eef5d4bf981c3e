// Discipline calls of spec 001 §7: the office adds, changes, deletes disciplines and moves them
// through their states; every zone lists a visible tournament's disciplines. Each discipline carries
// the links the caller may follow now (a state change only to the states its workflow allows).
import { type Competition, type EndpointDef, endpoints, type Link } from '@fedra/contract';
import type { FastifyInstance } from 'fastify';
import { requireScope, zoneScopeOf } from '../../platform/access/scope-sql';
import type { ZoneAccess, ZoneScope } from '../../platform/access/user-access';
import type { AppDeps } from '../../platform/deps';
import { linksFor, registerEndpoint } from '../../platform/http/endpoint';
import { registerListEndpoint } from '../../platform/list-query/list-endpoint';
import { defineListExport } from '../../platform/list-query/list-export';
import {
  changeCompetitionState,
  competitionsListSql,
  createCompetition,
  deleteCompetition,
  fillCompetitionCounts,
  getCompetition,
  isTournamentEditable,
  nextStates,
  updateCompetition,
} from './tournament-competitions.service';

const e = endpoints.tournamentCompetitions;
type Zone = ZoneScope['zone'];

/** The calls on a discipline a zone offers, by what they need to be offered. */
const ACTIONS: Record<'admin' | 'club' | 'personal', { always: EndpointDef[]; whenOpen: EndpointDef[] }> = {
  admin: { always: [e.update, e.counts, e.participantList], whenOpen: [e.participantCreate] },
  club: { always: [e.clubParticipantList], whenOpen: [e.clubParticipantCreate] },
  personal: { always: [], whenOpen: [] },
};

/** What the caller may do with the discipline now. */
export function competitionLinks(zone: Zone, zoneAccess: ZoneAccess | null, c: Competition): Link[] {
  if (zone === 'public') return [];
  const actions = ACTIONS[zone];
  const params = { id: c.id, competitionId: c.id };
  // A cancelled or archived tournament is frozen: its disciplines offer only their reading.
  const frozen = !isTournamentEditable(c.tournamentStateId);
  const always = frozen ? actions.always.filter((call) => call.method === 'GET') : actions.always;
  const links = [
    ...linksFor(zoneAccess, always, params),
    ...(c.isOpenForParticipants ? linksFor(zoneAccess, actions.whenOpen, params) : []),
  ];
  if (zone === 'admin' && !frozen) {
    if (!c.hasParticipants) links.push(...linksFor(zoneAccess, [e.delete], params));
    for (const stateId of nextStates(c.stateId)) links.push(...linksFor(zoneAccess, [e.state], { id: c.id, stateId }));
  }
  return links;
}

/** The discipline list as a file. */
const competitionExport = defineListExport<Competition>({
  name: 'disciplines',
  title: { cs: 'Disciplíny', en: 'Disciplines' },
  columns: [
    { label: { cs: 'Název', en: 'Name' }, value: (c) => c.name, width: 36 },
    { label: { cs: 'Datum od', en: 'Date from' }, type: 'date', value: (c) => c.dateFrom },
    { label: { cs: 'Datum do', en: 'Date till' }, type: 'date', value: (c) => c.dateTill },
    { label: { cs: 'Čas', en: 'Time' }, value: (c) => c.timeFrom, width: 8 },
    { label: { cs: 'Místo', en: 'Location' }, value: (c) => c.location, width: 24 },
    { label: { cs: 'Hráčů', en: 'Athletes' }, type: 'number', value: (c) => c.athletesCount },
    { label: { cs: 'Rozhodčích', en: 'Referees' }, type: 'number', value: (c) => c.refereesCount },
    { label: { cs: 'Přihlášek', en: 'Applications' }, type: 'number', value: (c) => c.participantsCount },
  ],
});

export function registerTournamentCompetitionRoutes(app: FastifyInstance, deps: AppDeps) {
  const admin = (zoneAccess: ZoneAccess | null) => requireScope(zoneAccess?.scope, 'admin');
  const answer = (operationId: string, zoneAccess: ZoneAccess | null, data: Competition) => ({
    operationId,
    links: competitionLinks('admin', zoneAccess, data),
    data,
  });

  for (const list of [e.list, e.clubList, e.personalList]) {
    registerListEndpoint(app, deps, list as typeof e.list, {
      statements: ({ params, query, zoneAccess }) =>
        competitionsListSql(deps.db, zoneScopeOf(zoneAccess), params.id, query),
      exportAs: competitionExport,
      present: (row, { zoneAccess }) => ({
        ...row,
        links: competitionLinks(zoneScopeOf(zoneAccess).zone, zoneAccess, row),
      }),
    });
  }
  for (const get of [e.get, e.clubGet]) {
    registerEndpoint(app, get as typeof e.get, async ({ params, zoneAccess }) => {
      const scope = zoneScopeOf(zoneAccess);
      const data = await getCompetition(deps.db, scope, params.id);
      return { operationId: get.operationId, links: competitionLinks(scope.zone, zoneAccess, data), data };
    });
  }

  registerEndpoint(app, e.create, async ({ params, body, zoneAccess, user, lang }) => {
    admin(zoneAccess);
    return answer(
      e.create.operationId,
      zoneAccess,
      await createCompetition(deps.db, user!.userId, params.tournamentId, body, lang),
    );
  });
  registerEndpoint(app, e.update, async ({ params, body, zoneAccess, user, lang }) => {
    admin(zoneAccess);
    return answer(
      e.update.operationId,
      zoneAccess,
      await updateCompetition(deps.db, user!.userId, params.id, body, lang),
    );
  });
  registerEndpoint(app, e.counts, async ({ params, body, zoneAccess, user, lang }) => {
    admin(zoneAccess);
    return answer(
      e.counts.operationId,
      zoneAccess,
      await fillCompetitionCounts(deps.db, user!.userId, params.id, body, lang),
    );
  });
  registerEndpoint(app, e.state, async ({ params, zoneAccess, user, lang }) => {
    admin(zoneAccess);
    return answer(
      e.state.operationId,
      zoneAccess,
      await changeCompetitionState(deps.db, user!.userId, params.id, params.stateId, lang),
    );
  });
  registerEndpoint(app, e.delete, async ({ params, zoneAccess, lang }) => {
    admin(zoneAccess);
    await deleteCompetition(deps.db, params.id, lang);
    return undefined;
  });
}
