// `npm run admin:create -- --email you@example.org [--first-name Jana --last-name Nováková]`: the
// first Administrator of a federation that runs without demo data (issue 28). It creates the account
// with the Administrator role and prints a one-time link to set the password (72 h). It works against
// DATABASE_URL, or the embedded PostgreSQL in DATA_DIR — the running server's, or one it starts and
// stops itself (with the migrations) when no server runs.
import { parseArgs } from 'node:util';
import { INVITATION_HOURS } from '@fedra/contract';
import { sql } from 'drizzle-orm';
import pino from 'pino';
import { USER_ROLE_TYPE } from '../db/reference-ids';
import { issueAccountToken } from '../features/users/account-tokens';
import { NO_PASSWORD } from '../features/users/users.service';
import { writeAudit } from '../platform/audit/audit-log';
import { loadConfig } from '../platform/config/config';
import { openDatabase } from '../platform/db/bootstrap';
import { runningEmbeddedUrl } from '../platform/db/embedded';
import { createDatabase, type Database } from '../platform/db/pool';
import { transaction } from '../platform/db/transaction';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

async function connect(config: ReturnType<typeof loadConfig>): Promise<Database & { close(): Promise<void> }> {
  if (!config.DATABASE_URL) {
    // A server may be running on this DATA_DIR: use its PostgreSQL rather than start a second one.
    const url = await runningEmbeddedUrl(config.DATA_DIR, config.EMBEDDED_PG_PORT);
    if (url) {
      const running = createDatabase(url, { max: 2 });
      const ok = await running.pool.query('SELECT 1').then(
        () => true,
        () => false,
      );
      if (ok) return { ...running, close: () => running.pool.end() };
      await running.pool.end().catch(() => {});
    }
  }
  return openDatabase(config, pino({ level: 'warn' }));
}

async function main(): Promise<number> {
  const { values } = parseArgs({
    options: {
      email: { type: 'string' },
      'first-name': { type: 'string', default: 'Správce' },
      'last-name': { type: 'string', default: 'Svazu' },
    },
  });
  const email = values.email?.trim() ?? '';
  if (!EMAIL.test(email)) {
    console.error('Usage: npm run admin:create -- --email you@example.org [--first-name Jana --last-name Nováková]');
    return 2;
  }
  const config = loadConfig();
  const database = await connect(config);
  try {
    const made = await transaction(database.db, async (tx) => {
      const taken = await tx.execute(
        sql`SELECT 1 FROM users WHERE lower(user_name) = lower(${email}) OR lower(email) = lower(${email})`,
      );
      if (taken.rows.length) return null;
      const { rows } = await tx.execute<{ id: number }>(sql`
        INSERT INTO users (user_name, password_hash, first_name, last_name, email)
        VALUES (${email}, ${NO_PASSWORD}, ${values['first-name']!}, ${values['last-name']!}, ${email}) RETURNING id`);
      const id = rows[0]!.id;
      await tx.execute(
        sql`INSERT INTO user_roles (user_id, role_type_id) VALUES (${id}, ${USER_ROLE_TYPE.Administrator})`,
      );
      const link = await issueAccountToken(tx, id, 'invitation', INVITATION_HOURS, null);
      await writeAudit(tx, {
        actorUserId: null,
        action: 'user.invite',
        subjectType: 'user',
        subjectId: id,
        details: { after: { email, roles: [{ roleType: 'Administrator' }] }, by: 'admin:create' },
      });
      return link;
    });
    if (!made) {
      console.error(`A user with the e-mail ${email} exists already. Use "Zapomněli jste heslo?" on the sign-in page.`);
      return 1;
    }
    const base = (config.PUBLIC_URL ?? `http://localhost:${config.PORT}`).replace(/\/+$/, '');
    const router = config.ROUTER_BASE === '/' ? '' : config.ROUTER_BASE.replace(/\/+$/, '');
    console.log(`Administrator ${email} created. Set the password within ${INVITATION_HOURS} hours at:`);
    console.log(`  ${base}${router}/invitation?token=${made.token}`);
    return 0;
  } finally {
    await database.close();
  }
}

main().then(
  (code) => process.exit(code),
  (err) => {
    console.error('admin:create failed:', err instanceof Error ? err.message : err);
    process.exit(1);
  },
);
