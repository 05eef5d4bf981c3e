// The address the users reach the application at, for links the server hands out (QR codes,
// e-mailed links): PUBLIC_URL when configured, else the origin of the request at hand (its Host
// header; behind a proxy the forwarded one only with TRUST_PROXY). Configure PUBLIC_URL in
// production: a forged Host header would otherwise end up in the link.
import type { FastifyRequest } from 'fastify';
import type { Config } from '../config/config';

/** PUBLIC_URL without a trailing slash; null when it is not configured. */
export const publicBase = (config: Pick<Config, 'PUBLIC_URL'>): string | null =>
  config.PUBLIC_URL?.replace(/\/+$/, '') || null;

export function requestOrigin(config: Pick<Config, 'PUBLIC_URL'>, request: FastifyRequest): string {
  const configured = publicBase(config);
  if (configured) return configured;
  return `${request.protocol}://${request.host}`;
}
