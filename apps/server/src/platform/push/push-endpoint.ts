// Where a push subscription may point. The server POSTs to the endpoint a browser handed in, so a
// subscription is a request the server makes on the caller's behalf (SSRF): only https on the
// default port to a public host name is taken, and at send time the name must resolve to public
// addresses only. PUSH_ENDPOINT_HOSTS lifts both rules for the hosts it lists (tests only).
import dns from 'node:dns';
import { BlockList, isIP, type LookupFunction } from 'node:net';

/** Longest endpoint taken; the push services' endpoints are a few hundred characters. */
export const MAX_ENDPOINT_LENGTH = 1024;

/** Why an endpoint is refused (a message key of push.messages), or null when it is fine. */
export type EndpointProblem = 'push.endpointHttps' | 'push.endpointHost' | 'push.endpointPort';

/** Names that never lead to a public push service: this machine, the local network, reserved. */
const LOCAL_SUFFIXES = [
  'localhost',
  'local',
  'localdomain',
  'internal',
  'intranet',
  'lan',
  'home',
  'corp',
  'private',
  'home.arpa',
  'test',
  'invalid',
  'example',
  'onion',
];

/** The allowlist of PUSH_ENDPOINT_HOSTS: `host` or `host:port` entries, lower case. */
export function parseEndpointHosts(setting: string | undefined): Set<string> {
  return new Set(
    (setting ?? '')
      .split(',')
      .map((h) => h.trim().toLowerCase())
      .filter(Boolean),
  );
}

/** Whether the URL's host (with or without its port) is on the allowlist. */
export function isAllowlisted(url: URL, allowed: ReadonlySet<string>): boolean {
  return allowed.has(url.host.toLowerCase()) || allowed.has(url.hostname.toLowerCase());
}

/** Checks an endpoint that already parsed as a URL (the contract checked that). */
export function endpointProblem(endpoint: string, allowed: ReadonlySet<string>): EndpointProblem | null {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return 'push.endpointHttps';
  }
  if (isAllowlisted(url, allowed))
    return url.protocol === 'https:' || url.protocol === 'http:' ? null : 'push.endpointHttps';
  if (url.protocol !== 'https:') return 'push.endpointHttps';
  // The URL parser has already turned 0x7f.1, 2130706433 and the like into dotted quads.
  const host = url.hostname
    .toLowerCase()
    .replace(/^\[|\]$/g, '')
    .replace(/\.$/, '');
  if (isIP(host)) return 'push.endpointHost';
  if (!host.includes('.')) return 'push.endpointHost';
  if (LOCAL_SUFFIXES.some((s) => host === s || host.endsWith(`.${s}`))) return 'push.endpointHost';
  if (url.port !== '') return 'push.endpointPort';
  return null;
}

/** Addresses a push request must never go to: loopback, private, link-local, shared, reserved. */
const NOT_PUBLIC = new BlockList();
for (const [net, bits] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 3],
] as const)
  NOT_PUBLIC.addSubnet(net, bits, 'ipv4');
for (const [net, bits] of [
  // The unspecified and loopback addresses, and the deprecated IPv4-compatible ::a.b.c.d.
  ['::', 96],
  ['::ffff:0:0:0', 96],
  ['64:ff9b::', 96],
  ['64:ff9b:1::', 48],
  ['100::', 64],
  // Teredo and 6to4 carry an IPv4 address of their own.
  ['2001::', 32],
  ['2001:db8::', 32],
  ['2002::', 16],
  ['fc00::', 7],
  ['fe80::', 10],
  ['fec0::', 10],
  ['ff00::', 8],
] as const)
  NOT_PUBLIC.addSubnet(net, bits, 'ipv6');

/** Whether an address the endpoint's name resolved to is a public one. */
export function isPublicAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 4) return !NOT_PUBLIC.check(address, 'ipv4');
  if (family === 6) {
    // An IPv4-mapped address is judged as the IPv4 address it carries (a ::ffff:0:0/96 rule would
    // match every IPv4 address in BlockList, which maps them).
    const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
    if (mapped) return isPublicAddress(mapped[1]!);
    return !NOT_PUBLIC.check(address, 'ipv6');
  }
  return false;
}

/**
 * A DNS lookup that refuses names resolving to an address that is not public (DNS rebinding
 * included): the sending side of the rule, for web push and webhooks.
 */
export const publicOnlyLookup: LookupFunction = (hostname, options, callback) => {
  dns.lookup(hostname, { ...options, all: true }, (err, addresses) => {
    if (err) return callback(err, '', 0);
    const list = addresses as dns.LookupAddress[];
    if (!list.length || list.some((a) => !isPublicAddress(a.address))) {
      const refused = Object.assign(new Error(`${hostname} resolves to an address that is not public`), {
        code: 'ENOTPUBLIC',
      });
      return callback(refused, '', 0);
    }
    if (options.all) return (callback as unknown as (e: null, a: dns.LookupAddress[]) => void)(null, list);
    callback(null, list[0]!.address, list[0]!.family);
  });
};
