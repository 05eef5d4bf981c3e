// The persons register's calls (issue 29) in the admin zone (the federation, a unit manager their
// unit) and the club zone (the current club's people): one handler per call for both zones.
import { type ApprovalDecision, endpoints, type PersonDataExport, type PersonDetail } from '@fedra/contract';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { requireScope } from '../../platform/access/scope-sql';
import type { ZoneAccess } from '../../platform/access/user-access';
import { originOf } from '../../platform/audit/audit-log';
import type { Db } from '../../platform/db/pool';
import type { AppDeps } from '../../platform/deps';
import { contentDisposition } from '../../platform/files/file-store';
import { linksFor, registerEndpoint } from '../../platform/http/endpoint';
import { requestOrigin } from '../../platform/http/request-origin';
import { pickLanguage } from '../../platform/i18n/messages';
import { registerListEndpoint } from '../../platform/list-query/list-endpoint';
import { approvalMail } from './persons.approval-mail';
import {
  approvalExport,
  approvalListSql,
  type DecidedClub,
  decideApprovals,
  submitClubRole,
} from './persons.approvals';
import { exportCodeNames, personExportPdf } from './persons.export-pdf';
import { anonymisationCandidatesSql, anonymisePerson, candidateExport, exportPerson } from './persons.gdpr';
import { ageCategoryBounds, type PersonListScope, personListExport, personListSql } from './persons.list';
import { mergePersons, mergePreview } from './persons.merge';
import {
  changeRequestExport,
  changeRequestListSql,
  decideChangeRequest,
  getMyProfile,
  requestIdentityChange,
  updateMyContact,
} from './persons.profile';
import { getPerson, personHistoryExport, personHistorySql, personRecords } from './persons.read';
import { createPerson, updatePerson } from './persons.write';
import './persons.messages';

/** The zone access of a person call: its scope as the register's (admin or club). */
function scopeOf(zoneAccess: ZoneAccess | null): PersonListScope {
  const scope = zoneAccess?.scope;
  if (scope?.zone !== 'admin' && scope?.zone !== 'club') throw new Error('person routes expect an admin or club scope');
  return scope;
}

export function registerPersonRoutes(app: FastifyInstance, deps: AppDeps) {
  for (const e of [endpoints.persons, endpoints.clubPersons]) {
    const answer = (operationId: string, zoneAccess: ZoneAccess | null, person: PersonDetail) => ({
      operationId,
      links: person.anonymisedAt ? [] : linksFor(zoneAccess, [e.update], { id: person.id }),
      data: person,
    });
    const actor = (request: FastifyRequest, userId: number) => ({ userId, origin: originOf(request) });

    registerListEndpoint(app, deps, e.list, {
      statements: async ({ query, zoneAccess }) =>
        personListSql(scopeOf(zoneAccess), query, await ageCategoryBounds(deps.db)),
      exportAs: personListExport,
    });
    registerEndpoint(app, e.get, async ({ params, zoneAccess }) =>
      answer(e.get.operationId, zoneAccess, await getPerson(deps.db, scopeOf(zoneAccess), params.id)),
    );
    registerEndpoint(app, e.records, async ({ params, zoneAccess }) => ({
      operationId: e.records.operationId,
      links: [],
      data: await personRecords(deps.db, scopeOf(zoneAccess), params.id),
    }));
    registerListEndpoint(app, deps, e.history, {
      statements: ({ params, query, zoneAccess }) => personHistorySql(deps.db, scopeOf(zoneAccess), params.id, query),
      exportAs: personHistoryExport,
    });
    registerEndpoint(app, e.create, async ({ body, zoneAccess, user, request }) => {
      const scope = scopeOf(zoneAccess);
      const id = await createPerson(deps.db, scope, actor(request, user!.userId), body);
      return answer(e.create.operationId, zoneAccess, await getPerson(deps.db, scope, id));
    });
    registerEndpoint(app, e.update, async ({ params, body, zoneAccess, user, request }) => {
      const scope = scopeOf(zoneAccess);
      await updatePerson(deps.db, scope, actor(request, user!.userId), params.id, body);
      return answer(e.update.operationId, zoneAccess, await getPerson(deps.db, scope, params.id));
    });
  }
}

