// The generated clubs: spread over the federation units and their towns like the demo's, named
// from the same patterns, with log-normal sizes (a few clubs with thousands of members, many
// with a few dozen) that decide where the persons go; plus their season registrations.
import { APPROVAL_STATE, CLUB_ROLE_TYPE, CLUB_TYPE, COUNTRY, SECTION } from '../../apps/server/src/db/reference-ids';
import {
  CLUB_PATTERNS,
  CZECH_MALE_NAMES,
  CZECH_SURNAMES,
  MOBILE_PREFIXES,
  type Place,
  STREETS,
  UNIT_PLACES,
} from '../../apps/server/src/demo/data';
import { ascii } from '../../apps/server/src/demo/generate';
import { type Rng, stream } from '../../apps/server/src/demo/prng';
import { copyLine } from './copy';
import { isoOf, timestampOf } from './dates';
import { Weighted } from './random';
import type { Reference } from './reference';
import type { SeasonFrame } from './seasons';

export interface ClubPlan {
  id: number;
  unitId: number;
  name: string;
  officialName: string;
  identificationNumber: string;
  clubTypeId: number;
  email: string;
  phone: string;
  web: string | null;
  contactPerson: string;
  street: string;
  landRegistryNumber: string;
  houseNumber: string | null;
  place: Place;
  districtId: number | null;
  regionId: number | null;
  registrationNumber: string;
  /** Registered for the next season too. */
  renewed: boolean;
  createdDay: number;
}

export interface ClubSet {
  list: ClubPlan[];
  /** Relative size of each club (log-normal). */
  weights: Float64Array;
  /** Picks a club index by size, federation-wide. */
  bySize: Weighted;
  /** Per federation unit id: the club indices and a pick by size among them. */
  byUnit: Map<number, { indices: Int32Array; pick: Weighted }>;
}

const pad = (n: number, width: number) => String(n).padStart(width, '0');
const NICKNAMES = `Start Olymp Sparta Meteor Orel Dukla Jiskra Spartak Tatran Slovan Viktoria Union Kometa Smash
  Shuttle Favorit Dynamo Rapid Hvězda Draci Sršni Orli Sokoli Energie Baník Slavia Atlas Triumf Vltavan Moravan
  Horal Lokomotiva Slavoj Junior Aritma Technika Stadion Motorlet Admira Čechie`
  .split(/\s+/)
  .filter(Boolean);
const NICKNAMED: [short: string, long: string][] = [
  ['BK', 'Badmintonový klub'],
  ['SK', 'Sportovní klub'],
  ['BC', 'Badminton Club'],
  ['TJ', 'Tělovýchovná jednota'],
  ['Badminton Club', 'Badminton Club'],
];
const ROMAN = ['', '', 'II', 'III', 'IV', 'V', 'VI', 'VII', 'VIII', 'IX', 'X'];
/** Spread of log club size: e^(1.25 * 3.7) ~ 100x the median for the biggest of 10,000. */
const SIZE_SIGMA = 1.25;
/** The smallest clubs still have a handful of members (about 7 at the default sizes). */
const MIN_WEIGHT = 0.15;

const slug = (text: string) =>
  ascii(text)
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
const key = (text: string) => ascii(text).replace(/[^a-z0-9]/g, '');

export function phoneNumber(rng: { int(min: number, max: number): number; pick<T>(items: readonly T[]): T }): string {
  return `+420 ${rng.pick(MOBILE_PREFIXES)} ${pad(rng.int(0, 999), 3)} ${pad(rng.int(0, 999), 3)}`;
}

/** An 8-digit IČO whose last digit is the mod-11 check digit. */
function identificationNumber(rng: Rng): string {
  const digits = Array.from({ length: 7 }, (_, i) => rng.int(i === 0 ? 1 : 0, 9));
  const sum = digits.reduce((s, d, i) => s + d * (8 - i), 0);
  return digits.join('') + String((11 - (sum % 11)) % 10);
}

function placeLabel(rng: Rng, place: Place): string {
  if (!place.part) return place.short ?? place.town;
  if (place.town === 'Praha') return rng.chance(0.45) ? place.part : `Praha-${place.part}`;
  return `${place.town}-${place.part}`;
}

