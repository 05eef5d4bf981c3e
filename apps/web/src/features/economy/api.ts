// The economy settings calls: the token's state (never the token) and its renewal.
import { permissionName } from '@fedra/contract/common/zones';
import { type EconomyTokenRenew, economyEndpoints } from '@fedra/contract/economy';
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
