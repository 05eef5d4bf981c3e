// What the application needs from outside: built once in main.ts (or by the test server).
import type { AccessCatalog } from './access/user-access';
import type { TokenService } from './auth/tokens';
import type { Config } from './config/config';
import type { Db } from './db/pool';
import type { FileStore } from './files/file-store';
import type { JobQueue } from './jobs/job-queue';
import type { Mailer } from './mail/mailer';
import type { Secrets } from './secrets/secrets';

export interface AppDeps {
  config: Config;
  /** The one way to the database (platform/db): the pool itself stays with main.ts and the job queue. */
  db: Db;
  tokens: TokenService;
  catalog: AccessCatalog;
  files: FileStore;
  jobs: JobQueue;
  /** Outgoing mail: SMTP, or .eml files in DATA_DIR/outbox. */
  mail: Mailer;
  /** Secrets stored encrypted at rest (the economy token). */
  secrets: Secrets;
}
