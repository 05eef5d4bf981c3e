// Every setting of the server, read from the environment and an optional fedra.config.json,
// validated once at start. A bad value stops the start with a message naming the setting.
import { createECDH } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { isIP } from 'node:net';
import path from 'node:path';
import { MODULES, type ModuleName } from '@fedra/contract/common/modules';
import { USER_ROLES, type UserRole } from '@fedra/contract/common/zones';
import { z } from 'zod';

const YES = ['true', '1', 'yes'] as const;
const NO = ['false', '0', 'no'] as const;
const bool = z.enum([...YES, ...NO]).transform((v) => (YES as readonly string[]).includes(v));
const commaItems = (v: string) =>
  v
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
const commaList = z.string().transform(commaItems);
const url = z.url();

/** The names Fastify's proxy-addr knows for ranges of addresses. */
const PROXY_RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/** An address, a CIDR range (`10.0.0.0/8`, `fd00::/8`) or one of proxy-addr's range names. */
function isProxyAddress(value: string): boolean {
  if (PROXY_RANGE_NAMES.has(value)) return true;
  const [address = '', prefix, ...rest] = value.split('/');
  const version = isIP(address);
  if (!version || rest.length) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128);
}

/**
 * TRUST_PROXY (Fastify's trustProxy): `true` believes X-Forwarded-For whoever sent it, and takes
 * its left-most address, which a client can write itself unless the load balancer replaces the
 * header; a comma-separated list of the proxies' addresses or ranges believes only those, and the
 * client's address is the nearest one outside the list, whatever the client put before it.
 */
const trustProxy = z.string().transform((value, ctx): boolean | string[] => {
  const v = value.trim().toLowerCase();
  if ((YES as readonly string[]).includes(v)) return true;
  if ((NO as readonly string[]).includes(v)) return false;
  const list = commaItems(v);
  if (!list.length || !list.every(isProxyAddress)) {
    ctx.addIssue({
      code: 'custom',
      message: 'must be true, false or the proxies’ addresses or CIDR ranges, separated by commas',
    });
    return z.NEVER;
  }
  return list;
});

/**
 * The key that encrypts stored secrets (platform/secrets): 32 bytes, written as 64 hex digits or
 * as base64 (standard or URL-safe, padding optional). Checked here so that a mistyped key stops
 * the start instead of failing at the first secret read.
 */
export function parseSecretsKey(value: string): Buffer | null {
  const v = value.trim();
  if (/^[0-9a-fA-F]{64}$/.test(v)) return Buffer.from(v, 'hex');
  if (/^[A-Za-z0-9+/_-]{43}=?$/.test(v)) {
    const key = Buffer.from(v.replace(/-/g, '+').replace(/_/g, '/'), 'base64');
    return key.length === 32 ? key : null;
  }
  return null;
}

