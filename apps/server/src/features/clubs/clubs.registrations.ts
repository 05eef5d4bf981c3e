// A new club's registration (issue 30 §3): the public form files it (IČO checked, one already in the
// register refused at once naming the club, one waiting registration per IČO); the office approves
// it (the club is created from it in the unit the office picks, and its statutory person is invited
// as the club's manager, through the accounts' invitation) or refuses it with a reason, e-mailed.
import type { ClubRegistration, ClubRegistrationCreate, ClubRegistrationDecide, User } from '@fedra/contract';
import { parseIco } from '@fedra/contract/common/ico';
import { type SQL, sql } from 'drizzle-orm';
import { USER_ROLE_TYPE } from '../../db/reference-ids';
import type { AdminScope } from '../../platform/access/scope-sql';
import { writeAudit } from '../../platform/audit/audit-log';
import type { Config } from '../../platform/config/config';
import type { Db } from '../../platform/db/pool';
import { isoTimestampSql } from '../../platform/db/sql-columns';
import { transaction } from '../../platform/db/transaction';
import { AppError, notFound, validationError } from '../../platform/errors/app-error';
import { defineListExport } from '../../platform/list-query/list-export';
import { type ListSpec, parseListQuery, whereSql } from '../../platform/list-query/list-query';
import type { ListStatements } from '../../platform/list-query/list-statements';
import type { MailMessage } from '../../platform/mail/mailer';
import { systemSender, textToHtml } from '../../platform/mail/system-mail';
import { type IssuedLink, inviteUser } from '../users';
import { type Actor, checkReferences, clubValuesOf, insertClub, refuseDuplicateIco } from './clubs.register-write';

const COLUMNS = sql`g.id, g.name, g.official_name AS "officialName", g.identification_number AS "identificationNumber",
  g.legal_form AS "legalForm", g.street, g.house_number AS "houseNumber", g.city, g.zip, g.region_id AS "regionId",
  g.district_id AS "districtId", g.statutory_first_name AS "statutoryFirstName",
  g.statutory_last_name AS "statutoryLastName", g.statutory_function AS "statutoryFunction", g.email, g.phone, g.note,
  g.state, g.reason, CASE WHEN c.id IS NULL THEN NULL ELSE json_build_object('id', c.id, 'name', c.name) END AS club,
  ${isoTimestampSql(sql`g.created_date`)} AS "createdDate", ${isoTimestampSql(sql`g.decided_date`)} AS "decidedDate"`;
const FROM = sql`club_registrations g LEFT JOIN clubs c ON c.id = g.club_id`;

async function registrationWhere(db: Db, where: SQL): Promise<ClubRegistration | null> {
  const { rows } = await db.execute<ClubRegistration>(sql`SELECT ${COLUMNS} FROM ${FROM} WHERE ${where} LIMIT 1`);
  return rows[0] ?? null;
}

/** Files a registration from the public form; 409 when the IČO is a club's or waits already. */
export async function fileRegistration(db: Db, body: ClubRegistrationCreate): Promise<number> {
  const ico = parseIco(body.identificationNumber) ?? body.identificationNumber;
  const v = clubValuesOf({ regionId: body.regionId ?? null, districtId: body.districtId ?? null, zip: body.zip });
  return transaction(db, async (tx) => {
    const issues = (await checkReferences(tx, v)).filter((i) => i.field === 'regionId' || i.field === 'districtId');
    if (issues.length) throw validationError(issues);
    await refuseDuplicateIco(tx, ico, null);
    const waiting = await tx.execute(
      sql`SELECT 1 FROM club_registrations WHERE identification_number = ${ico} AND state = 'waiting'`,
    );
    if (waiting.rows[0])
      throw new AppError('conflict', 409, {}, [{ field: 'identificationNumber', key: 'clubs.registrationWaiting' }]);
    const t = (s: string | null | undefined) => s?.trim() || null;
    const { rows } = await tx.execute<{ id: number }>(sql`
      INSERT INTO club_registrations (name, official_name, identification_number, legal_form, street, house_number,
             city, zip, region_id, district_id, statutory_first_name, statutory_last_name, statutory_function,
             email, phone, note)
      VALUES (${body.name}, ${t(body.officialName)}, ${ico}, ${body.legalForm ?? null}, ${t(body.street)},
             ${t(body.houseNumber)}, ${body.city}, ${v.zip}, ${v.regionId}, ${v.districtId}, ${body.statutoryFirstName},
             ${body.statutoryLastName}, ${t(body.statutoryFunction)}, ${body.email}, ${t(body.phone)}, ${t(body.note)})
      RETURNING id`);
    const id = rows[0]!.id;
    await writeAudit(tx, {
      actorUserId: null,
      action: 'club.registration.create',
      subjectType: 'club_registration',
      subjectId: id,
      details: { name: body.name, identificationNumber: ico },
    });
    return id;
  });
}