export function planClubs(
  count: number,
  seed: number,
  ref: Reference,
  seasons: SeasonFrame,
  existingNames: readonly string[],
): ClubSet {
  const rng = stream(seed, 'clubs');
  const unitPlaces = ref.units.map((u) => UNIT_PLACES.find((p) => p.unitId === u.id) ?? null);
  const fallbackPlaces = UNIT_PLACES.flatMap((u) => u.places);
  const unitPick = new Weighted(unitPlaces.map((p) => p?.clubCount ?? 10));
  const districtByKey = new Map(ref.districts.map((d) => [key(d.name), d]));
  const taken = new Map(existingNames.map((n) => [n, 1]));
  const firstSeason = seasons.list[0]?.from ?? ref.today - 3650;
  const list: ClubPlan[] = [];

  for (let k = 0; k < count; k++) {
    const u = unitPick.index(rng.next());
    const unit = ref.units[u] as Reference['units'][number];
    const places = unitPlaces[u]?.places ?? fallbackPlaces;
    // The unit's big city (listed first) holds more clubs than any other town.
    const place = rng.chance(0.15) ? (places[0] as Place) : rng.pick(places);
    const pattern = rng.weighted(
      CLUB_PATTERNS,
      CLUB_PATTERNS.map((p) => p.weight),
    );
    const tj = rng.pick(unitPlaces[u]?.tjNames ?? ['Slavoj']);
    const label = placeLabel(rng, place);
    let base = pattern.name.replace('{tj}', tj).replace('{p}', label);
    let official = pattern.official.replace('{tj}', tj).replace('{p}', place.part ? label : place.town);
    // A town has many clubs: they tell themselves apart by a nickname ("BK Meteor Kladno").
    for (let attempt = 0; attempt < 6 && taken.has(base); attempt++) {
      const [short, long] = rng.pick(NICKNAMED);
      const nick = rng.pick(NICKNAMES);
      base = `${short} ${nick} ${label}`;
      official = `${long} ${nick} ${place.part ? label : place.town}, z. s.`;
    }
    const seen = taken.get(base) ?? 0;
    taken.set(base, seen + 1);
    const suffix = seen === 0 ? '' : ` ${ROMAN[seen + 1] ?? seen + 1}`;
    const name = base + suffix;
    const officialName = official + suffix;
    const district = districtByKey.get(key(place.district));
    const s = slug(name);
    const ownDomain = rng.chance(0.5);
    const surname = rng.pick(CZECH_SURNAMES);
    const id = ref.maxIds.clubs + k + 1;
    list.push({
      id,
      unitId: unit.id,
      name,
      officialName,
      identificationNumber: identificationNumber(rng),
      clubTypeId:
        pattern.clubTypeId === CLUB_TYPE.association && rng.chance(0.04) ? CLUB_TYPE.school : pattern.clubTypeId,
      email: ownDomain ? `${rng.pick(['info', 'info', 'kontakt', 'badminton'])}@${s}.cz` : `${s}@seznam.cz`,
      phone: phoneNumber(rng),
      web: ownDomain ? `https://www.${s}.cz` : rng.chance(0.2) ? `https://${s}.webnode.cz` : null,
      contactPerson: `${rng.pick(CZECH_MALE_NAMES.common)} ${surname[0]}`,
      street: rng.pick(STREETS),
      landRegistryNumber: String(rng.int(1, 3200)),
      houseNumber: rng.chance(0.5) ? String(rng.int(1, 60)) : null,
      place,
      districtId: district?.id ?? null,
      regionId: unit.regionId ?? district?.regionId ?? null,
      registrationNumber: `CB-${pad(id, 5)}`,
      renewed: rng.chance(0.93),
      createdDay: firstSeason - rng.int(30, 365 * 15),
    });
  }

  const weights = Float64Array.from(list, () => Math.max(MIN_WEIGHT, Math.exp(SIZE_SIGMA * rng.normal())));
  const byUnit = new Map<number, { indices: Int32Array; pick: Weighted }>();
  for (const unit of ref.units) {
    const indices = Int32Array.from(list.flatMap((c, i) => (c.unitId === unit.id ? [i] : [])));
    if (indices.length)
      byUnit.set(unit.id, { indices, pick: new Weighted(Array.from(indices, (i) => weights[i] ?? 0)) });
  }
  return { list, weights, bySize: new Weighted(weights), byUnit };
}

export const CLUB_COLUMNS = [
  'id',
  'registration_number',
  'name',
  'official_name',
  'identification_number',
  'tax_identification_number',
  'federation_unit_id',
  'club_type_id',
  'email',
  'phone',
  'web',
  'contact_person',
  'street',
  'land_registry_number',
  'house_number',
  'city_part',
  'city',
  'zip',
  'country_id',
  'district_id',
  'region_id',
  'created_date',
] as const;

export function* clubLines(clubs: ClubSet): Generator<string> {
  for (const c of clubs.list) {
    yield copyLine([
      c.id,
      c.registrationNumber,
      c.name,
      c.officialName,
      c.identificationNumber,
      c.clubTypeId === CLUB_TYPE.company || c.id % 3 === 0 ? `CZ${c.identificationNumber}` : null,
      c.unitId,
      c.clubTypeId,
      c.email,
      c.phone,
      c.web,
      c.contactPerson,
      c.street,
      c.landRegistryNumber,
      c.houseNumber,
      c.place.part ?? null,
      c.place.town,
      c.place.zip,
      COUNTRY.CZE,
      c.districtId,
      c.regionId,
      timestampOf(c.createdDay, 480 + (c.id % 600)),
    ]);
  }
}

export const CLUB_ROLE_COLUMNS = [
  'id',
  'club_id',
  'type_id',
  'approval_state_id',
  'season_id',
  'section_id',
  'valid_from',
  'valid_till',
  'created_date',
] as const;

/** Each club registered for every season up to the current one; most also for the next. */
export function* clubRoleLines(
  clubs: ClubSet,
  seasons: SeasonFrame,
  firstId: number,
  today: number,
): Generator<string> {
  let id = firstId;
  for (const c of clubs.list) {
    for (const [index, s] of seasons.list.entries()) {
      if (index > seasons.current && !c.renewed) continue;
      const state = index <= seasons.current || c.id % 9 < 5 ? APPROVAL_STATE.approved : APPROVAL_STATE.waiting;
      yield copyLine([
        id++,
        c.id,
        CLUB_ROLE_TYPE.federationMember,
        state,
        s.id,
        SECTION.badminton,
        isoOf(s.from),
        isoOf(s.till),
        timestampOf(Math.min(s.from - 20 - (c.id % 40), today - (c.id % 30)), 540 + (c.id % 420)),
      ]);
    }
  }
}
