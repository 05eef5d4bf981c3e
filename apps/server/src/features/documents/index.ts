// The documents feature's door: its module manifest (routes, access rows and demo data), listed in
// features/modules.ts.

import { seedDocuments } from '../../demo/documents';
import type { ModuleManifest } from '../../platform/modules/manifest';
import { documentsAccess } from './documents.access';
import { registerDocumentRoutes } from './documents.routes';

export const documentsModule: ModuleManifest = {
  name: 'documents',
  routes: [registerDocumentRoutes],
  demo: async ({ client, today, files }) => {
    const documents = await seedDocuments(client, today, files);
    return [`${documents.folders} document folders`, `${documents.files} document files`];
  },
  access: documentsAccess,
};
