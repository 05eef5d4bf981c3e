// The signed-in user's passkeys: the list, registering one (the server's options, the browser's
// ceremony, the answer), removing one. The browser library is fetched when a passkey is added.
import { passkeysEndpoints as api } from '@fedra/contract/passkeys';
import { queryOptions } from '@tanstack/react-query';
import { call } from '../../platform/api/client';

export { passkeysPossible } from '../../platform/session/passkeys-possible';

export const PASSKEYS_KEY = ['passkeys'] as const;
export const passkeysQuery = () =>
  queryOptions({ queryKey: PASSKEYS_KEY, queryFn: ({ signal }) => call(api.list, { signal }) });

export async function addPasskey(name: string) {
  const { startRegistration } = await import('@simplewebauthn/browser');
  const { challengeId, options } = (await call(api.registrationOptions)).data;
  const credential = await startRegistration({ optionsJSON: options as never });
  return call(api.register, { body: { challengeId, name, credential: credential as never } });
}

export const removePasskey = (id: number) => call(api.remove, { params: { id } });