/** The office's approvals and a club's further roles (issue 29 §5). */
export function registerApprovalRoutes(app: FastifyInstance, deps: AppDeps) {
  const e = endpoints.personApprovals;
  registerListEndpoint(app, deps, e.list, {
    statements: ({ query, zoneAccess }) => approvalListSql(requireScope(zoneAccess?.scope, 'admin'), query),
    exportAs: approvalExport,
  });
  registerEndpoint(app, e.decide, async ({ body, query, zoneAccess, user, request }) => {
    const actor = { userId: user!.userId, origin: originOf(request) };
    const { clubs, ...outcome } = await decideApprovals(
      deps.db,
      requireScope(zoneAccess?.scope, 'admin'),
      actor,
      body,
      query,
    );
    await mailClubs(deps, request, clubs, body);
    return { operationId: e.decide.operationId, links: [], data: outcome };
  });
  registerEndpoint(app, e.clubSubmitRole, async ({ params, body, zoneAccess, user, request }) => {
    const actor = { userId: user!.userId, origin: originOf(request) };
    const id = await submitClubRole(deps.db, requireScope(zoneAccess?.scope, 'club'), actor, params.id, body);
    return { operationId: e.clubSubmitRole.operationId, links: [], data: { id } };
  });
}

/** Each club with an e-mail address hears of the decision; a failed mail is logged, the decision stands. */
async function mailClubs(
  deps: AppDeps,
  request: FastifyRequest,
  clubs: DecidedClub[],
  body: { decision: ApprovalDecision; reason?: string | null | undefined },
) {
  if (!clubs.some((c) => c.email)) return;
  const names = await roleTypeNames(deps.db);
  const url = `${requestOrigin(deps.config, request)}${deps.config.ROUTER_BASE}zone/club/persons/1`;
  const key = `${Date.now().toString(36)}`;
  for (const club of clubs) {
    if (!club.email) continue;
    const mail = approvalMail(
      deps.config,
      { ...club, email: club.email },
      body.decision,
      body.reason?.trim() || null,
      (typeId, lang) => names.get(typeId)?.[lang] ?? String(typeId),
      url,
      key,
    );
    await deps.mail
      .send(mail, `approval-${key}-${club.clubId}`)
      .catch((err: unknown) => request.log.warn({ err, clubId: club.clubId }, 'approval mail not sent'));
  }
}

async function roleTypeNames(db: AppDeps['db']): Promise<Map<number, { cs: string; en: string }>> {
  const { rows } = await db.execute<{ id: number; cs: string; en: string }>(
    sql`SELECT id, name_cs AS cs, name_en AS en FROM person_role_types`,
  );
  return new Map(rows.map((r) => [r.id, { cs: r.cs, en: r.en }]));
}

/** Merging duplicates (issue 29 §4): the preview, then the merge. */
export function registerMergeRoutes(app: FastifyInstance, deps: AppDeps) {
  const e = endpoints.personMerge;
  registerEndpoint(app, e.preview, async ({ query, zoneAccess }) => ({
    operationId: e.preview.operationId,
    links: [],
    data: await mergePreview(deps.db, requireScope(zoneAccess?.scope, 'admin'), query.keepId, query.removeId),
  }));
  registerEndpoint(app, e.merge, async ({ body, zoneAccess, user, request }) => {
    const actor = { userId: user!.userId, origin: originOf(request) };
    const scope = requireScope(zoneAccess?.scope, 'admin');
    const data = await mergePersons(deps.db, scope, actor, body.keepId, body.removeId);
    return { operationId: e.merge.operationId, links: [], data };
  });
}

/**
 * Everything Fedra holds about a person as a download: the JSON itself, or with `format=pdf` the
 * same read as a document in the caller's language.
 */
