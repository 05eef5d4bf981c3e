// Users of every role type: a few administrators and commission members, federation-unit
// managers (unit claims), club managers (club claims, some acting as a person of their club),
// read-only club managers, and most of all personal members linked to their person. They all
// share one password hash (the demo password), so the benchmark can sign in as any of them.
import { USER_ROLE_TYPE } from '../../apps/server/src/db/reference-ids';
import { CZECH_FEMALE_NAMES, CZECH_MALE_NAMES, CZECH_SURNAMES, EMAIL_DOMAINS } from '../../apps/server/src/demo/data';
import { ascii } from '../../apps/server/src/demo/generate';
import { stream } from '../../apps/server/src/demo/prng';
import type { ClubSet } from './clubs';
import { copyLine } from './copy';
import { timestampOf, yearOf } from './dates';
import { nameOf } from './persons';
import type { Population } from './population';
import { Draws, mix32 } from './random';
import type { Reference } from './reference';

/** Share of the users per role type; the personal members take the rest. */
const SHARES: [typeId: number, share: number][] = [
  [USER_ROLE_TYPE.Administrator, 0.0002],
  [USER_ROLE_TYPE.AdminExpertCommission, 0.001],
  [USER_ROLE_TYPE.AdminExpertCommissionReadOnly, 0.0005],
  [USER_ROLE_TYPE.AdminUnionCommision, 0.0005],
  [USER_ROLE_TYPE.FedUnitManager, 0.001],
  [USER_ROLE_TYPE.ClubManager, 0.3],
  [USER_ROLE_TYPE.ClubManagerReadOnly, 0.08],
];

export interface UserRows {
  users: string[];
  userRoles: string[];
  claims: string[];
  /** Users per role type code. */
  byType: Record<number, number>;
}

export interface UserInput {
  count: number;
  seed: number;
  passwordHash: string;
  ref: Reference;
  clubs: ClubSet;
  people: Population;
  takenNames: readonly string[];
}

