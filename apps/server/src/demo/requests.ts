// Demo requests (issues 17 and 30): transfers and loans in each state the workflow uses
// (docs/decisions/requests.md). Two transfers of current members of club@fedra.test's club to
// other clubs wait for the releasing club's statement (the office can issue the statement link,
// which e-mails the club; data/outbox without SMTP). Further requests of club@'s club for members
// of other clubs: a loan from club@'s second club waiting for its statement (club@ switches club
// to agree), one in review, one approved with a fee and an effective date ahead, one rejected and
// one withdrawn, each with its history. Deterministic: members and clubs by id. Called by
// seedDemoData inside its transaction after the clubs and persons exist.
import { REQUEST_STATE, REQUEST_STEP, REQUEST_TYPE } from '@fedra/contract';
import type { Db } from '../platform/db/pool';
import { officeHours } from './office-hours';

const MEMBER_TODAY = `r.type_id = 1 AND r.valid_from <= $1::date AND (r.valid_till IS NULL OR r.valid_till >= $1::date)`;

interface DemoRequest {
  typeId: number;
  stateId: number;
  stepId: number | null;
  personId: number;
  toClub: number;
  fromClub: number;
  note: string | null;
  /** Days before today it was submitted. */
  age: number;
  effectiveIn: number;
  loanDays?: number;
  agreed?: boolean | null;
  statementComment?: string | null;
  decisionNote?: string | null;
  fee?: number | null;
  /** The history after the submission: action, step, state. */
  steps: [string, number, number, string | null][];
}

