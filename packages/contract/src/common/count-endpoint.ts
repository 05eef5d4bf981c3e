// The admin-zone count calls (".../count/all", ".../count/date/{date}"): a number in the item envelope.
import { defineEndpoint } from './endpoint';
import { itemEnvelope } from './envelope';
import { type BoundedDateParamsSchema, CountSchema } from './schemas';

interface CountCall {
  path: string;
  operationId: string;
  summary: string;
  tag: string;
  action: string;
  params?: typeof BoundedDateParamsSchema;
}

export function countEndpoint({ path, operationId, summary, tag, action, params }: CountCall) {
  return defineEndpoint({
    method: 'GET',
    path,
    operationId,
    summary,
    tags: [tag],
    access: { kind: 'zone', zone: 'admin', action },
    ...(params ? { params } : {}),
    status: 200,
    response: itemEnvelope(CountSchema),
  });
}
