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
      ]);
    }
  }
  if (rows.length === 0) return 0;
  const column = (i: number) => rows.map((r) => r[i] ?? null);
  await client.query(
    `INSERT INTO sport_fields (name, type_id, club_id, federation_unit_id, district_id, region_id, city, court_count, valid_from, valid_till)
     SELECT * FROM unnest($1::text[], $2::int[], $3::int[], $4::int[], $5::int[], $6::int[], $7::text[], $8::int[], $9::date[], $10::date[])`,
    Array.from({ length: 10 }, (_, i) => column(i)),
  );
  return rows.length;
}
