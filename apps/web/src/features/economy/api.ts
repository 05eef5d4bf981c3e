// The economy calls: the settings (the token's state, never the token, and its renewal) and the overview.
import type { ListQuery } from '@fedra/contract/common/list-query';
import { permissionName } from '@fedra/contract/common/zones';
import { type EconomyTokenRenew, economyEndpoints } from '@fedra/contract/economy';
import { economyOverviewEndpoints } from '@fedra/contract/economy-overview';
import { queryOptions } from '@tanstack/react-query';
import { call } from '../../platform/api/client';

export const ECONOMY_KEY = ['economy'] as const;

/** The link that lets the caller renew the token. */
export const RENEW_ACTION = permissionName('admin', 'economy.settings.update');

export const economySettingsQuery = () =>
  queryOptions({
    queryKey: [...ECONOMY_KEY, 'settings'],
    queryFn: ({ signal }) => call(economyEndpoints.settings, { signal }),
  });

export const renewToken = (body: EconomyTokenRenew) => call(economyEndpoints.renewToken, { body });

// The overview (issue 31 part 6): the list per club and season, and the totals and charts of its filter.
export const loadOverview = (query: ListQuery, signal: AbortSignal) =>
  call(economyOverviewEndpoints.list, { query, signal });
export const overviewSummaryQuery = (fields: ListQuery['fields']) =>
  queryOptions({
    queryKey: [...ECONOMY_KEY, 'overview', 'summary', fields ?? {}],
    queryFn: ({ signal }) => call(economyOverviewEndpoints.summary, { query: { fields: fields ?? {} }, signal }),
  });
