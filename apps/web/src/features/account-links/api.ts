// The account links' calls (anonymous).
import { accountLinksEndpoints as api, type TokenPassword } from '@fedra/contract/users';
import { call } from '../../platform/api/client';

export const acceptInvitation = (body: TokenPassword) => call(api.acceptInvitation, { body });
export const confirmPasswordReset = (body: TokenPassword) => call(api.passwordResetConfirm, { body });
export const requestPasswordReset = (email: string) => call(api.passwordReset, { body: { email } });
