// A software passkey for server tests: it answers the server's registration and sign-in options
// the way a browser with a platform authenticator does (attestation "none", an ES256 key, user
// verified), so the passkey calls are tested end to end without a browser. The browser spec uses
// Chromium's own virtual authenticator.
import { createHash, generateKeyPairSync, type KeyObject, randomBytes, sign } from 'node:crypto';

const b64url = (b: Uint8Array) => Buffer.from(b).toString('base64url');
const sha256 = (b: Uint8Array | string) => createHash('sha256').update(b).digest();

/** The few CBOR forms WebAuthn needs (RFC 8949): integers, byte and text strings, maps. */
type Cbor = number | string | Uint8Array | Map<Cbor, Cbor>;
function head(major: number, n: number): Buffer {
  if (n < 24) return Buffer.from([(major << 5) | n]);
  if (n < 256) return Buffer.from([(major << 5) | 24, n]);
  if (n < 65536) return Buffer.from([(major << 5) | 25, n >> 8, n & 255]);
  const b = Buffer.alloc(5);
  b[0] = (major << 5) | 26;
  b.writeUInt32BE(n, 1);
  return b;
}
function cbor(v: Cbor): Buffer {
  if (typeof v === 'number') return v >= 0 ? head(0, v) : head(1, -1 - v);
  if (typeof v === 'string') return Buffer.concat([head(3, Buffer.byteLength(v)), Buffer.from(v)]);
  if (v instanceof Uint8Array) return Buffer.concat([head(2, v.length), v]);
  return Buffer.concat([head(5, v.size), ...[...v].flatMap(([k, x]) => [cbor(k), cbor(x)])]);
}

const FLAG_USER_PRESENT = 0x01;
const FLAG_USER_VERIFIED = 0x04;
const FLAG_ATTESTED_DATA = 0x40;

export interface SoftPasskey {
  credentialId: string;
  /** The answer to registration options (`RegistrationResponseJSON`). */
  register(options: { challenge: string; rp: { id?: string } }, origin: string): object;
  /** The answer to sign-in options (`AuthenticationResponseJSON`). */
  signIn(options: { challenge: string; rpId?: string }, origin: string): object;
}

export function softPasskey(opts: { userVerified?: boolean } = {}): SoftPasskey {
  const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const id = randomBytes(16);
  const credentialId = b64url(id);
  const flags = FLAG_USER_PRESENT | (opts.userVerified === false ? 0 : FLAG_USER_VERIFIED);
  let counter = 0;

  const coseKey = (key: KeyObject) => {
    const jwk = key.export({ format: 'jwk' });
    return cbor(
      new Map<Cbor, Cbor>([
        [1, 2], // kty: EC2
        [3, -7], // alg: ES256
        [-1, 1], // crv: P-256
        [-2, Buffer.from(jwk.x!, 'base64url')],
        [-3, Buffer.from(jwk.y!, 'base64url')],
      ]),
    );
  };
  const clientData = (type: string, challenge: string, origin: string) =>
    Buffer.from(JSON.stringify({ type, challenge, origin, crossOrigin: false }));
  const counterBytes = () => {
    const b = Buffer.alloc(4);
    b.writeUInt32BE(counter);
    return b;
  };

  return {
    credentialId,
    register(options, origin) {
      const rpId = options.rp.id ?? new URL(origin).hostname;
      const idLength = Buffer.from([id.length >> 8, id.length & 255]);
      const authData = Buffer.concat([
        sha256(rpId),
        Buffer.from([flags | FLAG_ATTESTED_DATA]),
        counterBytes(),
        Buffer.alloc(16), // AAGUID: none
        idLength,
        id,
        coseKey(publicKey),
      ]);
      const attestation = cbor(
        new Map<Cbor, Cbor>([
          ['fmt', 'none'],
          ['attStmt', new Map()],
          ['authData', authData],
        ]),
      );
      return {
        id: credentialId,
        rawId: credentialId,
        type: 'public-key',
        response: {
          clientDataJSON: b64url(clientData('webauthn.create', options.challenge, origin)),
          attestationObject: b64url(attestation),
          transports: ['internal'],
        },
        clientExtensionResults: {},
      };
    },
    signIn(options, origin) {
      counter += 1;
      const rpId = options.rpId ?? new URL(origin).hostname;
      const authData = Buffer.concat([sha256(rpId), Buffer.from([flags]), counterBytes()]);
      const data = clientData('webauthn.get', options.challenge, origin);
      const signature = sign('sha256', Buffer.concat([authData, sha256(data)]), privateKey);
      return {
        id: credentialId,
        rawId: credentialId,
        type: 'public-key',
        response: {
          clientDataJSON: b64url(data),
          authenticatorData: b64url(authData),
          signature: b64url(signature),
        },
        clientExtensionResults: {},
      };
    },
  };
}
