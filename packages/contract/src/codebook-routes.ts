// The codebook call without its schema: the web application loads the codebook at start through
// this, without loading zod. codebook.ts builds the endpoint definition from it.
import type { Codebook } from './codebook';
import { defineRoute } from './common/endpoint';

export const codebookRoutes = {
  get: defineRoute<Codebook>({
    method: 'GET',
    path: '/api/global-zone/codebook',
    operationId: 'codebook.get',
    access: { kind: 'anonymous' },
  }),
};
