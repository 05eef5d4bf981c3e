// The access rows a module declares for its routes: who of the demo accounts (and an anonymous
// visitor) may pass each route's access rule. The access-matrix test calls every route as each
// of them and compares; a route without a row fails it. Test data, kept beside the routes they
// describe so that a new module brings its own rows.

/** The demo accounts by their short names (demo/seed.ts DEMO_ACCOUNTS), and no account. */
export type AccessCaller = 'anonymous' | 'admin' | 'expert' | 'unit' | 'club' | 'clubro' | 'member';

export const CALLERS: readonly AccessCaller[] = ['anonymous', 'admin', 'expert', 'unit', 'club', 'clubro', 'member'];

export const EVERYONE: readonly AccessCaller[] = CALLERS;
export const SIGNED_IN: readonly AccessCaller[] = ['admin', 'expert', 'unit', 'club', 'clubro', 'member'];
export const ADMIN_READ: readonly AccessCaller[] = ['admin', 'expert', 'unit'];
export const ADMIN_WRITE: readonly AccessCaller[] = ['admin', 'expert', 'unit'];
/** Federation-wide records the office manages (boards): unit managers only read them. */
export const OFFICE_WRITE: readonly AccessCaller[] = ['admin', 'expert'];
export const CLUB_READ: readonly AccessCaller[] = ['club', 'clubro'];
export const PERSONAL: readonly AccessCaller[] = ['member'];

/** `"METHOD /url"` as Fastify registers it -> who may pass. */
export type AccessRows = Readonly<Record<string, readonly AccessCaller[]>>;
