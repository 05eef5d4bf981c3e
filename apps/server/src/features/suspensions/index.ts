// The suspensions' door (issue 32 §2): the rule every write that takes people calls (tournament
// applications, league rosters and matches, national-team nominations), the person detail's list,
// and the public list of current suspensions. Apart from the disciplinary feature, which bills
// fines through the orders (and so depends on the tournaments): the tournaments depend on this.

import { sql } from 'drizzle-orm';
import type { ModuleManifest } from '../../platform/modules/manifest';
import { registerSuspensionRoutes, suspensionAccess } from './suspensions.routes';

export { assertNotSuspended, personSuspensionsSql, proceedingNumberSql, type SuspensionCheck } from './suspensions';

export const suspensionsModule: ModuleManifest = {
  name: 'suspensions',
  routes: [registerSuspensionRoutes],
  access: suspensionAccess,
  // Their titles and descriptions for search engines and link previews (issue 36 §7).
  publicPages: [
    {
      // Published by the office's switch; otherwise the page does not exist (404), as its call.
      path: 'suspensions',
      meta: async ({ db, language }) => {
        const { rows } = await db.execute<{ on: boolean }>(
          sql`SELECT public_suspensions AS on FROM disciplinary_settings WHERE id = 1`,
        );
        if (!rows[0]?.on) return null;
        return language === 'cs'
          ? {
              title: 'Zastavené činnosti',
              description: 'Osoby, jejichž činnost je podle rozhodnutí disciplinární komise dnes zastavena.',
            }
          : {
              title: 'Suspensions',
              description: 'Persons suspended today by a decision of the disciplinary committee.',
            };
      },
    },
  ],
};