export function planUsers(input: UserInput): UserRows {
  const { count, ref, clubs, people } = input;
  const rng = stream(input.seed, 'users');
  const d = new Draws(input.seed);
  const out: UserRows = { users: [], userRoles: [], claims: [], byType: {} };
  const taken = new Set(input.takenNames.map((n) => n.toLowerCase()));
  const linked = new Set<number>();
  const adultBornBy = yearOf(ref.today) - 18;
  const clubOrder = clubs.list.map((_, i) => i).sort((a, b) => (clubs.weights[b] ?? 0) - (clubs.weights[a] ?? 0));
  let userId = ref.maxIds.users;
  let roleId = ref.maxIds.user_roles;
  let claimId = ref.maxIds.user_role_claims;

  // Personal members are spread over the persons by a stride coprime with their count.
  const stride = people.count > 1 ? nextCoprime(Math.floor(people.count * 0.618), people.count) : 1;
  let cursor = mix32(input.seed) % Math.max(1, people.count);
  const nextPerson = (): number | null => {
    for (let tries = 0; tries < people.count; tries++) {
      cursor = (cursor + stride) % people.count;
      if (!linked.has(cursor) && (people.birthYear[cursor] as number) <= adultBornBy) return cursor;
    }
    return null;
  };

  const userName = (first: string, last: string) => {
    const base = `${ascii(first)}.${ascii(last)}`.replace(/[^a-z.]/g, '');
    const domain = rng.pick(EMAIL_DOMAINS);
    let name = `${base}@${domain}`;
    for (let n = 2; taken.has(name); n++) name = `${base}${n}@${domain}`;
    taken.add(name);
    return name;
  };
  const randomName = () => {
    const male = rng.chance(0.55);
    const surname = rng.pick(CZECH_SURNAMES);
    return { first: rng.pick((male ? CZECH_MALE_NAMES : CZECH_FEMALE_NAMES).common), last: surname[male ? 0 : 1] };
  };

  const addUser = (
    typeIds: number[],
    person: number | null,
    currentClub: number | null,
    claims: [type: string, objectId: number][][],
  ) => {
    const name = person === null ? randomName() : nameOf(people, person, d);
    const user = ++userId;
    const userNameText = userName(name.first, name.last);
    const createdDay = ref.today - rng.int(1, 3000);
    out.users.push(
      copyLine([
        user,
        userNameText,
        input.passwordHash,
        name.first,
        name.last,
        userNameText,
        person === null ? null : people.firstId + person,
        currentClub === null ? null : (clubs.list[currentClub]?.id ?? null),
        !rng.chance(0.03),
        rng.chance(0.05) ? 'en' : null,
        timestampOf(createdDay, rng.int(420, 1200)),
      ]),
    );
    typeIds.forEach((typeId, k) => {
      const role = ++roleId;
      out.userRoles.push(copyLine([role, user, typeId, timestampOf(createdDay, 1200)]));
      for (const [claimType, objectId] of claims[k] ?? []) {
        out.claims.push(copyLine([++claimId, role, claimType, objectId, false]));
      }
    });
    out.byType[typeIds[0] as number] = (out.byType[typeIds[0] as number] ?? 0) + 1;
  };

  let made = 0;
  SHARES.forEach(([typeId, share]) => {
    const minimum = typeId === USER_ROLE_TYPE.FedUnitManager ? ref.units.length : 1;
    const wanted = Math.min(count - made, Math.max(minimum, Math.round(count * share)));
    for (let k = 0; k < wanted; k++) {
      if (typeId === USER_ROLE_TYPE.FedUnitManager) {
        const unit = ref.units[k % ref.units.length]?.id as number;
        const units = rng.chance(0.2) ? [unit, ref.units[(k + 1) % ref.units.length]?.id as number] : [unit];
        addUser([typeId], null, null, [[...new Set(units)].map((u) => ['federationUnit', u] as [string, number])]);
      } else if (typeId === USER_ROLE_TYPE.ClubManager || typeId === USER_ROLE_TYPE.ClubManagerReadOnly) {
        const readOnly = typeId === USER_ROLE_TYPE.ClubManagerReadOnly;
        const first = clubOrder[(readOnly ? k * 7 + 3 : k) % clubOrder.length] as number;
        const managed =
          !readOnly && rng.chance(0.1) ? [first, clubOrder[(k * 13 + 1) % clubOrder.length] as number] : [first];
        const claims = [...new Set(managed)].map((c) => ['club', clubs.list[c]?.id as number] as [string, number]);
        // Some managers are a person of their club too (one of its officials) with a personal zone.
        const official = (people.officials.get(first) ?? []).find((i) => !linked.has(i));
        if (!readOnly && official !== undefined && rng.chance(0.4)) {
          linked.add(official);
          addUser([typeId, USER_ROLE_TYPE.PersonalMember], official, first, [claims, []]);
        } else addUser([typeId], null, first, [claims]);
      } else addUser([typeId], null, null, [[]]);
    }
    made += wanted;
  });
  for (; made < count; made++) {
    const person = nextPerson();
    if (person !== null) linked.add(person);
    addUser([USER_ROLE_TYPE.PersonalMember], person, null, [[]]);
  }
  return out;
}

function gcd(a: number, b: number): number {
  return b === 0 ? a : gcd(b, a % b);
}

function nextCoprime(from: number, n: number): number {
  let k = Math.max(1, from);
  while (gcd(k, n) !== 1) k++;
  return k;
}

export const USER_COLUMNS = [
  'id',
  'user_name',
  'password_hash',
  'first_name',
  'last_name',
  'email',
  'assign_person_id',
  'current_club_id',
  'is_active',
  'language',
  'created_date',
] as const;
export const USER_ROLE_COLUMNS = ['id', 'user_id', 'role_type_id', 'created_date'] as const;
export const CLAIM_COLUMNS = ['id', 'user_role_id', 'claim_type', 'object_id', 'is_permission'] as const;
