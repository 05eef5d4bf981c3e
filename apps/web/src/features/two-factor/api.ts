// The signed-in user's two-factor calls.
import { twoFactorEndpoints as api } from '@fedra/contract/two-factor';
import { queryOptions } from '@tanstack/react-query';
import { call } from '../../platform/api/client';

export const TWO_FACTOR_KEY = ['two-factor'] as const;
export const twoFactorQuery = () =>
  queryOptions({ queryKey: TWO_FACTOR_KEY, queryFn: ({ signal }) => call(api.state, { signal }) });
export const startSetup = () => call(api.setup);
export const confirmSetup = (code: string) => call(api.confirm, { body: { code } });
export const switchOff = (password: string) => call(api.disable, { body: { password } });
