// The member-card content calls, one function each.
import {
  type CardContentCreate,
  type CardContentPreviewRequest,
  type CardContentUpdate,
  cardContentsEndpoints,
} from '@fedra/contract/card-contents';
import type { ListQuery } from '@fedra/contract/common/list-query';
import { call } from '../../platform/api/client';

export const CARD_CONTENTS_KEY = ['card-contents'] as const;
/** The list call, also exported as a file (ListView's export). */
export const cardContentListCall = cardContentsEndpoints.list;

export const loadCardContents = (query: ListQuery, signal: AbortSignal) =>
  call(cardContentsEndpoints.list, { query, signal });
/** Every content (a federation has few units), to offer only the units without one. */
export const loadAllCardContents = (signal?: AbortSignal) =>
  call(cardContentsEndpoints.list, { query: { limit: 1000 }, signal });

export const createCardContent = (body: CardContentCreate) => call(cardContentsEndpoints.create, { body });
export const updateCardContent = (id: number, body: CardContentUpdate) =>
  call(cardContentsEndpoints.update, { params: { id }, body });
export const previewCardContent = (body: CardContentPreviewRequest) => call(cardContentsEndpoints.preview, { body });
