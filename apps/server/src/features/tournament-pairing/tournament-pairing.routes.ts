// Season pairing calls (docs/decisions.md "Season pairing and the older tournament module"): the
// cross-tournament discipline list of the admin and club zones (the older module's discipline list
// and the pairing page), the office's pairing of one discipline and the season management call.
import { endpoints, type PairingCompetition } from '@fedra/contract';
import type { FastifyInstance } from 'fastify';
import { requireScope, zoneScopeOf } from '../../platform/access/scope-sql';
import type { ZoneAccess } from '../../platform/access/user-access';
import type { AppDeps } from '../../platform/deps';
import { linksFor, registerEndpoint } from '../../platform/http/endpoint';
import { registerListEndpoint } from '../../platform/list-query/list-endpoint';
import { defineListExport } from '../../platform/list-query/list-export';
import { isTournamentEditable } from '../tournaments';
import { pairingListSql, pairSeason, setPreviousCompetition } from './tournament-pairing.service';

const e = endpoints.tournamentPairing;

/** The pairing a row offers: the office's, while its tournament is neither cancelled nor archived. */
function pairingLinks(zoneAccess: ZoneAccess | null, row: PairingCompetition) {
  if (zoneScopeOf(zoneAccess).zone !== 'admin' || !isTournamentEditable(row.tournamentStateId)) return [];
  return linksFor(zoneAccess, [e.previous], { id: row.id });
}

const pairingExport = defineListExport<PairingCompetition>({
  name: 'disciplines',
  title: { cs: 'Disciplíny', en: 'Disciplines' },
  columns: [
    { label: { cs: 'Disciplína', en: 'Discipline' }, value: (c) => c.name, width: 30 },
    { label: { cs: 'Turnaj', en: 'Tournament' }, value: (c) => c.tournamentName, width: 32 },
    { label: { cs: 'Turnaj od', en: 'Tournament from' }, type: 'date', value: (c) => c.tournamentDateFrom },
    { label: { cs: 'Turnaj do', en: 'Tournament till' }, type: 'date', value: (c) => c.tournamentDateTill },
    { label: { cs: 'Sezóna', en: 'Season' }, value: (c) => c.seasonName, width: 12 },
    { label: { cs: 'Hráčů', en: 'Athletes' }, type: 'number', value: (c) => c.athletesCount },
    {
      label: { cs: 'Předchozí disciplína', en: 'Previous discipline' },
      value: (c) => c.previousCompetition?.name ?? null,
      width: 30,
    },
    {
      label: { cs: 'Předchozí turnaj', en: 'Previous tournament' },
      value: (c) => c.previousCompetition?.tournamentName ?? null,
      width: 32,
    },
    {
      label: { cs: 'Předchozí sezóna', en: 'Previous season' },
      value: (c) => c.previousCompetition?.seasonName ?? null,
      width: 12,
    },
  ],
});

export function registerTournamentPairingRoutes(app: FastifyInstance, deps: AppDeps) {
  for (const list of [e.list, e.clubList]) {
    registerListEndpoint(app, deps, list as typeof e.list, {
      statements: ({ query, zoneAccess }) => pairingListSql(zoneScopeOf(zoneAccess), query),
      exportAs: pairingExport,
      present: (row, { zoneAccess }) => ({ ...row, links: pairingLinks(zoneAccess, row) }),
    });
  }
  registerEndpoint(app, e.previous, async ({ params, body, zoneAccess, user, lang }) => {
    requireScope(zoneAccess?.scope, 'admin');
    const data = await setPreviousCompetition(deps.db, user!.userId, params.id, body.previousCompetitionId, lang);
    return { operationId: e.previous.operationId, links: pairingLinks(zoneAccess, data), data };
  });
  registerEndpoint(app, e.pairSeason, async ({ body, zoneAccess, user, lang }) => {
    requireScope(zoneAccess?.scope, 'admin');
    const data = await pairSeason(deps.db, user!.userId, body, lang);
    return { operationId: e.pairSeason.operationId, links: [], data };
  });
}
