// Demo contracts: for both clubs of club@fedra.test, the club of clubro@fedra.test and clubs of
// other units, of several types and states (one expired, one without an end), each with a stored
// document (a small generated PDF or text file written through the FileStore). Deterministic;
// called by seedDemoData inside its transaction, after the demo accounts exist.

import { apartFromTransaction, type Db } from '../platform/db/pool';
import type { FileStore } from '../platform/files/file-store';

/** contractTypes and contractStates of the reference data. */
const TYPE = { youthCentre: 1, regionalCentre: 2, grant: 3, tournament: 4, partnership: 5 } as const;
const STATE = { active: 1, prepared: 2, expired: 3, terminated: 4, cancelled: 5 } as const;

export type Owner = 'managed' | 'managedSecond' | 'readOnly' | 'unit2' | 'unit4' | 'prague';

interface DemoContract {
  owner: Owner;
  typeId: number;
  stateId: number;
  /** Years relative to today's: [from year, month-day]. */
  from: [number, string];
  till: [number, string] | null;
  registered: [number, string];
  note: string | null;
  documents: { name: string; file: string; note?: string }[];
}

const CONTRACTS: DemoContract[] = [
  {
    owner: 'managed',
    typeId: TYPE.youthCentre,
    stateId: STATE.active,
    from: [-1, '01-01'],
    till: [1, '12-31'],
    registered: [-1, '01-10'],
    note: 'Sportovní centrum mládeže, tři tréninkové skupiny.',
    documents: [
      { name: 'Podepsaná smlouva', file: 'smlouva-scm.pdf' },
      { name: 'Příloha: rozpis tréninků', file: 'rozpis-treninku.txt', note: 'Aktualizováno pro novou sezónu.' },
    ],
  },
  {
    owner: 'managed',
    typeId: TYPE.grant,
    stateId: STATE.expired,
    from: [-3, '03-01'],
    till: [-2, '02-28'],
    registered: [-3, '02-15'],
    note: 'Podpora na nákup sportovního vybavení.',
    documents: [{ name: 'Smlouva o podpoře', file: 'smlouva-podpora.pdf' }],
  },
  {
    owner: 'managedSecond',
    typeId: TYPE.partnership,
    stateId: STATE.active,
    from: [-2, '09-01'],
    till: null,
    registered: [-2, '08-20'],
    note: 'Na dobu neurčitou.',
    documents: [{ name: 'Partnerská smlouva', file: 'partnerska-smlouva.pdf' }],
  },
  {
    owner: 'managedSecond',
    typeId: TYPE.tournament,
    stateId: STATE.prepared,
    from: [0, '12-01'],
    till: [0, '12-31'],
    registered: [0, '01-20'],
    note: 'Pořádání turnaje mládeže.',
    documents: [{ name: 'Návrh smlouvy', file: 'navrh-smlouvy.txt' }],
  },
  {
    owner: 'readOnly',
    typeId: TYPE.regionalCentre,
    stateId: STATE.active,
    from: [0, '01-01'],
    till: [2, '12-31'],
    registered: [0, '01-05'],
    note: null,
    documents: [{ name: 'Smlouva RTC', file: 'smlouva-rtc.pdf' }],
  },
  {
    owner: 'unit2',
    typeId: TYPE.youthCentre,
    stateId: STATE.terminated,
    from: [-2, '01-01'],
    till: [0, '06-30'],
    registered: [-2, '01-08'],
    note: 'Vypovězeno dohodou.',
    documents: [{ name: 'Výpověď smlouvy', file: 'vypoved.pdf' }],
  },
  {
    owner: 'unit4',
    typeId: TYPE.grant,
    stateId: STATE.cancelled,
    from: [-1, '05-01'],
    till: [-1, '10-31'],
    registered: [-1, '04-20'],
    note: null,
    documents: [{ name: 'Zrušená smlouva', file: 'zrusena-smlouva.pdf' }],
  },
  {
    owner: 'prague',
    typeId: TYPE.regionalCentre,
    stateId: STATE.active,
    from: [-1, '07-01'],
    till: [1, '06-30'],
    registered: [-1, '06-25'],
    note: null,
    documents: [{ name: 'Smlouva RTC Praha', file: 'smlouva-rtc-praha.pdf' }],
  },
];

/** A one-page PDF showing the lines (ASCII: the standard fonts have no Czech letters without an encoding). */
export function demoPdf(lines: string[]): Buffer {
  const pdfText = (s: string) => s.replace(/[\\()]/g, (c) => `\\${c}`);
  const text = lines.map((l, i) => `BT /F1 ${i === 0 ? 16 : 11} Tf 56 ${770 - i * 22} Td (${pdfText(l)}) Tj ET`);
  const stream = text.join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${Buffer.byteLength(stream)} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let out = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(Buffer.byteLength(out));
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = Buffer.byteLength(out);
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const o of offsets) out += `${String(o).padStart(10, '0')} 00000 n \n`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}

const ascii = (s: string) => s.normalize('NFD').replace(/[^\x20-\x7e]/g, '');