/** The settings: environment name -> schema. The config file uses the same names. */
const settingsSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  // Loopback by default: the demo accounts' password is published (docs/configuration.md).
  HOST: z.string().min(1).default('127.0.0.1'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL')
    .optional(),
  DB_POOL_SIZE: z.coerce.number().int().min(1).max(500).default(20),
  EMBEDDED_PG_PORT: z.coerce
    .number()
    .int()
    .min(1024)
    .max(65535)
    .refine((p) => p !== 5432, 'must not be 5432 (the system PostgreSQL port)')
    .default(54329),
  DATA_DIR: z.string().min(1).default('data'),
  // Without it, the key is DATA_DIR/secrets.key, created on first use (docs/configuration.md).
  SECRETS_KEY: z
    .string()
    .refine((v) => parseSecretsKey(v) !== null, 'must be 32 bytes as 64 hex digits or as base64 (44 characters)')
    .optional(),
  PUBLIC_URL: url.optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
    .optional(),
  // A campaign delivery is tried this many times, waiting EMAIL_RETRY_SECONDS after the first
  // failure and twice as long after each further one, before it is marked failed.
  EMAIL_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(50).default(5),
  EMAIL_RETRY_SECONDS: z.coerce.number().min(0.1).max(86400).default(60),
  // How long a sender holds the deliveries it took (a claim): a crashed sender's claim expires
  // after this and the rows are sent by another run. No message starts in a claim's second half,
  // so keep it above twice one message's SMTP timeouts (15 s connect + 60 s socket).
  EMAIL_CLAIM_SECONDS: z.coerce.number().min(1).max(86400).default(300),
  // Days a club has to agree with or object to a transfer or loan of its member (issue 30 §5);
  // no answer by then counts as agreement.
  REQUEST_OBJECTION_DAYS: z.coerce.number().int().min(1).max(365).default(15),
  S3_ENDPOINT: url.optional(),
  S3_BUCKET: z.string().min(1).optional(),
  S3_REGION: z.string().min(1).optional(),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_FORCE_PATH_STYLE: bool.default(false),
  JOB_WORKERS: bool.default(true),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  DEMO_DATA: bool.default(true),
  // The month (1–12) seasons start in: the first start without demo data creates the current season,
  // from the 1st of this month for twelve months (docs/configuration.md "Database").
  SEASON_START_MONTH: z.coerce.number().int().min(1).max(12).default(9),
  // Role types whose users must sign in with a second factor (docs/configuration.md "Sign-in"): a
  // comma list of role codes, or "none". Unset: Administrator, or none with demo data (whose
  // published accounts must open without an authenticator app).
  TWO_FACTOR_REQUIRED_ROLES: z
    .string()
    .transform((v) => (v.trim().toLowerCase() === 'none' ? '' : v))
    .pipe(commaList)
    .pipe(z.array(z.enum(USER_ROLES)))
    .optional(),
  // The server's clock as of this day (time goes on from it): for a demo or a test of a given
  // date. Unset: the real date (docs/configuration.md "Clock").
  TODAY: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date YYYY-MM-DD')
    .refine((v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)), 'must be a date YYYY-MM-DD')
    .optional(),
  ACCESS_TOKEN_TTL: z.coerce.number().int().min(30).max(86400).default(900),
  REFRESH_TOKEN_TTL: z.coerce
    .number()
    .int()
    .min(300)
    .max(365 * 86400)
    .default(30 * 86400),
  BODY_LIMIT: z.coerce
    .number()
    .int()
    .min(1024)
    .default(1024 * 1024),
  TRUST_PROXY: trustProxy.default(false),
  WEB_DIST: z.string().optional(),
  // Runtime project configuration served to the web application (spec 000 §3).
  CONFIG_NAME: z.string().min(1).default('default'),
  PROJECT_NAME: z.string().min(1).default('Fedra'),
  LOGO_URL: z.string().min(1).optional(),
  /**
   * The map tiles of the public club finder (issue 36 §5): a Leaflet tile URL template with {z},
   * {x} and {y} (and optionally {s}); a federation may point it at its own tile server.
   */
  MAP_TILE_URL: z
    .string()
    .regex(/^https?:\/\/.*\{z\}.*\{x\}.*\{y\}/, 'an http(s) tile URL template with {z}, {x} and {y}')
    .default('https://tile.openstreetmap.org/{z}/{x}/{y}.png'),
  /** The attribution shown on the map, as the tile server's licence asks (HTML allowed: a link). */
  MAP_TILE_ATTRIBUTION: z
    .string()
    .min(1)
    .default('&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a>'),
  MODULES: commaList.pipe(z.array(z.enum(MODULES))).optional(),
  ROUTER_BASE: z
    .string()
    .regex(/^\/([\w-]+\/)*$/, 'must start and end with "/" (for example / or /fedra/)')
    .default('/'),
  API_URL: z.string().min(1).default('/api'),
  FEATURE_FLAGS: commaList.optional(),
  CMS_URL: url.optional(),
  LEGACY_APP_URL: url.optional(),
  EMBED_ALLOWED_ORIGINS: commaList.optional(),
  // Anonymous public-zone calls (tournaments, calendar feeds, boards, public documents): requests
  // per minute per client address, and how long an answer is kept in the server's memory (0: not).
  PUBLIC_RATE_LIMIT: z.coerce.number().int().min(1).max(100000).default(120),
  PUBLIC_CACHE_SECONDS: z.coerce.number().int().min(0).max(3600).default(30),
  // Corporate single sign-on (OpenID Connect, docs/configuration.md "Single sign-on"): all three
  // of issuer, client id and secret, or none; PUBLIC_URL is required with them.
  OIDC_ISSUER: url
    .refine(
      (v) => new URL(v).protocol === 'https:' || ['localhost', '127.0.0.1', '[::1]'].includes(new URL(v).hostname),
      'must be an https:// URL (http:// only for localhost)',
    )
    .optional(),
  OIDC_CLIENT_ID: z.string().min(1).optional(),
  OIDC_CLIENT_SECRET: z.string().min(1).optional(),
  OIDC_LABEL: z.string().min(1).max(60).optional(),
  OIDC_LINK_BY_EMAIL: bool.default(true),
  // The public registration-number check: checks per minute per client address, on top of
  // PUBLIC_RATE_LIMIT (each check looks up to 100 numbers and draws their QR codes).
  REGISTRATION_CHECK_RATE_LIMIT: z.coerce.number().int().min(1).max(100000).default(20),
  // Web push (docs/configuration.md "Web push"): on unless switched off; keys both or neither
  // (neither: generated into DATA_DIR/vapid.json on first start); the allowlist is for tests only.
  WEB_PUSH: bool.default(true),
  VAPID_PUBLIC_KEY: z
    .string()
    .refine((v) => parseVapidPublicKey(v) !== null, 'must be a P-256 public key: 65 bytes in base64url')
    .optional(),
  VAPID_PRIVATE_KEY: z
    .string()
    .refine((v) => parseVapidPrivateKey(v) !== null, 'must be a P-256 private key: 32 bytes in base64url')
    .optional(),
  VAPID_SUBJECT: z
    .string()
    .regex(/^(mailto:[^\s@]+@[^\s@]+|https:\/\/[^\s]+)$/, 'must be a mailto: address or an https: URL')
    .optional(),
  PUSH_ENDPOINT_HOSTS: z.string().optional(),
});

