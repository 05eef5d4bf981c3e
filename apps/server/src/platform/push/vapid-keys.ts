// The VAPID key pair that signs our pushes (RFC 8292): from VAPID_PUBLIC_KEY / VAPID_PRIVATE_KEY, or
// else generated once into DATA_DIR/vapid.json (mode 600) and reused. Several instances must share
// the pair (the settings, or one DATA_DIR): a browser's subscription is bound to the public key.
import path from 'node:path';
import webpush from 'web-push';
import { type Config, parseVapidPrivateKey, parseVapidPublicKey } from '../config/config';
import { readOrCreateOnce } from '../files/write-once';

export const VAPID_KEY_FILE = 'vapid.json';

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
  /** The operator's contact the push services see (mailto: or https:). */
  subject: string;
}

type KeyConfig = Pick<
  Config,
  'WEB_PUSH' | 'VAPID_PUBLIC_KEY' | 'VAPID_PRIVATE_KEY' | 'VAPID_SUBJECT' | 'DATA_DIR' | 'PUBLIC_URL'
>;

/** The keys, or null when web push is switched off (WEB_PUSH=false). */
export async function loadVapidKeys(config: KeyConfig): Promise<VapidKeys | null> {
  if (!config.WEB_PUSH) return null;
  const subject = vapidSubject(config);
  if (config.VAPID_PUBLIC_KEY && config.VAPID_PRIVATE_KEY) {
    return { publicKey: config.VAPID_PUBLIC_KEY.trim(), privateKey: config.VAPID_PRIVATE_KEY.trim(), subject };
  }
  const file = path.join(config.DATA_DIR, VAPID_KEY_FILE);
  // Made once (platform/files/write-once.ts): instances starting at once agree on one pair.
  const pair = await readOrCreateOnce(
    file,
    (text) => parseKeyFile(file, text),
    () => {
      const made = webpush.generateVAPIDKeys();
      return `${JSON.stringify({ publicKey: made.publicKey, privateKey: made.privateKey })}\n`;
    },
  );
  return { ...pair, subject };
}

/**
 * VAPID_SUBJECT, else the site (PUBLIC_URL when it is https), else a mailto of its host: push
 * services use it to reach the operator, so a production install should name a real mailbox.
 */
export function vapidSubject(config: Pick<Config, 'VAPID_SUBJECT' | 'PUBLIC_URL'>): string {
  if (config.VAPID_SUBJECT) return config.VAPID_SUBJECT;
  const site = config.PUBLIC_URL ? new URL(config.PUBLIC_URL) : null;
  if (site?.protocol === 'https:' && site.hostname !== 'localhost') return site.origin;
  return `mailto:webmaster@${site?.hostname || 'localhost'}`;
}

function parseKeyFile(file: string, text: string): { publicKey: string; privateKey: string } {
  const broken = new Error(
    `${file}: not a VAPID key pair; restore it, or delete it to make a new pair (browsers then subscribe again), or set VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY`,
  );
  let json: { publicKey?: unknown; privateKey?: unknown };
  try {
    json = JSON.parse(text);
  } catch {
    throw broken;
  }
  const { publicKey, privateKey } = json ?? {};
  if (typeof publicKey !== 'string' || typeof privateKey !== 'string') throw broken;
  if (!parseVapidPublicKey(publicKey) || !parseVapidPrivateKey(privateKey)) throw broken;
  return { publicKey, privateKey };
}
