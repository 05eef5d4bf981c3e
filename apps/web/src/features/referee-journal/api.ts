// The referee-journal calls of the admin zone (any referee's journal) and the personal zone (the
// member's own), one function or query option each; the pages pick their zone's calls.
import type { Link } from '@fedra/contract/common/envelope';
import type { ListQuery } from '@fedra/contract/common/list-query';
import { refereeJournalEndpoints as api, type RefereeJournalEntryInput } from '@fedra/contract/referee-journal';
import { queryOptions } from '@tanstack/react-query';
import { call } from '../../platform/api/client';

export type JournalZone = 'admin' | 'personal';

export const JOURNAL_KEY = ['referee-journal'] as const;

/** A journal: whose (admin: a person's id; personal: the member's own). */
export type JournalOf = { zone: 'admin'; personId: number } | { zone: 'personal' };

export const loadOverview = (query: ListQuery, signal: AbortSignal) => call(api.overview, { query, signal });
export const overviewCall = api.overview;

export const journalPersonQuery = (of: JournalOf) =>
  queryOptions({
    queryKey: [...JOURNAL_KEY, of.zone, 'person', of.zone === 'admin' ? of.personId : 'own'],
    queryFn: ({ signal }) =>
      of.zone === 'admin'
        ? call(api.person, { params: { personId: of.personId }, signal })
        : call(api.myPerson, { signal }),
  });

export const entriesKey = (of: JournalOf) =>
  [...JOURNAL_KEY, of.zone, 'entries', of.zone === 'admin' ? of.personId : 'own'] as const;

export const loadEntries = (of: JournalOf) => (query: ListQuery, signal: AbortSignal) =>
  of.zone === 'admin'
    ? call(api.entries, { params: { personId: of.personId }, query, signal })
    : call(api.myEntries, { query, signal });

/** The entries call (its export too) and its path parameters. */
export const entriesCall = (of: JournalOf) =>
  of.zone === 'admin'
    ? { endpoint: api.entries, params: { personId: of.personId } }
    : { endpoint: api.myEntries, params: undefined };

export const createEntry = (of: JournalOf, body: RefereeJournalEntryInput) =>
  of.zone === 'admin' ? call(api.create, { params: { personId: of.personId }, body }) : call(api.myCreate, { body });
export const updateEntry = (zone: JournalZone, id: number, body: RefereeJournalEntryInput) =>
  call(zone === 'admin' ? api.update : api.myUpdate, { params: { id }, body });
export const deleteEntry = (zone: JournalZone, id: number) =>
  call(zone === 'admin' ? api.delete : api.myDelete, { params: { id } });

export const searchEvents = (zone: JournalZone, search: string, signal?: AbortSignal) =>
  call(zone === 'admin' ? api.events : api.myEvents, { query: search ? { search } : {}, signal });

/** What the journal's links allow (the server computes them from the caller's permissions). */
export function journalActions(links: Link[] | undefined) {
  const has = (action: string) => (links ?? []).some((l) => l.operationId.endsWith(`.zone.referee.journal.${action}`));
  return { create: has('create'), update: has('update'), delete: has('delete') };
}