export async function seedRequests(client: Db, today: string): Promise<number> {
  const { rows: home } = await client.query<{ a: number; b: number | null }>(
    `SELECT u.current_club_id AS a,
            (SELECT c.object_id FROM user_roles ur JOIN user_role_claims c ON c.user_role_id = ur.id
              WHERE ur.user_id = u.id AND c.claim_type = 'club' AND c.object_id <> u.current_club_id
              ORDER BY c.id LIMIT 1) AS b
       FROM users u WHERE u.user_name = 'club@fedra.test'`,
  );
  const a = home[0]?.a;
  if (!a) return 0;
  const b = home[0]!.b;
  // Members of one club only (a person in two clubs today would make the releasing club ambiguous).
  const single = `NOT EXISTS (SELECT 1 FROM person_roles o WHERE o.person_id = r.person_id AND o.type_id = 1
      AND o.club_id <> r.club_id AND o.valid_from <= $1::date AND (o.valid_till IS NULL OR o.valid_till >= $1::date))`;
  const { rows: outgoing } = await client.query<{ personId: number; toClub: number }>(
    `WITH members AS (
            SELECT DISTINCT r.person_id FROM person_roles r WHERE r.club_id = $2 AND ${MEMBER_TODAY}
             ORDER BY r.person_id LIMIT 2),
          targets AS (SELECT c.id FROM clubs c WHERE c.id NOT IN ($2, coalesce($3, 0)) ORDER BY c.id LIMIT 2)
     SELECT m.person_id AS "personId", t.id AS "toClub"
       FROM (SELECT person_id, row_number() OVER (ORDER BY person_id) AS n FROM members) m
       JOIN (SELECT id, row_number() OVER (ORDER BY id) AS n FROM targets) t ON t.n = m.n`,
    [today, a, b],
  );
  const { rows: fromB } = await client.query<{ personId: number; clubId: number }>(
    `SELECT DISTINCT r.person_id AS "personId", r.club_id AS "clubId" FROM person_roles r
      WHERE r.club_id = $2 AND ${MEMBER_TODAY} AND ${single} ORDER BY 1 LIMIT 1`,
    [today, b ?? 0],
  );
  const { rows: others } = await client.query<{ personId: number; clubId: number }>(
    `SELECT DISTINCT ON (r.person_id) r.person_id AS "personId", r.club_id AS "clubId" FROM person_roles r
      WHERE r.club_id NOT IN ($2, coalesce($3, 0)) AND ${MEMBER_TODAY} AND ${single}
      ORDER BY r.person_id LIMIT 4`,
    [today, a, b],
  );

  const list: DemoRequest[] = outgoing.map((r, i) => ({
    typeId: REQUEST_TYPE.transfer,
    stateId: REQUEST_STATE.waitingStatement,
    stepId: REQUEST_STEP.clubStatement,
    personId: r.personId,
    toClub: r.toClub,
    fromClub: a,
    note: i === 0 ? 'Přestup k 1. dni příštího měsíce.' : null,
    age: 3 + i,
    effectiveIn: 30,
    steps: [],
  }));
  if (fromB[0])
    list.push({
      typeId: REQUEST_TYPE.loan,
      stateId: REQUEST_STATE.waitingStatement,
      stepId: REQUEST_STEP.clubStatement,
      personId: fromB[0].personId,
      toClub: a,
      fromClub: fromB[0].clubId,
      note: 'Hostování na druhou polovinu sezóny.',
      age: 2,
      effectiveIn: 20,
      loanDays: 120,
      steps: [],
    });
  const more: Omit<DemoRequest, 'personId' | 'fromClub' | 'toClub'>[] = [
    {
      typeId: REQUEST_TYPE.transfer,
      stateId: REQUEST_STATE.inReview,
      stepId: REQUEST_STEP.decision,
      note: null,
      age: 10,
      effectiveIn: 25,
      agreed: true,
      statementComment: 'Souhlasíme, hráči přejeme hodně úspěchů.',
      steps: [
        ['agree', REQUEST_STEP.clubStatement, REQUEST_STATE.inReview, 'Souhlasíme, hráči přejeme hodně úspěchů.'],
      ],
    },
    {
      typeId: REQUEST_TYPE.transfer,
      stateId: REQUEST_STATE.approved,
      stepId: null,
      note: 'Přestup po stěhování.',
      age: 20,
      effectiveIn: 14,
      agreed: false,
      statementComment: 'Nesouhlasíme, hráč má závazek do konce sezóny.',
      fee: 500,
      decisionNote: 'Závazek nebyl doložen; přestup se schvaluje s poplatkem.',
      steps: [
        [
          'object',
          REQUEST_STEP.clubStatement,
          REQUEST_STATE.inReview,
          'Nesouhlasíme, hráč má závazek do konce sezóny.',
        ],
        [
          'approve',
          REQUEST_STEP.decision,
          REQUEST_STATE.approved,
          'Závazek nebyl doložen; přestup se schvaluje s poplatkem.',
        ],
      ],
    },
    {
      typeId: REQUEST_TYPE.loan,
      stateId: REQUEST_STATE.rejected,
      stepId: null,
      note: null,
      age: 30,
      effectiveIn: 5,
      loanDays: 60,
      agreed: true,
      decisionNote: 'Hostování v průběhu soutěže řád nepřipouští.',
      steps: [
        ['deadline', REQUEST_STEP.clubStatement, REQUEST_STATE.inReview, null],
        ['reject', REQUEST_STEP.decision, REQUEST_STATE.rejected, 'Hostování v průběhu soutěže řád nepřipouští.'],
      ],
    },
    {
      typeId: REQUEST_TYPE.transfer,
      stateId: REQUEST_STATE.cancelled,
      stepId: null,
      note: null,
      age: 6,
      effectiveIn: 40,
      steps: [['cancel', REQUEST_STEP.clubStatement, REQUEST_STATE.cancelled, null]],
    },
  ];
  for (const [i, r] of more.entries()) {
    const person = others[i];
    if (person) list.push({ ...r, personId: person.personId, fromClub: person.clubId, toClub: a });
  }

  for (const r of list) {
    const { rows } = await client.query<{ id: number }>(
      `INSERT INTO requests (type_id, state_id, step_id, person_id, club_id, statement_club_id, note, effective_date,
                             loan_end_date, objection_deadline, statement_agreed, statement_comment, statement_date,
                             fee, decision_note, decided_date, created_date)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8::date + $9::int, $8::date + $9::int + $10::int,
               $8::date - $11::int + 15, $12, $13,
               CASE WHEN $12::boolean IS NULL THEN NULL ELSE ${officeHours('$8::date - $11::int + 2', '$11::int + 2')} END,
               $14, $15, CASE WHEN $2 IN (5, 6) THEN ${officeHours('$8::date - 1', '$11::int + 5')} END,
               ${officeHours('$8::date - $11::int', '$11::int')})
       RETURNING id`,
      [
        r.typeId,
        r.stateId,
        r.stepId,
        r.personId,
        r.toClub,
        r.fromClub,
        r.note,
        today,
        r.effectiveIn,
        r.loanDays ?? null,
        r.age,
        r.agreed ?? null,
        r.statementComment ?? null,
        r.fee ?? null,
        r.decisionNote ?? null,
      ],
    );
    const id = rows[0]!.id;
    const steps: [string, number, number, string | null][] = [
      ['submit', REQUEST_STEP.submission, REQUEST_STATE.waitingStatement, r.note],
      ...r.steps,
    ];
    for (const [n, [action, stepId, stateId, note]] of steps.entries())
      await client.query(
        `INSERT INTO request_steps (request_id, step_id, state_id, action, actor_club_id, note, created_date)
         VALUES ($1, $2, $3, $4, $5, $6, ${officeHours('$7::date - $8::int + $9::int', '$8::int + $9::int')})`,
        [
          id,
          stepId,
          stateId,
          action,
          action === 'submit' || action === 'cancel'
            ? r.toClub
            : action === 'agree' || action === 'object'
              ? r.fromClub
              : null,
          note,
          today,
          r.age,
          // Never today: a time of day later than the demo's start would be in the future.
          Math.min(n * 2, r.age - 1),
        ],
      );
  }
  return list.length;
}
