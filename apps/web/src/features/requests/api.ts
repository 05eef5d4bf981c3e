// The request calls: the public statement and result, and the workflow of transfers and loans.
import type { ListQuery } from '@fedra/contract/common/list-query';
import {
  requestsEndpoints as e,
  type RequestAttachmentCreate,
  type RequestClubStatement,
  type RequestCommentCreate,
  type RequestCreate,
  type RequestDecide,
  type RequestStatementBody,
} from '@fedra/contract/requests';
import { queryOptions } from '@tanstack/react-query';
import { call } from '../../platform/api/client';

export const statementQuery = (token: string) =>
  queryOptions({
    queryKey: ['requests', 'statement', token],
    queryFn: ({ signal }) => call(e.getStatement, { query: { token }, signal }),
    // A forged or expired token stays so.
    retry: false,
  });

export const submitStatement = (body: RequestStatementBody) => call(e.submitStatement, { body });

export const resultQuery = (token: string) =>
  queryOptions({
    queryKey: ['requests', 'result', token],
    queryFn: ({ signal }) => call(e.getResult, { query: { token }, signal }),
    retry: false,
  });

// ---- Transfers and loans (issue 30 §4–§5): the zone's list and detail, the club's and the office's actions.

export type RequestZone = 'admin' | 'club' | 'personal';
export const REQUESTS_KEY = ['requests', 'workflow'] as const;

const listOf = (zone: RequestZone) => (zone === 'admin' ? e.adminList : zone === 'club' ? e.clubList : e.personalList);
const getOf = (zone: RequestZone) => (zone === 'admin' ? e.adminGet : zone === 'club' ? e.clubGet : e.personalGet);

export const requestListCall = listOf;
export const loadRequests = (zone: RequestZone) => (query: ListQuery, signal: AbortSignal) =>
  call(listOf(zone), { query, signal });
export const requestQuery = (zone: RequestZone, id: number) =>
  queryOptions({
    queryKey: [...REQUESTS_KEY, zone, 'detail', id],
    queryFn: ({ signal }) => call(getOf(zone), { params: { id }, signal }),
  });
export const requestPersonsQuery = (search: string) =>
  queryOptions({
    queryKey: [...REQUESTS_KEY, 'persons', search],
    queryFn: ({ signal }) => call(e.clubPersons, { query: { search }, signal }),
    enabled: search.trim().length >= 2,
    staleTime: 60_000,
  });
export const createRequest = (body: RequestCreate) => call(e.clubCreate, { body });
export const stateOnRequest = (id: number, body: RequestClubStatement) =>
  call(e.clubStatement, { params: { id }, body });
export const cancelRequest = (id: number) => call(e.clubCancel, { params: { id } });
export const decideRequest = (id: number, body: RequestDecide) => call(e.adminDecide, { params: { id }, body });
export const issueStatementLink = (id: number) => call(e.issueStatementLink, { params: { id } });
export const addRequestComment = (zone: 'admin' | 'club', id: number, body: RequestCommentCreate) =>
  call(zone === 'admin' ? e.adminComment : e.clubComment, { params: { id }, body });

export const addRequestAttachment = (zone: 'admin' | 'club', id: number, body: RequestAttachmentCreate) =>
  call(zone === 'admin' ? e.adminAttachment : e.clubAttachment, { params: { id }, body });

/** The operation ids of the links a request's answer carries (what the caller may do now). */
export const REQUEST_LINK = {
  statement: 'api.club.zone.request.statement',
  cancel: 'api.club.zone.request.cancel',
  decide: 'api.admin.zone.request.decide',
  statementLink: 'api.admin.zone.request.statement.create',
  adminComment: 'api.admin.zone.request.comment.create',
  clubComment: 'api.club.zone.request.comment.create',
  adminAttachment: 'api.admin.zone.request.attachment.create',
  clubAttachment: 'api.club.zone.request.attachment.create',
} as const;
