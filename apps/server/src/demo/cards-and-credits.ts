// Demo member-card content (federation unit 1) and a club-credit ledger: for most clubs, credits
// ordered and spent through the seasons up to today. Deterministic (its own seeded stream);
// called by seedDemoData inside its transaction, after the clubs and seasons exist.
import { FEDERATION_UNIT } from '../db/reference-ids';
import type { Db } from '../platform/db/pool';
import { DEMO_SEED } from './generate';
import { stream } from './prng';

export const DEMO_CARD_SCHEMA = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  type: 'object',
  properties: {
    sponsor: { type: 'string', title: 'Partner průkazu', maxLength: 60 },
    cardColor: { type: 'string', title: 'Barva průkazu', enum: ['blue', 'green', 'red', 'gold'] },
    showQr: { type: 'boolean', title: 'Zobrazit QR kód' },
    note: { type: 'string', title: 'Poznámka', maxLength: 200 },
  },
  required: ['cardColor'],
  additionalProperties: false,
};

export const DEMO_CARD_DATA = {
  sponsor: 'Badminton centrum Praha',
  cardColor: 'blue',
  showQr: true,
  note: 'Průkaz platí i jako vstupenka na turnaje Pražského badmintonového svazu.',
};

const SPEND_NOTES = [
  'Registrace hráčů do soutěže',
  'Startovné turnaje',
  'Licence trenéra',
  'Přestup hráče',
  'Poplatek za hostování',
  'Registrace družstva',
];

interface Entry {
  clubId: number;
  date: string;
  kind: 'order' | 'spend';
  amount: number;
  note: string;
}

const DAY = 86_400_000;
const toDate = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const ms = (iso: string) => Date.parse(`${iso}T00:00:00Z`);

/** The ledger: per club and season, top-ups first, spends never beyond the balance. */
function buildLedger(clubIds: number[], seasons: { validFrom: string; validTill: string }[], today: string): Entry[] {
  const rng = stream(DEMO_SEED, 'credits');
  const entries: Entry[] = [];
  for (const clubId of clubIds) {
    if (!rng.chance(0.8)) continue; // some clubs never bought credits
    let balance = 0;
    for (const s of seasons) {
      const start = ms(s.validFrom);
      const end = Math.min(ms(s.validTill), ms(today));
      if (end < start) continue;
      const days = Math.round((end - start) / DAY) + 1;
      const share = days / 365;
      const clubEntries: Entry[] = [];
      const orders = Math.max(1, Math.round(rng.int(1, 2) * share));
      for (let i = 0; i < orders; i++) {
        clubEntries.push({
          clubId,
          date: toDate(start + rng.int(0, days - 1) * DAY),
          kind: 'order',
          amount: rng.int(2, 20) * 500,
          note: 'Objednávka kreditů',
        });
      }
      const spends = Math.round(rng.int(2, 5) * share);
      for (let i = 0; i < spends; i++) {
        clubEntries.push({
          clubId,
          date: toDate(start + rng.int(0, days - 1) * DAY),
          kind: 'spend',
          amount: rng.int(10, 300) * 5 + (rng.chance(0.3) ? 0.5 : 0),
          note: rng.pick(SPEND_NOTES),
        });
      }
      // In date order (orders first on the same day); a spend the balance cannot cover is dropped.
      clubEntries.sort((a, b) => a.date.localeCompare(b.date) || a.kind.localeCompare(b.kind));
      for (const e of clubEntries) {
        if (e.kind === 'spend' && e.amount > balance) continue;
        balance += e.kind === 'order' ? e.amount : -e.amount;
        entries.push(e);
      }
    }
  }
  return entries;
}

export async function seedCardsAndCredits(
  client: Db,
  today: string,
): Promise<{ cardContents: number; creditEntries: number }> {
  await client.query('INSERT INTO card_contents (federation_unit_id, schema, data) VALUES ($1, $2, $3)', [
    FEDERATION_UNIT.praha,
    JSON.stringify(DEMO_CARD_SCHEMA),
    JSON.stringify(DEMO_CARD_DATA),
  ]);
  const clubs = await client.query<{ id: number }>('SELECT id FROM clubs ORDER BY registration_number');
  const seasons = await client.query<{ validFrom: string; validTill: string }>(
    `SELECT to_char(valid_from, 'YYYY-MM-DD') AS "validFrom", to_char(valid_till, 'YYYY-MM-DD') AS "validTill"
       FROM seasons WHERE valid_till IS NOT NULL ORDER BY valid_from`,
  );
  const ledger = buildLedger(
    clubs.rows.map((c) => c.id),
    seasons.rows,
    today,
  );
  await client.query(
    `INSERT INTO club_credit_entries (club_id, entry_date, kind, amount, note)
     SELECT * FROM unnest($1::int[], $2::date[], $3::text[], $4::numeric[], $5::text[])`,
    [
      ledger.map((e) => e.clubId),
      ledger.map((e) => e.date),
      ledger.map((e) => e.kind),
      ledger.map((e) => e.amount),
      ledger.map((e) => e.note),
    ],
  );
  return { cardContents: 1, creditEntries: ledger.length };
}
