// Referee-journal calls (spec 001 §2, §3, §6; module refereeJournal): the office's overview and
// any referee's journal in the admin zone, a member's own journal in the personal zone.
import { type EndpointDef, endpoints, type Link } from '@fedra/contract';
import type { FastifyInstance } from 'fastify';
import { requireScope } from '../../platform/access/scope-sql';
import type { ZoneAccess } from '../../platform/access/user-access';
import type { AppDeps } from '../../platform/deps';
import { linksFor, registerEndpoint } from '../../platform/http/endpoint';
import { registerListEndpoint } from '../../platform/list-query/list-endpoint';
import { entriesListSql, overviewListSql } from './referee-journal-queries';
import './referee-journal.messages';
import {
  createEntry,
  deleteEntry,
  entriesExport,
  getJournalPerson,
  type JournalScope,
  overviewExport,
  requirePerson,
  searchEvents,
  updateEntry,
} from './referee-journal.service';

const e = endpoints.refereeJournal;

/** The calls on a journal (with its person's path) and on any of its entries (without href: they need its id). */
const ACTIONS = {
  admin: { journal: [e.entries, e.create], entry: [e.update, e.delete] },
  personal: { journal: [e.myEntries, e.myCreate], entry: [e.myUpdate, e.myDelete] },
} satisfies Record<string, { journal: EndpointDef[]; entry: EndpointDef[] }>;

function journalLinks(zone: 'admin' | 'personal', zoneAccess: ZoneAccess | null, personId: number): Link[] {
  const onEntries = linksFor(zoneAccess, ACTIONS[zone].entry, { id: 0 }).map(({ href: _href, ...link }) => link);
  return [...linksFor(zoneAccess, ACTIONS[zone].journal, { personId }), ...onEntries];
}

export function registerRefereeJournalRoutes(app: FastifyInstance, deps: AppDeps) {
  const admin = (zoneAccess: ZoneAccess | null) => requireScope(zoneAccess?.scope, 'admin');
  const personal = (zoneAccess: ZoneAccess | null) => requireScope(zoneAccess?.scope, 'personal');

  registerListEndpoint(app, deps, e.overview, {
    statements: ({ query, zoneAccess, lang }) => overviewListSql(admin(zoneAccess), query, lang),
    exportAs: overviewExport,
  });
  registerEndpoint(app, e.person, async ({ params, zoneAccess, lang }) => ({
    operationId: e.person.operationId,
    links: journalLinks('admin', zoneAccess, params.personId),
    data: await getJournalPerson(deps.db, admin(zoneAccess), params.personId, lang),
  }));
  registerListEndpoint(app, deps, e.entries, {
    statements: async ({ params, query, zoneAccess }) => {
      await requirePerson(deps.db, admin(zoneAccess), params.personId);
      return entriesListSql(params.personId, query);
    },
    exportAs: entriesExport,
  });
  registerEndpoint(app, e.events, async ({ query, zoneAccess }) => ({
    operationId: e.events.operationId,
    links: [],
    data: await searchEvents(deps.db, admin(zoneAccess), query.search),
  }));

  // Writes: one shape in both zones, the scope decides whose entries they reach.
  const entryLinks = (zone: 'admin' | 'personal', zoneAccess: ZoneAccess | null, id: number) =>
    linksFor(zoneAccess, ACTIONS[zone].entry, { id });
  const scopeOf = (zone: 'admin' | 'personal', zoneAccess: ZoneAccess | null): JournalScope =>
    zone === 'admin' ? admin(zoneAccess) : personal(zoneAccess);

  registerEndpoint(app, e.create, async ({ params, body, zoneAccess, user }) => {
    const entry = await createEntry(deps.db, admin(zoneAccess), user!.userId, params.personId, body);
    return { operationId: e.create.operationId, links: entryLinks('admin', zoneAccess, entry.id), data: entry };
  });
  for (const [zone, update, remove] of [
    ['admin', e.update, e.delete],
    ['personal', e.myUpdate, e.myDelete],
  ] as const) {
    registerEndpoint(app, update as typeof e.update, async ({ params, body, zoneAccess, user }) => ({
      operationId: update.operationId,
      links: entryLinks(zone, zoneAccess, params.id),
      data: await updateEntry(deps.db, scopeOf(zone, zoneAccess), user!.userId, params.id, body),
    }));
    registerEndpoint(app, remove as typeof e.delete, async ({ params, zoneAccess }) => {
      await deleteEntry(deps.db, scopeOf(zone, zoneAccess), params.id);
      return undefined;
    });
  }

  registerEndpoint(app, e.myPerson, async ({ zoneAccess, lang }) => {
    const { personId } = personal(zoneAccess);
    return {
      operationId: e.myPerson.operationId,
      links: journalLinks('personal', zoneAccess, personId),
      data: await getJournalPerson(deps.db, personal(zoneAccess), personId, lang),
    };
  });
  registerListEndpoint(app, deps, e.myEntries, {
    statements: ({ query, zoneAccess }) => entriesListSql(personal(zoneAccess).personId, query),
    exportAs: entriesExport,
  });
  registerEndpoint(app, e.myCreate, async ({ body, zoneAccess, user }) => {
    const scope = personal(zoneAccess);
    const entry = await createEntry(deps.db, scope, user!.userId, scope.personId, body);
    return { operationId: e.myCreate.operationId, links: entryLinks('personal', zoneAccess, entry.id), data: entry };
  });
  registerEndpoint(app, e.myEvents, async ({ query, zoneAccess }) => ({
    operationId: e.myEvents.operationId,
    links: [],
    data: await searchEvents(deps.db, personal(zoneAccess), query.search),
  }));
}
