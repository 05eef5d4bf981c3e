// Demo sport fields: a hall for about every third demo club (its city, unit and district), a
// few with a second one, some closed years ago; deterministic (its own seeded stream). Called by
// seedDemoData inside its transaction, after the clubs exist.

import type { Db } from '../platform/db/pool';
import { DEMO_SEED } from './generate';
import { stream } from './prng';

/** Codebook `sportFieldTypes`. */
const FIELD_TYPES = [
  { id: 1, name: 'Badmintonová hala' },
  { id: 2, name: 'Sportovní hala' },
  { id: 3, name: 'Víceúčelová hala' },
];

/** Where the demo's towns lie (their centres, roughly): the halls' GPS, so the public club map has markers. */
const TOWN_CENTRES: Record<string, [number, number]> = {
  Benešov: [49.78, 14.69],
  Beroun: [49.96, 14.07],
  Blansko: [49.36, 16.64],
  Boskovice: [49.49, 16.66],
  'Brandýs nad Labem': [50.19, 14.66],
  Brno: [49.2, 16.61],
  Bruntál: [49.99, 17.46],
  Bučovice: [49.15, 17.0],
  Břeclav: [48.76, 16.88],
  Dobříš: [49.78, 14.17],
  'Frýdek-Místek': [49.68, 18.35],
  'Frýdlant nad Ostravicí': [49.59, 18.36],
  Hořovice: [49.84, 13.9],
  Hustopeče: [48.94, 16.74],
  Karviná: [49.85, 18.54],
  Kladno: [50.15, 14.1],
  Kolín: [50.03, 15.2],
  'Kralupy nad Vltavou': [50.24, 14.31],
  Kuřim: [49.3, 16.53],
  Kyjov: [49.01, 17.12],
  'Lysá nad Labem': [50.2, 14.83],
  Mikulov: [48.81, 16.64],
  'Mladá Boleslav': [50.41, 14.9],
  'Mnichovo Hradiště': [50.53, 14.97],
  'Moravský Krumlov': [49.05, 16.31],
  'Nový Jičín': [49.59, 18.01],
  Nymburk: [50.19, 15.04],
  Opava: [49.94, 17.9],
  Orlová: [49.85, 18.43],
  Ostrava: [49.83, 18.28],
  Poděbrady: [50.14, 15.12],
  Praha: [50.08, 14.43],
  Rakovník: [50.1, 13.73],
  Rosice: [49.18, 16.39],
  Roztoky: [50.16, 14.4],
  Sedlčany: [49.66, 14.43],
  'Slavkov u Brna': [49.15, 16.88],
  Tišnov: [49.35, 16.42],
  Třinec: [49.68, 18.67],
  Vyškov: [49.28, 16.99],
  Vítkov: [49.77, 17.75],
  Černošice: [49.96, 14.32],
  'Český Brod': [50.07, 14.86],
  Říčany: [49.99, 14.65],
  Šlapanice: [49.17, 16.73],
};

interface DemoClub {
  id: number;
  city: string | null;
  federation_unit_id: number;
  district_id: number | null;
  region_id: number | null;
}

/** Inserts the demo's sport fields; answers how many. */
export async function seedSportFields(client: Db, today: string): Promise<number> {
  const rng = stream(DEMO_SEED, 'sport-fields');
  const clubs = (
    await client.query<DemoClub>('SELECT id, city, federation_unit_id, district_id, region_id FROM clubs ORDER BY id')
  ).rows;
  const year = Number(today.slice(0, 4));
  const rows: (string | number | null)[][] = [];
  for (const club of clubs) {
    if (!rng.chance(0.35)) continue;
    const halls = rng.chance(0.2) ? 2 : 1;
    for (let i = 0; i < halls; i++) {
      const type = FIELD_TYPES[rng.int(0, FIELD_TYPES.length - 1)]!;
      const from = `${year - rng.int(1, 25)}-0${rng.int(1, 9)}-01`;
      // One in eight closed: in use until some day before this year.
      const till = rng.chance(0.125) ? `${year - 1}-06-30` : null;
      const place = club.city ?? 'Praha';
      // A hall near the town's centre, spread by the club (not the random stream: its draws stay as they were).
      const centre = TOWN_CENTRES[place];
      const spread = (salt: number) => (((club.id * 37 + i * 11 + salt) % 61) - 30) / 1000;
      rows.push([
        `${type.name} ${place}${i > 0 ? ` ${i + 1}` : ''}`,
        type.id,
        club.id,
        club.federation_unit_id,
        club.district_id,
        club.region_id,
        place,
        rng.int(2, 12),
        from,
        till && till < from ? null : till,
        centre ? Number((centre[0] + spread(0)).toFixed(5)) : null,
        centre ? Number((centre[1] + spread(17)).toFixed(5)) : null,
      ]);
    }
  }
  if (rows.length === 0) return 0;
  const column = (i: number) => rows.map((r) => r[i] ?? null);
  await client.query(
    `INSERT INTO sport_fields (name, type_id, club_id, federation_unit_id, district_id, region_id, city, court_count, valid_from, valid_till,
                               latitude, longitude)
     SELECT * FROM unnest($1::text[], $2::int[], $3::int[], $4::int[], $5::int[], $6::int[], $7::text[], $8::int[], $9::date[], $10::date[],
                          $11::float8[], $12::float8[])`,
    Array.from({ length: 12 }, (_, i) => column(i)),
  );
  return rows.length;
}