/** The demo clubs by role (the contracts' and tournaments' owners), from the demo accounts and the units. */
export async function demoClubs(client: Db): Promise<Record<Owner, { id: number; name: string }>> {
  const { rows } = await client.query<{ owner: Owner; id: number; name: string }>(
    `WITH managed AS (
       SELECT c.object_id AS id, row_number() OVER (ORDER BY c.id) AS n
         FROM users u JOIN user_roles r ON r.user_id = u.id JOIN user_role_claims c ON c.user_role_id = r.id
        WHERE u.user_name = 'club@fedra.test' AND c.claim_type = 'club'),
     picked AS (
       SELECT 'managed' AS owner, (SELECT current_club_id FROM users WHERE user_name = 'club@fedra.test') AS id
       UNION ALL SELECT 'managedSecond', (SELECT id FROM managed WHERE id <> (SELECT current_club_id FROM users
                                            WHERE user_name = 'club@fedra.test') ORDER BY n LIMIT 1)
       UNION ALL SELECT 'readOnly', (SELECT current_club_id FROM users WHERE user_name = 'clubro@fedra.test')
       UNION ALL SELECT 'unit2', (SELECT min(id) FROM clubs WHERE federation_unit_id = 2)
       UNION ALL SELECT 'unit4', (SELECT min(id) FROM clubs WHERE federation_unit_id = 4)
       UNION ALL SELECT 'prague', (SELECT min(id) FROM clubs WHERE federation_unit_id = 1 AND id NOT IN (SELECT id FROM managed)))
     SELECT p.owner, c.id, c.name FROM picked p JOIN clubs c ON c.id = p.id`,
  );
  const out = Object.fromEntries(rows.map((r) => [r.owner, { id: r.id, name: r.name }]));
  for (const c of CONTRACTS) if (!out[c.owner]) throw new Error(`demo contracts: no club for ${c.owner}`);
  return out as Record<Owner, { id: number; name: string }>;
}

const dateOf = (year: number, [offset, monthDay]: [number, string]) => `${year + offset}-${monthDay}`;

/**
 * Inserts the demo contracts numbered per registration year and sets the counters after them, so
 * the next contract continues the sequence. With `files`, each gets its documents; the files
 * written are removed again if seeding fails here.
 */
export async function seedContracts(client: Db, today: string, files?: FileStore): Promise<number> {
  const year = Number(today.slice(0, 4));
  const clubs = await demoClubs(client);
  const expert = (await client.query<{ id: number }>(`SELECT id FROM users WHERE user_name = 'expert@fedra.test'`))
    .rows[0]!.id;
  const sequences = new Map<number, number>();
  const numbered = CONTRACTS.map((c) => ({ ...c, registrationDate: dateOf(year, c.registered) }))
    .sort((a, b) => a.registrationDate.localeCompare(b.registrationDate))
    .map((c) => {
      const y = Number(c.registrationDate.slice(0, 4));
      const sequence = (sequences.get(y) ?? 0) + 1;
      sequences.set(y, sequence);
      return { ...c, year: y, sequence, number: `${y}/${String(sequence).padStart(4, '0')}` };
    });
  const written: string[] = [];
  try {
    for (const c of numbered) {
      const { rows } = await client.query<{ id: number }>(
        `INSERT INTO contracts (number, year, sequence, club_id, type_id, state_id, valid_from, valid_till,
                                registration_date, note, created_by_id, created_date)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $9::date + time '10:00')
         RETURNING id`,
        [
          c.number,
          c.year,
          c.sequence,
          clubs[c.owner].id,
          c.typeId,
          c.stateId,
          dateOf(year, c.from),
          c.till ? dateOf(year, c.till) : null,
          c.registrationDate,
          c.note,
          expert,
        ],
      );
      if (!files) continue;
      for (const d of c.documents) {
        const lines = [`Smlouva c. ${c.number}`, ascii(d.name), `Klub: ${ascii(clubs[c.owner].name)}`];
        const pdf = d.file.endsWith('.pdf');
        // Written through the db, apart from the seeding transaction: the users are not there yet.
        const file = await apartFromTransaction(() =>
          files.write({
            purpose: 'contract-document',
            name: d.file,
            contentType: pdf ? 'application/pdf' : 'text/plain',
            body: pdf ? demoPdf(lines) : `${lines.join('\n')}\n`,
            ownerUserId: null,
          }),
        );
        written.push(file.id);
        await client.query(
          `INSERT INTO contract_documents (contract_id, name, note, file_id, created_by_id, created_date)
           VALUES ($1, $2, $3, $4, $5, $6::date + time '10:30')`,
          [rows[0]!.id, d.name, d.note ?? null, file.id, expert, c.registrationDate],
        );
      }
    }
    await client.query(
      `INSERT INTO contract_number_counters (year, last_sequence)
       SELECT year, max(sequence) FROM contracts GROUP BY year
       ON CONFLICT (year) DO UPDATE SET last_sequence = greatest(contract_number_counters.last_sequence, excluded.last_sequence)`,
    );
  } catch (err) {
    for (const id of written) await files?.delete(id).catch(() => {});
    throw err;
  }
  return numbered.length;
}