async function sendDataExport(
  db: Db,
  request: FastifyRequest,
  reply: FastifyReply,
  data: PersonDataExport,
  format: 'json' | 'pdf' | undefined,
  fileName: string,
): Promise<PersonDataExport | undefined> {
  reply.header('cache-control', 'no-store');
  if (format !== 'pdf') {
    reply.header('content-disposition', contentDisposition(`${fileName}.json`));
    return data;
  }
  const lang = pickLanguage(request.headers['accept-language']);
  const pdf = await personExportPdf(data, lang, await exportCodeNames(db, data, lang));
  void reply
    .type('application/pdf')
    .header('content-disposition', contentDisposition(`${fileName}.pdf`))
    .send(pdf);
  return undefined;
}

/** My profile (issue 29 §6): the member's data, contact, history, requests to the office and export. */
export function registerProfileRoutes(app: FastifyInstance, deps: AppDeps) {
  const e = endpoints.myProfile;
  const personal = (zoneAccess: ZoneAccess | null) => requireScope(zoneAccess?.scope, 'personal');
  const actor = (request: FastifyRequest, userId: number) => ({ userId, origin: originOf(request) });
  const answer = async (operationId: string, zoneAccess: ZoneAccess | null) => {
    const scope = personal(zoneAccess);
    return {
      operationId,
      links: linksFor(zoneAccess, [e.updateContact, e.requestChange, e.export], {}),
      data: await getMyProfile(deps.db, scope),
    };
  };
  registerEndpoint(app, e.get, async ({ zoneAccess }) => answer(e.get.operationId, zoneAccess));
  registerEndpoint(app, e.updateContact, async ({ body, zoneAccess, user, request }) => {
    await updateMyContact(deps.db, personal(zoneAccess), actor(request, user!.userId), body);
    return answer(e.updateContact.operationId, zoneAccess);
  });
  registerEndpoint(app, e.requestChange, async ({ body, zoneAccess, user, request }) => {
    await requestIdentityChange(deps.db, personal(zoneAccess), actor(request, user!.userId), body);
    return answer(e.requestChange.operationId, zoneAccess);
  });
  registerEndpoint(app, e.export, async ({ query, zoneAccess, request, reply }) => {
    const scope = personal(zoneAccess);
    const data = await exportPerson(deps.db, scope, scope.personId);
    return sendDataExport(deps.db, request, reply, data, query.format, 'my-data');
  });
  registerListEndpoint(app, deps, e.history, {
    statements: ({ query, zoneAccess }) => {
      const scope = personal(zoneAccess);
      return personHistorySql(deps.db, scope, scope.personId, query);
    },
    exportAs: personHistoryExport,
  });
  registerListEndpoint(app, deps, e.changeRequests, {
    statements: ({ query, zoneAccess }) => changeRequestListSql(requireScope(zoneAccess?.scope, 'admin'), query),
    exportAs: changeRequestExport,
  });
  registerEndpoint(app, e.decideChangeRequest, async ({ params, body, zoneAccess, user, request }) => ({
    operationId: e.decideChangeRequest.operationId,
    links: [],
    data: await decideChangeRequest(
      deps.db,
      requireScope(zoneAccess?.scope, 'admin'),
      actor(request, user!.userId),
      params.id,
      body,
    ),
  }));
}

/** GDPR for the office (issue 29 §7): the export, the anonymisation and its candidates. */
export function registerGdprRoutes(app: FastifyInstance, deps: AppDeps) {
  const e = endpoints.personGdpr;
  registerEndpoint(app, e.export, async ({ params, query, zoneAccess, request, reply }) => {
    const data = await exportPerson(deps.db, requireScope(zoneAccess?.scope, 'admin'), params.id);
    return sendDataExport(deps.db, request, reply, data, query.format, `person-${params.id}`);
  });
  registerEndpoint(app, e.anonymise, async ({ params, body, zoneAccess, user, request }) => {
    const actor = { userId: user!.userId, origin: originOf(request) };
    const scope = requireScope(zoneAccess?.scope, 'admin');
    const data = await anonymisePerson(deps.db, scope, actor, params.id, body.confirmName);
    return { operationId: e.anonymise.operationId, links: [], data };
  });
  registerListEndpoint(app, deps, e.candidates, {
    statements: ({ query, zoneAccess }) => anonymisationCandidatesSql(requireScope(zoneAccess?.scope, 'admin'), query),
    exportAs: candidateExport,
  });
}