const listSpec: ListSpec = {
  fields: {
    state: { type: 'text', column: sql`g.state`, operators: ['valuesEqual', 'valuesMemberOf'] },
    name: { type: 'text', selective: true, column: sql`g.name`, sort: [sql`g.name`] },
    identificationNumber: { type: 'text', selective: true, column: sql`g.identification_number` },
    createdDate: { type: 'date', column: sql`g.created_date`, sort: [sql`g.created_date`] },
  },
  defaultSort: 'createdDate',
  tieBreaker: sql`g.id ASC`,
};

/** The registrations, waiting ones unless the filter names states (the whole federation's: no unit yet). */
export function registrationListSql(_scope: AdminScope, query: Record<string, unknown>): ListStatements {
  const q = parseListQuery(query, listSpec);
  const filtersState = Object.keys(query).some((k) => k.startsWith('fields[state]'));
  const where = whereSql([...(filtersState ? [] : [sql`g.state = 'waiting'`]), ...q.where]);
  return {
    page: sql`SELECT ${COLUMNS} FROM ${FROM} WHERE ${where} ORDER BY ${q.orderBy} ${q.paging}`,
    count: sql`SELECT count(*)::int AS total FROM club_registrations g WHERE ${where}`,
    limit: q.limit,
    offset: q.offset,
  };
}

/** An invited user and their one-time link. */
export interface InvitationLink {
  user: User;
  link: IssuedLink;
}

export interface RegistrationDecision {
  registration: ClubRegistration;
  /** The invitation to send after the commit (approve, when the address had no account). */
  invitation: InvitationLink | null;
}

/** Approves (club created, manager invited) or refuses a waiting registration; decided once (409 after). */
export async function decideRegistration(
  db: Db,
  scope: AdminScope,
  actor: Actor,
  id: number,
  body: ClubRegistrationDecide,
): Promise<RegistrationDecision> {
  let invitation: InvitationLink | null = null;
  await transaction(db, async (tx) => {
    const { rows } = await tx.execute<ClubRegistration>(
      sql`SELECT ${COLUMNS} FROM ${FROM} WHERE g.id = ${id} FOR UPDATE OF g`,
    );
    const g = rows[0];
    if (!g) throw notFound();
    if (g.state !== 'waiting') throw new AppError('conflict', 409, {}, [{ key: 'clubs.requestDecided' }]);
    let clubId: number | null = null;
    if (body.decision === 'approve') {
      const unitId = body.federationUnitId!;
      if (scope.fedUnitIds !== null && !scope.fedUnitIds.includes(unitId))
        throw validationError([{ field: 'federationUnitId', key: 'clubs.unitOutsideScope' }]);
      const v = clubValuesOf({
        name: g.name,
        officialName: g.officialName,
        identificationNumber: g.identificationNumber,
        legalForm: g.legalForm,
        street: g.street,
        houseNumber: g.houseNumber,
        city: g.city,
        zip: g.zip,
        regionId: g.regionId,
        districtId: g.districtId,
        email: g.email,
        phone: g.phone,
        contactPerson: `${g.statutoryFirstName} ${g.statutoryLastName}`,
        federationUnitId: unitId,
        clubTypeId: body.clubTypeId ?? null,
      });
      const issues = await checkReferences(tx, v);
      if (issues.length) throw validationError(issues);
      await refuseDuplicateIco(tx, v.identificationNumber as string, null);
      clubId = await insertClub(tx, actor, v, { registrationId: id });
      invitation = await inviteManager(tx, actor, g, clubId);
    }
    const reason = body.decision === 'refuse' ? (body.reason?.trim() ?? null) : null;
    await tx.execute(sql`
      UPDATE club_registrations
         SET state = ${body.decision === 'approve' ? 'approved' : 'refused'}, reason = ${reason}, club_id = ${clubId},
             decided_date = now(), decided_by_id = ${actor.userId}, edited_date = now(), edited_by_id = ${actor.userId}
       WHERE id = ${id}`);
    await writeAudit(tx, {
      actorUserId: actor.userId,
      action: `club.registration.${body.decision}`,
      subjectType: 'club_registration',
      subjectId: id,
      origin: actor.origin,
      details: { clubId, ...(reason ? { reason } : {}) },
    });
  });
  return { registration: (await registrationWhere(db, sql`g.id = ${id}`))!, invitation };
}

