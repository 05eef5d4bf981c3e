// The webhook calls, one function or query option each (admin zone only).
import type { ListQuery } from '@fedra/contract/common/list-query';
import { type WebhookEndpointInput, webhooksEndpoints } from '@fedra/contract/webhooks';
import { queryOptions } from '@tanstack/react-query';
import { call } from '../../platform/api/client';

export const WEBHOOKS_KEY = ['webhooks'] as const;
export const endpointsKey = [...WEBHOOKS_KEY, 'list'] as const;
export const messagesKey = (endpointId: number) => [...WEBHOOKS_KEY, 'messages', endpointId] as const;

export const loadEndpoints = (query: ListQuery, signal: AbortSignal) => call(webhooksEndpoints.list, { query, signal });
export const endpointQuery = (id: number) =>
  queryOptions({
    queryKey: [...WEBHOOKS_KEY, 'detail', id],
    queryFn: ({ signal }) => call(webhooksEndpoints.get, { params: { id }, signal }),
  });
export const createEndpoint = (body: WebhookEndpointInput) => call(webhooksEndpoints.create, { body });
export const updateEndpoint = (id: number, body: WebhookEndpointInput) =>
  call(webhooksEndpoints.update, { params: { id }, body });
export const deleteEndpoint = (id: number) => call(webhooksEndpoints.delete, { params: { id } });
export const rotateSecret = (id: number) => call(webhooksEndpoints.rotateSecret, { params: { id } });
export const loadMessages = (endpointId: number) => (query: ListQuery, signal: AbortSignal) =>
  call(webhooksEndpoints.messages, { params: { id: endpointId }, query, signal });
export const messageQuery = (id: number) =>
  queryOptions({
    queryKey: [...WEBHOOKS_KEY, 'message', id],
    queryFn: ({ signal }) => call(webhooksEndpoints.message, { params: { id }, signal }),
  });
export const replayMessage = (id: number) => call(webhooksEndpoints.replay, { params: { id } });

/** Whether the user may register, change and replay (the server checks it too). */
export const UPDATE_ACTION = 'webhook.update';
