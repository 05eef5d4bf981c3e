// Which web origin may register and use passkeys, and the relying-party id (a host name) they are
// bound to. WebAuthn ties a passkey to a host name; the browser refuses IP addresses, so on a
// loopback address the same server answers as `localhost` too. A request from any other origin
// gets no options: a passkey made there could never be used here.
import { AppError } from '../../../platform/errors/app-error';

export interface RelyingParty {
  /** The origin the browser's answer must name (scheme, host, port). */
  origin: string;
  /** The host name passkeys are bound to. */
  rpId: string;
}

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);

export interface RelyingPartySettings {
  PUBLIC_URL?: string | undefined;
  PORT: number;
}

/** The origins passkeys are accepted from: PUBLIC_URL's; any localhost port on a local server. */
function accepts(settings: RelyingPartySettings, origin: URL): boolean {
  const own = settings.PUBLIC_URL ? new URL(settings.PUBLIC_URL) : null;
  if (own && own.origin === origin.origin) return true;
  // A server on the own machine (no PUBLIC_URL, or a loopback one): its pages, the dev server's too.
  const local = !own || LOOPBACK.has(own.hostname);
  return local && origin.hostname === 'localhost' && (origin.protocol === 'http:' || origin.protocol === 'https:');
}

/** The relying party for a request's Origin header; 400 `passkey_invalid` when passkeys cannot work there. */
export function relyingParty(settings: RelyingPartySettings, originHeader: string | undefined): RelyingParty {
  let origin: URL | null = null;
  try {
    origin = originHeader ? new URL(originHeader) : null;
  } catch {
    origin = null;
  }
  if (!origin || !accepts(settings, origin) || /^[\d.]+$|^\[/.test(origin.hostname))
    throw new AppError('passkey_invalid', 400);
  return { origin: origin.origin, rpId: origin.hostname };
}