/**
 * The statutory person invited as the club's manager; an address that has an account already
 * gets none (the office adds the club to that user's roles on the users page).
 */
async function inviteManager(
  tx: Db,
  actor: Actor,
  g: ClubRegistration,
  clubId: number,
): Promise<InvitationLink | null> {
  const taken = await tx.execute(
    sql`SELECT 1 FROM users WHERE lower(user_name) = lower(${g.email}) OR lower(email) = lower(${g.email})`,
  );
  if (taken.rows[0]) return null;
  return inviteUser(tx, actor, {
    email: g.email,
    firstName: g.statutoryFirstName,
    lastName: g.statutoryLastName,
    roles: [{ roleTypeId: USER_ROLE_TYPE.ClubManager, clubIds: [clubId] }],
  });
}

/** The refusal as the applicant reads it, both languages in one message. */
export function refusalMail(
  config: Pick<Config, 'PUBLIC_URL' | 'PROJECT_NAME'>,
  g: ClubRegistration,
  siteUrl: string,
): MailMessage {
  const from = systemSender(config);
  const text = [
    `Dobrý den,\n\nsvaz nepřijal registraci klubu ${g.name} (IČO ${g.identificationNumber}).\n\nDůvod: ${g.reason ?? ''}`,
    `Hello,\n\nthe federation did not accept the registration of the club ${g.name} (company ID ${g.identificationNumber}).\n\nReason: ${g.reason ?? ''}`,
    `${config.PROJECT_NAME}: ${siteUrl}`,
  ].join('\n\n---\n\n');
  return {
    from,
    to: { name: `${g.statutoryFirstName} ${g.statutoryLastName}`, address: g.email },
    subject: `Registrace klubu / Club registration: ${g.name}`,
    text,
    html: textToHtml(text, siteUrl),
    messageId: `<club-registration-${g.id}@${from.address.split('@')[1]}>`,
  };
}

const STATE_NAMES: Record<ClubRegistration['state'], { cs: string; en: string }> = {
  waiting: { cs: 'Čeká', en: 'Waiting' },
  approved: { cs: 'Schváleno', en: 'Approved' },
  refused: { cs: 'Zamítnuto', en: 'Refused' },
};

export const registrationExport = defineListExport({
  name: 'club-registrations',
  title: { cs: 'Registrace nových klubů', en: 'New club registrations' },
  prepare: async (_db, lang) => ({ lang }),
  columns: [
    { label: { cs: 'Název', en: 'Name' }, value: (g: ClubRegistration) => g.name, width: 30 },
    { label: { cs: 'IČO', en: 'Company ID' }, value: (g) => g.identificationNumber, width: 12 },
    {
      label: { cs: 'Sídlo', en: 'Seat' },
      value: (g) => [g.street, g.houseNumber, g.zip, g.city].filter(Boolean).join(' '),
      width: 36,
    },
    {
      label: { cs: 'Statutární zástupce', en: 'Statutory person' },
      value: (g) => `${g.statutoryFirstName} ${g.statutoryLastName}`,
      width: 24,
    },
    { label: { cs: 'E-mail', en: 'E-mail' }, value: (g) => g.email, width: 28 },
    { label: { cs: 'Stav', en: 'State' }, value: (g, x) => STATE_NAMES[g.state][x.lang], width: 14 },
    { label: { cs: 'Podáno', en: 'Submitted' }, value: (g) => g.createdDate, width: 22 },
  ],
});
