// The persons register's calls, one function or query option each (issue 29): the admin zone's
// or the club zone's, by the zone the page is in.
import type { ListQuery } from '@fedra/contract/common/list-query';
import {
  type ChangeRequestDecide,
  myProfileEndpoints,
  type ProfileChangeRequestCreate,
  type ProfileContact,
} from '@fedra/contract/my-profile';
import {
  type ClubRoleSubmit,
  type PersonApprovalDecide,
  personApprovalsEndpoints,
} from '@fedra/contract/person-approvals';
import { personGdprEndpoints } from '@fedra/contract/person-gdpr';
import { personMergeEndpoints } from '@fedra/contract/person-merge';
import { clubPersonsEndpoints, type PersonCreate, type PersonUpdate, personsEndpoints } from '@fedra/contract/persons';
import { queryOptions } from '@tanstack/react-query';
import { call, download } from '../../platform/api/client';
import { saveBlob } from '../../platform/files/download';
import type { HistorySource } from '../../platform/ui/ChangeHistory';

export type PersonZone = 'admin' | 'club';
export const PERSONS_KEY = ['persons'] as const;

export const personCalls = (zone: PersonZone) => (zone === 'club' ? clubPersonsEndpoints : personsEndpoints);

export const loadPersons = (zone: PersonZone) => (query: ListQuery, signal: AbortSignal) =>
  call(personCalls(zone).list, { query, signal });
export const personQuery = (zone: PersonZone, id: number) =>
  queryOptions({
    queryKey: [...PERSONS_KEY, zone, 'detail', id],
    queryFn: ({ signal }) => call(personCalls(zone).get, { params: { id }, signal }),
  });
export const recordsQuery = (zone: PersonZone, id: number) =>
  queryOptions({
    queryKey: [...PERSONS_KEY, zone, 'records', id],
    queryFn: ({ signal }) => call(personCalls(zone).records, { params: { id }, signal }),
  });
/** The person's change history, a page at a time (platform/ui's ChangeHistory). */
export const historySource = (zone: PersonZone, id: number): HistorySource => ({
  endpoint: personCalls(zone).history,
  params: { id },
  queryKey: [...PERSONS_KEY, zone, 'history', id],
  fileName: `person-${id}-history`,
});
export const createPerson = (zone: PersonZone, body: PersonCreate) => call(personCalls(zone).create, { body });
export const updatePerson = (zone: PersonZone, id: number, body: PersonUpdate) =>
  call(personCalls(zone).update, { params: { id }, body });

/** The operation id of the link a person's answer carries when the caller may change them. */
export const updateLink = (zone: PersonZone) => `api.${zone}.zone.person.update`;

export const APPROVALS_KEY = [...PERSONS_KEY, 'approvals'] as const;
export const approvalListCall = personApprovalsEndpoints.list;
export const loadApprovals = (query: ListQuery, signal: AbortSignal) =>
  call(personApprovalsEndpoints.list, { query, signal });
export const decideApprovals = (body: PersonApprovalDecide, query?: ListQuery) =>
  call(personApprovalsEndpoints.decide, { body, query });
/** A club submits another role of one of its people (in the club) for the office to approve. */
export const submitClubRole = (id: number, body: ClubRoleSubmit) =>
  call(personApprovalsEndpoints.clubSubmitRole, { params: { id }, body });

export const mergePreviewQuery = (keepId: number, removeId: number) =>
  queryOptions({
    queryKey: [...PERSONS_KEY, 'merge', keepId, removeId],
    queryFn: ({ signal }) =>
      call(personMergeEndpoints.preview, { query: { keepId: String(keepId), removeId: String(removeId) }, signal }),
  });
export const mergePersons = (keepId: number, removeId: number) =>
  call(personMergeEndpoints.merge, { body: { keepId, removeId } });

/** The person's data export (GDPR art. 15) saved as a file; resolves with its name. */
export async function saveDataExport(id: number): Promise<string> {
  const file = await download(personGdprEndpoints.export, { params: { id }, fallbackName: `person-${id}.json` });
  saveBlob(file.blob, file.fileName);
  return file.fileName;
}
export const anonymisePerson = (id: number, confirmName: string) =>
  call(personGdprEndpoints.anonymise, { params: { id }, body: { confirmName } });
export const CANDIDATES_KEY = [...PERSONS_KEY, 'anonymisation-candidates'] as const;
export const candidatesCall = personGdprEndpoints.candidates;
export const loadCandidates = (query: ListQuery, signal: AbortSignal) =>
  call(personGdprEndpoints.candidates, { query, signal });

/** My profile (personal zone): the member's own data, contact, requests to the office and export. */
export const PROFILE_KEY = ['my-profile'] as const;
export const profileQuery = queryOptions({
  queryKey: PROFILE_KEY,
  queryFn: ({ signal }) => call(myProfileEndpoints.get, { signal }),
});
/** The member's own change history, under the profile's key: saving the contact refreshes it. */
export const myHistorySource: HistorySource = {
  endpoint: myProfileEndpoints.history,
  params: {},
  queryKey: [...PROFILE_KEY, 'history'],
  fileName: 'my-history',
};
export const updateMyContact = (body: ProfileContact) => call(myProfileEndpoints.updateContact, { body });
export const requestIdentityChange = (body: ProfileChangeRequestCreate) =>
  call(myProfileEndpoints.requestChange, { body });
/** The member's data export as JSON or PDF, saved as a file; resolves with its name. */
export async function saveMyData(format: 'json' | 'pdf'): Promise<string> {
  const file = await download(myProfileEndpoints.export, {
    query: { format },
    fallbackName: `my-data.${format}`,
  });
  saveBlob(file.blob, file.fileName);
  return file.fileName;
}
export const CHANGE_REQUESTS_KEY = [...PERSONS_KEY, 'change-requests'] as const;
export const changeRequestListCall = myProfileEndpoints.changeRequests;
export const loadChangeRequests = (query: ListQuery, signal: AbortSignal) =>
  call(myProfileEndpoints.changeRequests, { query, signal });
export const decideChangeRequest = (id: number, body: ChangeRequestDecide) =>
  call(myProfileEndpoints.decideChangeRequest, { params: { id }, body });
