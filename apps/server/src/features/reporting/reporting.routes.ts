// The reporting calls (issue 33 parts 1–4), thin: contract -> service -> the file or the item.
import { Readable } from 'node:stream';
import { endpoints } from '@fedra/contract';
import type { FastifyInstance } from 'fastify';
import { today } from '../../platform/clock';
import type { AppDeps } from '../../platform/deps';
import { registerEndpoint, STREAMED } from '../../platform/http/endpoint';
import { sendFile } from '../../platform/http/send-file';
import { checkNsa, type NsaFile, nsaOrganisationsFile, nsaPersonsFile } from './nsa.service';
import { reportingStats } from './reporting-stats';
import { statsWorkbook } from './reporting-xlsx';
import './reporting.messages';

/** The year asked, or the server's current one. */
const yearOf = (year: number | undefined) => year ?? Number(today().slice(0, 4));

export function registerReportingRoutes(app: FastifyInstance, deps: AppDeps) {
  const e = endpoints.reporting;
  const send = (reply: Parameters<typeof sendFile>[0], file: NsaFile): typeof STREAMED =>
    sendFile(
      reply,
      { name: file.name, contentType: file.contentType, size: file.bytes.length },
      bufferStream(file.bytes),
      'private, no-store',
    );

  registerEndpoint(app, e.nsaPersons, async ({ query, reply }) =>
    send(reply, await nsaPersonsFile(deps.db, yearOf(query.year), query.clubId)),
  );
  registerEndpoint(app, e.nsaCheck, async ({ query }) => ({
    operationId: e.nsaCheck.operationId,
    links: [],
    data: await checkNsa(deps.db, yearOf(query.year), query.clubId),
  }));
  registerEndpoint(app, e.nsaOrganisations, async ({ query, reply }) =>
    send(reply, await nsaOrganisationsFile(deps.db, yearOf(query.year), query.memberOfIco)),
  );
  registerEndpoint(app, e.stats, async ({ query, lang }) => ({
    operationId: e.stats.operationId,
    links: [],
    data: await reportingStats(deps.db, yearOf(query.year), lang),
  }));
  registerEndpoint(app, e.statsXlsx, async ({ query, lang, reply }) => {
    const year = yearOf(query.year);
    const bytes = await statsWorkbook(await reportingStats(deps.db, year, lang), lang);
    return send(reply, {
      name: `statistiky-${year}.xlsx`,
      contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      bytes,
    });
  });
}

function bufferStream(bytes: Buffer) {
  return Readable.from([bytes]);
}