export type Settings = z.output<typeof settingsSchema>;

/** Every setting's name (environment variable and config-file key). */
export const SETTING_NAMES = Object.keys(settingsSchema.shape);

export interface Config
  extends Omit<Settings, 'MODULES' | 'FEATURE_FLAGS' | 'EMBED_ALLOWED_ORIGINS' | 'TWO_FACTOR_REQUIRED_ROLES'> {
  MODULES: ModuleName[];
  TWO_FACTOR_REQUIRED_ROLES: UserRole[];
  FEATURE_FLAGS: string[];
  EMBED_ALLOWED_ORIGINS: string[];
}

export class ConfigError extends Error {}

/** Reads the settings; `overrides` (tests) win over the environment, which wins over the file. */
export function loadConfig(
  env: NodeJS.ProcessEnv = process.env,
  overrides: Partial<Record<string, string>> = {},
): Config {
  const fileValues = readConfigFile(env.FEDRA_CONFIG ?? 'fedra.config.json', env.FEDRA_CONFIG !== undefined);
  const raw: Record<string, string | undefined> = { ...fileValues };
  for (const key of Object.keys(settingsSchema.shape)) {
    const v = overrides[key] ?? env[key];
    if (v !== undefined && v !== '') raw[key] = v;
  }
  const parsed = settingsSchema.safeParse(raw);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const s = parsed.data;
  const s3Problems = s3SettingsProblems(s);
  if (s3Problems.length) throw new ConfigError(`Invalid configuration:\n${s3Problems.map((p) => `  ${p}`).join('\n')}`);
  const oidcProblems = oidcSettingsProblems(s);
  if (oidcProblems.length)
    throw new ConfigError(`Invalid configuration:\n${oidcProblems.map((p) => `  ${p}`).join('\n')}`);
  const pushProblems = vapidSettingsProblems(s);
  if (pushProblems.length)
    throw new ConfigError(`Invalid configuration:\n${pushProblems.map((p) => `  ${p}`).join('\n')}`);
  return {
    ...s,
    DATA_DIR: path.resolve(s.DATA_DIR),
    MODULES: s.MODULES ?? [...MODULES],
    TWO_FACTOR_REQUIRED_ROLES: s.TWO_FACTOR_REQUIRED_ROLES ?? (s.DEMO_DATA ? [] : ['Administrator']),
    FEATURE_FLAGS: s.FEATURE_FLAGS ?? [],
    EMBED_ALLOWED_ORIGINS: s.EMBED_ALLOWED_ORIGINS ?? [],
  };
}

/**
 * S3 storage is chosen by S3_BUCKET, and a half-given set would otherwise fail only at the first
 * upload: the bucket needs its region, and the keys come as a pair (neither: the AWS SDK's own
 * credentials, such as an instance role).
 */
