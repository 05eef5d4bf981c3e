// The application on its own database copy, driven through HTTP with inject().
import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import pino from 'pino';
import { afterAll, beforeAll, expect, inject } from 'vitest';
import { buildApp } from '../src/app';
import { DEMO_PASSWORD } from '../src/demo/seed';
import { loadAccessCatalog } from '../src/platform/access/user-access';
import { createTokenService, loadSigningKey } from '../src/platform/auth/tokens';
import { type Config, loadConfig } from '../src/platform/config/config';
import { createDatabase, type Database } from '../src/platform/db/pool';
import type { AppDeps } from '../src/platform/deps';
import { createFileStore } from '../src/platform/files/file-store';
import { createJobQueue, type JobProgress } from '../src/platform/jobs/job-queue';
import { createMailer } from '../src/platform/mail/mailer';
import { createSecrets } from '../src/platform/secrets/secrets';
import { createTestDatabase, TEST_TODAY } from './database';

export const DEMO_USERS = {
  admin: 'admin@fedra.test',
  expert: 'expert@fedra.test',
  unit: 'unit@fedra.test',
  club: 'club@fedra.test',
  clubro: 'clubro@fedra.test',
  member: 'member@fedra.test',
} as const;
export type DemoUser = keyof typeof DEMO_USERS;

export interface TestServer {
  app: FastifyInstance;
  db: Database;
  deps: AppDeps;
  /** The warning and error lines the server logged that `expectedLogs` matched (JSON), oldest first. */
  expectedLogLines: string[];
  /** inject() with JSON bodies and, when `as` is given, that demo user's bearer token. */
  request(options: InjectOptions & { as?: DemoUser; token?: string }): Promise<LightMyRequestResponse>;
  tokenFor(user: DemoUser): Promise<string>;
  /**
   * The token of a new user `userName` holding the role `roleCode` (user_role_types.code): for roles
   * the demo has no account of. The demo password.
   */
  tokenForRole(userName: string, roleCode: string): Promise<string>;
  /** Waits until the job has completed or failed for good, and answers its progress. */
  waitForJob(id: string, timeoutMs?: number): Promise<JobProgress>;
}

export interface TestServerOptions {
  /** A built web application to serve (default: none). */
  webDist?: string | null;
  /** Log lines a test causes on purpose (a job aborted to simulate a crash): not counted as problems. */
  expectedLogs?: RegExp;
}

/**
 * A setup step that names itself when it hangs: now and then (under load, with two workers) the
 * setup hook ran into its 120 s timeout without saying where. Failing a little earlier with the
 * step's name tells the next run which wait it is.
 */
const SETUP_STEP_LIMIT_MS = 90_000;
async function setupStep<T>(name: string, work: () => Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const limit = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`test server setup: "${name}" took over ${SETUP_STEP_LIMIT_MS / 1000} s`)),
      SETUP_STEP_LIMIT_MS,
    );
  });
  try {
    return await Promise.race([work(), limit]);
  } finally {
    clearTimeout(timer);
  }
}

