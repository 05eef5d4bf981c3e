// The club-credits feature's door: its module manifest (routes, access rows and demo data), listed
// in features/modules.ts.

import { seedCardsAndCredits } from '../../demo/cards-and-credits';

export { clubCreditBalanceSql } from './club-credits.balance';

import type { ModuleManifest } from '../../platform/modules/manifest';
import { clubCreditsAccess } from './club-credits.access';
import { registerClubCreditRoutes } from './club-credits.routes';

export const clubCreditsModule: ModuleManifest = {
  name: 'club-credits',
  routes: [registerClubCreditRoutes],
  // One demo step for the member-card content and the credit ledger: they share a seeded stream.
  demo: async ({ client, today }) => {
    const { cardContents, creditEntries } = await seedCardsAndCredits(client, today);
    return [`${cardContents} member-card content`, `${creditEntries} credit entries`];
  },
  access: clubCreditsAccess,
};
