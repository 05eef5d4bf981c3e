// What a feature module brings to the server, declared once in its folder's index.ts and picked
// up by every central list (features/modules.ts) instead of being wired into each by hand.
//
// Adding a module (server side):
//   1. Make the folder apps/server/src/features/<name>/ with its routes (and service, presenter…),
//      its access rows in <name>.access.ts, and an index.ts that exports `<name>Module:
//      ModuleManifest` (routes, access, and if it has them jobs and a demo step; the step's code
//      in <name>.demo.ts).
//   2. Add its entry (and the entry's import) to MODULE_MANIFESTS in
//      apps/server/src/features/modules.ts; its place in that list is the order its routes
//      register and its demo step runs (after what it builds on).
//   3. Contract: its calls in packages/contract/src/<name>.ts as `export const <key>Endpoints`, and
//      one line in packages/contract/src/modules.ts; `endpoints.<key>` is derived from the name.
//   4. New tables only: the schema file in src/db/schema/, one line in src/db/schema/index.ts, and
//      `npm run db:generate` for the migration (why the schema stays there:
//      docs/decisions/module-manifests.md).
// app.ts, the demo seed, the job registration and the access-matrix test loop over the list, so
// none of them changes.
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/pool';
import type { AppDeps } from '../deps';
import type { FileStore } from '../files/file-store';
import type { Secrets } from '../secrets/secrets';
import type { PublicPageDeclaration } from '../web/public-meta';
import type { AccessRows } from './access-rows';

/** Registers a feature's routes (the Fastify plugin app.ts used to call by name). */
export type RegisterRoutes = (app: FastifyInstance, deps: AppDeps) => void;

/**
 * Defines a job handler on the queue (`deps.jobs.defineOnce`, so that the routes may define it
 * again to get the definition for enqueueing).
 */
export type DefineJob = (deps: AppDeps) => { name: string };

/** What a demo step gets: it runs inside the seeding transaction, after the core register. */
export interface DemoContext {
  /** The seeding transaction's handle (platform/db). */
  client: Db;
  /** The server's today: demo dates are relative to it. */
  today: string;
  /** Where demo files go; without it, steps skip their files. */
  files?: FileStore;
  /** For secrets stored encrypted; without it, steps skip them. */
  secrets?: Secrets;
}

/**
 * Seeds the module's demo rows and answers what it created, as phrases for the one log line
 * ("12 contracts", "3 leagues with 20 teams"); an empty list adds nothing to it.
 */
export type DemoStep = (context: DemoContext) => Promise<string[]>;

export interface ModuleManifest {
  /** The feature folder's name (features/<name>). */
  name: string;
  /**
   * Its routes, registered in this order. Every route is registered whatever the module switches
   * (MODULES) say: each endpoint names its module in the contract, and the access hook answers
   * 404 for a module switched off; OpenAPI and the access matrix see every route.
   */
  routes: readonly RegisterRoutes[];
  /** The job handlers it registers with the job queue, defined before any route runs. */
  jobs?: readonly DefineJob[];
  /** Its demo data, run in the order of the module list. */
  demo?: DemoStep;
  /** Who may pass each of its routes: the rows of the access-matrix test. */
  access: AccessRows;
  /**
   * Its public pages' titles and descriptions for search engines and link previews, written into
   * the HTML by the server (platform/web/public-meta.ts).
   */
  publicPages?: readonly PublicPageDeclaration[];
}
