// The demo's price list (issue 31 part 1): a Czech badminton federation's prices for the demo
// seasons (membership, licences, the club's registration and team competition fees) and the
// prices of no season (transfers and loans, the statute-8 fine, credit top-ups, a coaches' course),
// dated relative to the demo's today. Deterministic: the same rows every time.
import { ECONOMY_CATEGORY as C, type PriceItemKind } from '@fedra/contract';
import { addDays } from '../../platform/clock';
import type { DemoContext } from '../../platform/modules/manifest';

/** person_role_types ids of the reference data. */
const ROLE = { member: 1, athlete: 2, coach: 3, referee: 4 } as const;

interface DemoPrice {
  categoryId: number;
  kind: PriceItemKind;
  name: string;
  /** Koruny (whole). */
  czk: number;
  vatRate: number;
  roleTypeId?: number;
}

/** Bought once per season (on sale from two months before it starts). */
const SEASONAL: DemoPrice[] = [
  {
    categoryId: C.membership,
    kind: 'person',
    name: 'Členský příspěvek',
    czk: 300,
    vatRate: 0,
    roleTypeId: ROLE.member,
  },
  { categoryId: C.licences, kind: 'person', name: 'Licence hráče', czk: 400, vatRate: 0, roleTypeId: ROLE.athlete },
  { categoryId: C.licences, kind: 'person', name: 'Licence trenéra', czk: 250, vatRate: 0, roleTypeId: ROLE.coach },
  {
    categoryId: C.licences,
    kind: 'person',
    name: 'Licence rozhodčího',
    czk: 150,
    vatRate: 0,
    roleTypeId: ROLE.referee,
  },
  { categoryId: C.membership, kind: 'club', name: 'Registrační poplatek klubu', czk: 2000, vatRate: 0 },
  { categoryId: C.leagueFees, kind: 'club', name: 'Vklad do soutěže družstev', czk: 3500, vatRate: 0 },
  { categoryId: C.tournamentFees, kind: 'club', name: 'Poplatek za schválení turnaje', czk: 300, vatRate: 0 },
];

/** Of no season: valid from the first demo season on. */
const STANDING: DemoPrice[] = [
  { categoryId: C.transfers, kind: 'club', name: 'Poplatek za hostování', czk: 500, vatRate: 0 },
  { categoryId: C.fines, kind: 'club', name: 'Pokuta za chybějícího rozhodčího', czk: 1000, vatRate: 0 },
  { categoryId: C.other, kind: 'credit', name: 'Dobití kreditu 1 000 Kč', czk: 1000, vatRate: 0 },
  { categoryId: C.other, kind: 'credit', name: 'Dobití kreditu 5 000 Kč', czk: 5000, vatRate: 0 },
  { categoryId: C.education, kind: 'person', name: 'Školení trenérů III. třídy', czk: 1500, vatRate: 21 },
];

const TRANSFER_FEE = 'Přestupní poplatek';

export async function seedPriceListDemo({ client, today }: DemoContext): Promise<string[]> {
  const { rows: seasons } = await client.query<{ id: number; validFrom: string; validTill: string }>(
    `SELECT id, to_char(valid_from, 'YYYY-MM-DD') AS "validFrom", to_char(valid_till, 'YYYY-MM-DD') AS "validTill"
       FROM seasons ORDER BY valid_from, id`,
  );
  if (!seasons.length) return [];
  type Row = DemoPrice & { seasonId: number | null; validFrom: string | null; validTo: string | null };
  const rows: Row[] = [];
  for (const s of seasons)
    for (const p of SEASONAL)
      rows.push({ ...p, seasonId: s.id, validFrom: addDays(s.validFrom, -61), validTo: s.validTill });
  const first = seasons[0]!.validFrom;
  for (const p of STANDING) rows.push({ ...p, seasonId: null, validFrom: first, validTo: null });
  // The transfer fee went up at the start of the season of today: the old price ended the day before.
  const current = seasons.find((s) => s.validFrom <= today && today <= s.validTill) ?? seasons[seasons.length - 1]!;
  const change = current.validFrom > first ? current.validFrom : null;
  const transfer = { categoryId: C.transfers, kind: 'club' as const, name: TRANSFER_FEE, vatRate: 0, seasonId: null };
  if (change) rows.push({ ...transfer, czk: 800, validFrom: first, validTo: addDays(change, -1) });
  rows.push({ ...transfer, czk: 1000, validFrom: change ?? first, validTo: null });

  await client.query(
    `INSERT INTO price_list_items (category_id, kind, name, amount, vat_rate, season_id, person_role_type_id, valid_from, valid_to)
     SELECT * FROM unnest($1::int[], $2::text[], $3::text[], $4::bigint[], $5::int[], $6::int[], $7::int[], $8::date[], $9::date[])`,
    [
      rows.map((r) => r.categoryId),
      rows.map((r) => r.kind),
      rows.map((r) => r.name),
      rows.map((r) => r.czk * 100),
      rows.map((r) => r.vatRate),
      rows.map((r) => r.seasonId),
      rows.map((r) => r.roleTypeId ?? null),
      rows.map((r) => r.validFrom),
      rows.map((r) => r.validTo),
    ],
  );
  return [`${rows.length} price-list items`];
}