function s3SettingsProblems(s: Settings): string[] {
  const given = (['S3_ENDPOINT', 'S3_REGION', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const).filter(
    (k) => s[k] !== undefined,
  );
  if (!s.S3_BUCKET) return given.length ? [`S3_BUCKET: required when ${given.join(', ')} is set`] : [];
  const problems: string[] = [];
  if (!s.S3_REGION) problems.push('S3_REGION: required with S3_BUCKET');
  if (!s.S3_ACCESS_KEY_ID !== !s.S3_SECRET_ACCESS_KEY) {
    problems.push(
      s.S3_ACCESS_KEY_ID
        ? 'S3_SECRET_ACCESS_KEY: required with S3_ACCESS_KEY_ID'
        : 'S3_ACCESS_KEY_ID: required with S3_SECRET_ACCESS_KEY',
    );
  }
  return problems;
}

/**
 * Single sign-on is on when the issuer, client id and secret are all given; a half-given set
 * names what is missing instead of leaving the button silently absent. The redirect URI is built
 * from PUBLIC_URL (never from the request's Host header, which a caller chooses), so it is needed too.
 */
function oidcSettingsProblems(s: Settings): string[] {
  const names = ['OIDC_ISSUER', 'OIDC_CLIENT_ID', 'OIDC_CLIENT_SECRET'] as const;
  const given = names.filter((k) => s[k] !== undefined);
  if (given.length === 0) return s.OIDC_LABEL ? ['OIDC_ISSUER: required when OIDC_LABEL is set'] : [];
  const problems = names
    .filter((k) => s[k] === undefined)
    .map((k) => `${k}: required when ${given.join(', ')} ${given.length > 1 ? 'are' : 'is'} set`);
  if (!s.PUBLIC_URL) problems.push('PUBLIC_URL: required with OIDC_ISSUER (the redirect URI is built from it)');
  return problems;
}

/** A VAPID public key: the uncompressed P-256 point (65 bytes, first 0x04) in base64url without padding. */
export function parseVapidPublicKey(value: string): Buffer | null {
  const v = value.trim();
  if (!/^[A-Za-z0-9_-]{87}$/.test(v)) return null;
  const key = Buffer.from(v, 'base64url');
  return key.length === 65 && key[0] === 4 ? key : null;
}

/** A VAPID private key: the P-256 scalar (32 bytes) in base64url without padding. */
export function parseVapidPrivateKey(value: string): Buffer | null {
  const v = value.trim();
  if (!/^[A-Za-z0-9_-]{43}$/.test(v)) return null;
  const key = Buffer.from(v, 'base64url');
  return key.length === 32 ? key : null;
}

/**
 * The two VAPID keys come as a pair that belongs together: one without the other, or a public key
 * of another private key, would fail only at the first push (every push service refuses it).
 */
function vapidSettingsProblems(s: Settings): string[] {
  if (!s.VAPID_PUBLIC_KEY && !s.VAPID_PRIVATE_KEY) return [];
  if (!s.VAPID_PRIVATE_KEY) return ['VAPID_PRIVATE_KEY: required with VAPID_PUBLIC_KEY'];
  if (!s.VAPID_PUBLIC_KEY) return ['VAPID_PUBLIC_KEY: required with VAPID_PRIVATE_KEY'];
  try {
    const ecdh = createECDH('prime256v1');
    ecdh.setPrivateKey(parseVapidPrivateKey(s.VAPID_PRIVATE_KEY)!);
    if (ecdh.getPublicKey().equals(parseVapidPublicKey(s.VAPID_PUBLIC_KEY)!)) return [];
  } catch {
    return ['VAPID_PRIVATE_KEY: not a valid P-256 private key'];
  }
  return ['VAPID_PUBLIC_KEY: does not belong to VAPID_PRIVATE_KEY'];
}

/** The optional JSON file: keys are the setting names; values strings, numbers, booleans or lists. */
function readConfigFile(file: string, required: boolean): Record<string, string> {
  if (!existsSync(file)) {
    if (required) throw new ConfigError(`FEDRA_CONFIG: file ${file} does not exist`);
    return {};
  }
  let json: unknown;
  try {
    json = JSON.parse(readFileSync(file, 'utf8'));
  } catch (err) {
    throw new ConfigError(`${file}: not valid JSON (${(err as Error).message})`);
  }
  if (!json || typeof json !== 'object' || Array.isArray(json)) throw new ConfigError(`${file}: must hold an object`);
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(json)) {
    if (!(key in settingsSchema.shape)) throw new ConfigError(`${file}: unknown setting ${key}`);
    out[key] = Array.isArray(value) ? value.join(',') : String(value);
  }
  return out;
}