/** Registers beforeAll/afterAll hooks that start the app on a fresh database copy. */
export function useTestServer(
  overrides: Partial<Record<keyof Config, string>> = {},
  options: TestServerOptions = {},
): TestServer {
  const server = {} as TestServer;
  let drop: () => Promise<void> = async () => {};
  let dataDir: string | null = null;
  // The sign-in, not its token: calls made side by side share one sign-in per account.
  const tokens = new Map<DemoUser, Promise<string>>();
  const problems: string[] = [];
  const expected: string[] = [];

  beforeAll(async () => {
    const created = await setupStep('copy the template database', () =>
      createTestDatabase(inject('testServerUrl'), inject('testTemplate')),
    );
    drop = created.drop;
    // Stored files of this test file go to a directory of its own.
    dataDir = overrides.DATA_DIR ? null : await mkdtemp(path.join(tmpdir(), 'fedra-test-data-'));
    // The demo data's stored files (contract documents) belong with the database copy.
    if (dataDir) await cp(inject('testDataDir'), dataDir, { recursive: true });
    const config = loadConfig(
      {},
      {
        DATABASE_URL: created.url,
        DEMO_DATA: 'false',
        LOG_LEVEL: 'silent',
        TODAY: TEST_TODAY,
        // The demo accounts sign in with the password alone (the requirement has its own tests).
        TWO_FACTOR_REQUIRED_ROLES: 'none',
        ...(dataDir ? { DATA_DIR: dataDir } : {}),
        ...overrides,
      },
    );
    const db = createDatabase(created.url, { max: 5 });
    // Warnings and errors the server logs fail the file: they mean a bug even when the answer looks right.
    const logger = pino(
      { level: 'warn' },
      { write: (line: string) => void (options.expectedLogs?.test(line) ? expected : problems).push(line) },
    );
    const signingKey = await setupStep('read the signing key', () => loadSigningKey(db.db));
    const deps: AppDeps = {
      config,
      db: db.db,
      tokens: createTokenService(signingKey, config.ACCESS_TOKEN_TTL),
      catalog: await setupStep('load the access catalogue', () => loadAccessCatalog(db.db)),
      files: createFileStore(config, db.db, signingKey),
      // Short polling, so that a test waits for a job a fraction of a second; no maintenance.
      jobs: createJobQueue(db.pool, { log: logger, pollingIntervalSeconds: 0.1, maintenance: false }),
      // SMTP when the test sets SMTP_URL (a server of its own); otherwise the outbox in its DATA_DIR.
      mail: createMailer(config),
      // The key file comes with the copy of the template's DATA_DIR (the demo token's key).
      secrets: createSecrets(config),
    };
    const app = await setupStep('build the app', () =>
      buildApp(deps, { validateResponses: true, webDist: options.webDist ?? null, logger }),
    );
    await setupStep('start the job queue', () => deps.jobs.start());
    Object.assign(server, {
      app,
      db,
      deps,
      expectedLogLines: expected,
      async request({ as, token, ...options }: InjectOptions & { as?: DemoUser; token?: string }) {
        const bearer = token ?? (as ? await server.tokenFor(as) : undefined);
        return app.inject({
          ...options,
          headers: { ...(bearer ? { authorization: `Bearer ${bearer}` } : {}), ...options.headers },
        });
      },
      tokenFor(user: DemoUser) {
        let t = tokens.get(user);
        if (!t) {
          t = app
            .inject({
              method: 'POST',
              url: '/api/account/login',
              payload: { userName: DEMO_USERS[user], password: DEMO_PASSWORD },
            })
            .then((res) => {
              if (res.statusCode !== 200) throw new Error(`login of ${user} failed: ${res.statusCode} ${res.body}`);
              return res.json().access_token as string;
            });
          tokens.set(user, t);
          t.catch(() => tokens.delete(user));
        }
        return t;
      },
      async tokenForRole(userName: string, roleCode: string) {
        const { rows } = await db.pool.query<{ id: number }>(
          `INSERT INTO users (user_name, password_hash, first_name, last_name, email, is_active)
           SELECT $1, password_hash, 'Test', 'User', $1, true FROM users WHERE user_name = 'admin@fedra.test'
           RETURNING id`,
          [userName],
        );
        await db.pool.query(
          'INSERT INTO user_roles (user_id, role_type_id) SELECT $1, id FROM user_role_types WHERE code = $2',
          [rows[0]!.id, roleCode],
        );
        const res = await app.inject({
          method: 'POST',
          url: '/api/account/login',
          payload: { userName, password: DEMO_PASSWORD },
        });
        if (res.statusCode !== 200) throw new Error(`login of ${userName} failed: ${res.statusCode} ${res.body}`);
        return res.json().access_token as string;
      },
      async waitForJob(id: string, timeoutMs = 15_000) {
        const until = Date.now() + timeoutMs;
        for (;;) {
          const progress = await deps.jobs.progress(id);
          if (!progress) throw new Error(`no job ${id}`);
          if (progress.state === 'completed' || progress.state === 'failed') return progress;
          if (Date.now() > until) throw new Error(`job ${id} is still ${progress.state} after ${timeoutMs} ms`);
          await new Promise((resolve) => setTimeout(resolve, 50));
        }
      },
    });
  });

  afterAll(async () => {
    expect(problems, 'the server logged warnings or errors').toEqual([]);
    await server.app?.close();
    await server.deps?.jobs.stop({ graceMs: 2000 });
    await server.deps?.mail.close();
    await server.db?.pool.end();
    await drop();
    // A mail of a job stopped at its grace may still be landing in the outbox: retried, not failed
    // (ENOTEMPTY in one CI run, after every test of the file had passed).
    if (dataDir) await rm(dataDir, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 });
  });
  return server;
}
