// The server's OpenAPI document as a file, without a database: the document depends only on the
// registered routes, so the app is built with a pool that never connects and an empty access
// catalogue, and the document is read through the same /api/openapi.json a client uses.
//   node --import tsx scripts/openapi-document.ts <out.json>
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pino from 'pino';
import { buildApp } from '../apps/server/src/app';
import { createTokenService } from '../apps/server/src/platform/auth/tokens';
import { loadConfig } from '../apps/server/src/platform/config/config';
import { createDatabase } from '../apps/server/src/platform/db/pool';
import { createFileStore } from '../apps/server/src/platform/files/file-store';
import { createJobQueue } from '../apps/server/src/platform/jobs/job-queue';
import { createMailer } from '../apps/server/src/platform/mail/mailer';
import { createSecrets } from '../apps/server/src/platform/secrets/secrets';

/** Writes the document (pretty JSON) to `out`. */
export async function writeOpenApiDocument(out: string): Promise<void> {
  // A folder of its own for what a start writes (the VAPID key pair), removed at the end.
  const dataDir = await mkdtemp(path.join(tmpdir(), 'fedra-openapi-'));
  try {
    // No environment and an empty config file: the document must not depend on this machine's
    // settings (a PUBLIC_URL would change its servers). The pool connects on its first query and
    // none is made; if one were, it would fail at once, as nothing listens on port 1.
    const configFile = path.join(dataDir, 'fedra.config.json');
    await writeFile(configFile, '{}\n');
    const config = loadConfig(
      { FEDRA_CONFIG: configFile },
      { DATABASE_URL: 'postgres://openapi@127.0.0.1:1/none', DATA_DIR: dataDir, LOG_LEVEL: 'silent' },
    );
    const { pool, db } = createDatabase(config.DATABASE_URL!);
    const signingKey = new Uint8Array(randomBytes(64));
    const app = await buildApp(
      {
        config,
        db,
        tokens: createTokenService(signingKey, config.ACCESS_TOKEN_TTL),
        catalog: { roleTypes: new Map(), activeFeatures: new Set() },
        files: createFileStore(config, db, signingKey),
        jobs: createJobQueue(pool, { log: pino({ level: 'silent' }), work: false, maintenance: false }),
        mail: createMailer(config),
        secrets: createSecrets(config),
      },
      { webDist: null },
    );
    try {
      const res = await app.inject({ method: 'GET', url: '/api/openapi.json' });
      if (res.statusCode !== 200) throw new Error(`/api/openapi.json answered ${res.statusCode}: ${res.body}`);
      await writeFile(out, `${JSON.stringify(res.json(), null, 2)}\n`);
    } finally {
      await app.close();
      await pool.end();
    }
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const out = process.argv[2];
  if (!out) {
    console.error('usage: node --import tsx scripts/openapi-document.ts <out.json>');
    process.exit(2);
  }
  await writeOpenApiDocument(out);
  console.log(`OpenAPI document written to ${out}`);
}
