// The referee-journal feature's door: its module manifest (routes, access rows and demo data),
// listed in features/modules.ts.

import { seedRefereeJournal } from '../../demo/referee-journal';
import type { ModuleManifest } from '../../platform/modules/manifest';
import { refereeJournalAccess } from './referee-journal.access';
import { registerRefereeJournalRoutes } from './referee-journal.routes';

export const refereeJournalModule: ModuleManifest = {
  name: 'referee-journal',
  routes: [registerRefereeJournalRoutes],
  demo: async ({ client, today }) => [`${await seedRefereeJournal(client, today)} referee journal entries`],
  access: refereeJournalAccess,
};
