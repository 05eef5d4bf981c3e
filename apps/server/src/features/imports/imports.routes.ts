// Import calls of spec 001 §7 in the admin and club zones, plus the file downloads the pages need.

import type { Readable } from 'node:stream';
import {
  type EndpointDef,
  IMPORT_SAMPLE_FILE_NAMES,
  IMPORT_TYPE,
  IMPORT_ZONE_CALLS,
  IMPORT_ZONE_SAMPLES,
} from '@fedra/contract';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { requireScope } from '../../platform/access/scope-sql';
import type { AppDeps } from '../../platform/deps';
import { notFound } from '../../platform/errors/app-error';
import { contentDisposition } from '../../platform/files/file-store';
import { linksFor, registerEndpoint, STREAMED } from '../../platform/http/endpoint';
import { registerListEndpoint } from '../../platform/list-query/list-endpoint';
import { runList } from '../../platform/list-query/list-statements';
import { tableStream } from '../../platform/tables';
import { IMPORT_ERROR_COLUMN, PERSON_COLUMNS, PERSON_SAMPLE_ROWS } from './import-columns';
import { defineImportJob } from './import-job';
import './imports.messages';
import {
  createImport,
  deleteImport,
  failedRows,
  fileColumns,
  getImportRow,
  type ImportScope,
  importExport,
  importRecordsSql,
  importsListSql,
  presentImport,
  presentRecord,
  type RecordRow,
} from './imports.service';

/** Sends a CSV file as the answer (the handler then returns STREAMED). */
function sendCsv(reply: FastifyReply, fileName: string, body: Readable): typeof STREAMED {
  reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', contentDisposition(fileName))
    .header('cache-control', 'no-store')
    .header('x-content-type-options', 'nosniff')
    .send(body);
  return STREAMED;
}

async function* rowsOf(rows: readonly (readonly string[])[]) {
  yield* rows;
}

export function registerImportRoutes(app: FastifyInstance, deps: AppDeps) {
  const job = defineImportJob(deps);

  const zoneCalls = (zone: 'admin' | 'club') => {
    const calls = IMPORT_ZONE_CALLS[zone];
    const scopeOf = (zoneAccess: { scope: unknown } | null): ImportScope =>
      requireScope(zoneAccess?.scope as never, zone) as ImportScope;
    const itemActions: EndpointDef[] = [calls.delete, calls.records];

    registerEndpoint(app, calls.create, async ({ body, zoneAccess, user, lang }) => {
      const scope = scopeOf(zoneAccess);
      const id = await createImport(deps, job, scope, user!.userId, body);
      return {
        operationId: calls.create.operationId,
        links: linksFor(zoneAccess, itemActions, { id, importId: id }),
        data: presentImport(await getImportRow(deps.db, scope, id, lang), zone, lang),
      };
    });
    registerListEndpoint(app, deps, calls.list, {
      statements: ({ query, zoneAccess, lang }) => importsListSql(scopeOf(zoneAccess), query, lang),
      exportAs: importExport,
      present: (row, { lang }) => presentImport(row, zone, lang),
    });
    registerEndpoint(app, calls.get, async ({ params, zoneAccess, lang }) => ({
      operationId: calls.get.operationId,
      links: linksFor(zoneAccess, itemActions, { id: params.id, importId: params.id }),
      data: presentImport(await getImportRow(deps.db, scopeOf(zoneAccess), params.id, lang), zone, lang),
    }));
    registerEndpoint(app, calls.delete, async ({ params, zoneAccess }) => {
      await deleteImport(deps, scopeOf(zoneAccess), params.id);
      return undefined;
    });
    registerEndpoint(app, calls.records, async ({ params, query, zoneAccess, lang }) => {
      const imp = await getImportRow(deps.db, scopeOf(zoneAccess), params.importId, lang);
      const page = await runList<RecordRow>(deps.db, importRecordsSql(imp.id, query, lang));
      return { ...page, data: page.data.map((r) => presentRecord(r, imp.typeId, lang)) };
    });
    registerEndpoint(app, calls.failedRows, async ({ params, zoneAccess, lang, reply }) => {
      const imp = await getImportRow(deps.db, scopeOf(zoneAccess), params.id, lang);
      const base = imp.fileName.replace(/\.[^.]*$/, '');
      const body = tableStream('csv', fileColumns(imp.typeId, true), failedRows(deps.db, imp.id, imp.typeId, lang));
      return sendCsv(reply, `${base}-chyby.csv`, body);
    });
    registerEndpoint(app, calls.file, async ({ params, zoneAccess, lang, reply }) => {
      const imp = await getImportRow(deps.db, scopeOf(zoneAccess), params.id, lang);
      const stored = imp.fileId ? await deps.files.get(imp.fileId) : null;
      if (!stored) throw notFound();
      reply
        .header('content-type', stored.contentType)
        .header('content-disposition', contentDisposition(stored.name))
        .header('cache-control', 'no-store')
        .header('x-content-type-options', 'nosniff')
        .send(await deps.files.open(stored));
      return STREAMED;
    });
    registerEndpoint(app, calls.samplePerson, async ({ reply }) =>
      sendCsv(
        reply,
        IMPORT_SAMPLE_FILE_NAMES.person,
        tableStream('csv', fileColumns(IMPORT_TYPE.person, false), rowsOf([])),
      ),
    );
    registerEndpoint(app, calls.sampleFilled, async ({ reply }) => {
      const keys = PERSON_COLUMNS.map((c) => c.key).filter((k) => k !== IMPORT_ERROR_COLUMN);
      const rows = PERSON_SAMPLE_ROWS.map((r) => keys.map((k) => r[k] ?? ''));
      return sendCsv(
        reply,
        IMPORT_SAMPLE_FILE_NAMES.filled,
        tableStream('csv', fileColumns(IMPORT_TYPE.person, false), rowsOf(rows)),
      );
    });
  };
  zoneCalls('admin');
  zoneCalls('club');
  registerEndpoint(app, IMPORT_ZONE_SAMPLES.admin.club, async ({ reply }) =>
    sendCsv(reply, IMPORT_SAMPLE_FILE_NAMES.club, tableStream('csv', fileColumns(IMPORT_TYPE.club, false), rowsOf([]))),
  );
}
