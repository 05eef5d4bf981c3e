// The GDPR export as a PDF (issue 29 §7): a readable file whose text keeps Czech diacritics, with
// the sections, the columns and the codes in the caller's language, dates and times as users read
// them, and "no records" for an empty part. First on rows built here as SQL returns them, then the
// demo member's own export through HTTP on PostgreSQL.
import type { PersonDataExport } from '@fedra/contract';
import { PDFParse } from 'pdf-parse';
import { describe, expect, it } from 'vitest';
import { exportCodeNames, isColumnKnown, personExportPdf } from '../../src/features/persons/persons.export-pdf';
import { useTestServer } from '../test-server';

const server = useTestServer();

const data: PersonDataExport = {
  exportedAt: '2026-03-07T13:05:00.000Z',
  person: {
    id: 42,
    registration_number: 'CZE 0042',
    title: null,
    first_name: 'Řehoř',
    last_name: 'Šťastný',
    birth_date: '1985-11-02',
    sex_id: 1,
    nationality_id: 203,
    city: 'Ústí nad Labem',
    is_contact_public: false,
    additional_data: { poznámka: 'žluťoučký kůň', tags: ['a', 'b'] },
    // A long value must wrap inside the page, not run off it.
    street: 'Dlouhá '.repeat(60),
    // Raw SQL hands timestamps over in PostgreSQL's text form.
    created_date: '2026-02-28 16:33:11.479455+00',
    edited_by_id: 5,
  },
  roles: [
    {
      id: 7,
      type_id: 2,
      type_name: 'Hráč',
      club_name: 'TJ Sokol Dvůr Králové',
      valid_from: '2020-01-01',
      valid_till: null,
      created_date: new Date('2020-01-02T08:30:00Z'),
    },
  ],
  contributions: [{ season_name: '2025/2026', amount: '1500.00', paid_state_id: 2, paid_date: '2025-09-15' }],
  tournaments: [],
  leagueGames: [],
  refereeJournal: [],
  requests: [],
  changeRequests: [],
  users: [],
  changes: [
    {
      at: '2026-03-01 09:00:00+00',
      action: 'person.update',
      details: { before: { city: 'Brno', sexId: 2 }, after: { city: 'Ústí', sexId: 1 } },
    },
  ],
};
const names = { sex: { 1: 'Muž', 2: 'Žena' }, country: { 203: 'Česko' }, paidState: { 2: 'Zaplaceno' } };

async function pdfText(pdf: Buffer): Promise<string> {
  const parser = new PDFParse({ data: new Uint8Array(pdf) });
  try {
    return (await parser.getText()).text;
  } finally {
    await parser.destroy();
  }
}

/** Database column names (snake_case words): none may show as a label. */
const RAW_COLUMN = /\b[a-z]+(?:_[a-z]+)+\b/;

describe('GDPR export as PDF', () => {
  it('renders the person and every part in Czech, diacritics included', async () => {
    const pdf = await personExportPdf(data, 'cs', names);
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const text = await pdfText(pdf);
    expect(text).toContain('Osobní údaje vedené ve Fedře');
    expect(text).toContain('Řehoř Šťastný');
    expect(text).toContain('CZE 0042');
    expect(text).toContain('Ústí nad Labem');
    expect(text).toContain('TJ Sokol Dvůr Králové');
    for (const heading of [
      'Osoba',
      'Role a členství',
      'Příspěvky',
      'Turnaje',
      'Ligové zápasy',
      'Deník rozhodčího',
      'Žádosti',
      'Uživatelské účty',
      'Historie změn',
    ])
      expect(text).toContain(heading);
    expect(text).toContain('Žádné záznamy');
    // Columns under their names, codes under theirs; the bookkeeping left out.
    for (const label of [
      'Jméno',
      'Příjmení',
      'Datum narození',
      'Pohlaví',
      'Státní příslušnost',
      'Platí od',
      'Založeno',
    ])
      expect(text).toContain(label);
    expect(text).toMatch(/Pohlaví\s+Muž/);
    expect(text).toMatch(/Státní příslušnost\s+Česko/);
    expect(text).toMatch(/Kontakt smí být zveřejněn\s+Ne/);
    expect(text).toContain('Zaplaceno');
    expect(text).toMatch(/1\s500,00\sKč/);
    expect(text).not.toContain('first_name');
    expect(text).not.toContain('sex_id');
    expect(text).not.toContain('edited_by_id');
    // Dates and times as Czech users read them (Prague time), PostgreSQL's text form too.
    expect(text).toContain('2. 11. 1985');
    expect(text).toContain('7. 3. 2026 14:05');
    expect(text).toContain('28. 2. 2026 17:33');
    expect(text).not.toContain('+00');
    // A change as "before » after" under the field's label, the codes by name.
    expect(text).toContain('Změna údajů');
    expect(text).toContain('Obec: Brno » Ústí');
    expect(text).toContain('Pohlaví: Žena » Muž');
    expect(text).toContain('žluťoučký kůň');
  });

  it('writes the headings and labels in English for an English caller', async () => {
    const text = await pdfText(await personExportPdf(data, 'en', { ...names, sex: { 1: 'Male', 2: 'Female' } }));
    expect(text).toContain('Personal data held in Fedra');
    expect(text).toContain('Řehoř Šťastný');
    for (const heading of ['Person', 'Roles and memberships', 'Contributions', 'Referee journal', 'Change history'])
      expect(text).toContain(heading);
    expect(text).toContain('No records');
    expect(text).not.toContain('Žádné záznamy');
    expect(text).toMatch(/First name\s+Řehoř/);
    expect(text).toMatch(/Sex\s+Male/);
    expect(text).toMatch(/The contact may be published\s+No/);
    expect(text).toContain('1985-11-02');
    expect(text).toContain('2026-02-28 17:33');
  });
});

describe('GDPR export as PDF of a member on PostgreSQL', () => {
  const q = (text: string, values: unknown[] = []) => server.db.pool.query(text, values);
  const memberId = async () =>
    (
      await q(
        `SELECT p.id FROM users u JOIN persons p ON p.id = u.assign_person_id WHERE u.user_name = 'member@fedra.test'`,
      )
    ).rows[0].id as number;

  it('labels every column the export holds, or leaves it out on purpose', async () => {
    // Every column of the tables the export reads whole (also where the member has no rows).
    const tables = {
      person: 'persons',
      roles: 'person_roles',
      contributions: 'person_contributions',
      tournaments: 'tournament_participants',
      refereeJournal: 'referee_journal_entries',
      requests: 'requests',
    } as const;
    const unknown: string[] = [];
    for (const [section, table] of Object.entries(tables)) {
      const { rows } = await q(
        `SELECT column_name FROM information_schema.columns
          WHERE table_schema = 'public' AND table_name = $1 AND column_name <> 'full_name_search'`,
        [table],
      );
      for (const { column_name } of rows as { column_name: string }[])
        if (!isColumnKnown(section as keyof typeof tables, column_name)) unknown.push(`${section}.${column_name}`);
    }
    // And every key of the member's export as the server answers it (joined names included).
    const res = await server.request({ method: 'GET', url: '/api/personal-zone/profile/export', as: 'member' });
    expect(res.statusCode, res.body).toBe(200);
    const exported = res.json() as PersonDataExport;
    for (const [section, rows] of Object.entries(exported)) {
      if (section === 'exportedAt') continue;
      for (const row of Array.isArray(rows) ? rows : [rows])
        for (const key of Object.keys(row as object))
          if (!isColumnKnown(section as 'person', key)) unknown.push(`${section}.${key}`);
    }
    expect([...new Set(unknown)]).toEqual([]);
  });

  it("shows the member's data readably in Czech and English, codes by their names", async () => {
    const id = await memberId();
    const { rows } = await q(
      `SELECT to_char(created_date AT TIME ZONE 'Europe/Prague', 'FMDD. FMMM. YYYY HH24:MI') AS created,
              to_char(birth_date, 'FMDD. FMMM. YYYY') AS born, first_name
         FROM persons WHERE id = $1`,
      [id],
    );
    const member = rows[0] as { created: string; born: string; first_name: string };
    const res = await server.request({
      method: 'GET',
      url: '/api/personal-zone/profile/export?format=pdf',
      as: 'member',
      headers: { 'accept-language': 'cs' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const text = await pdfText(res.rawPayload);
    expect(text).toMatch(new RegExp(`Jméno\\s+${member.first_name}`));
    expect(text).toContain(member.born);
    expect(text).toContain(member.created);
    expect(text).toMatch(/Pohlaví\s+Žena/);
    expect(text).toMatch(/Státní příslušnost\s+Česko/);
    expect(text).toMatch(/Federační jednotka\s+Pražský badmintonový svaz/);
    expect(text).toMatch(/Role\s+Hráč/);
    expect(text).toMatch(/Stav schválení\s+Schváleno/);
    expect(text).toMatch(/Vede deník rozhodčího\s+Ano/);
    expect(text).toMatch(/Typ\s+Turnaj/);
    expect(text).toMatch(/Druh žádosti\s+Přestup/);
    expect(text).not.toMatch(RAW_COLUMN);
    expect(text).not.toContain('+00');

    // The office's export of the same person, in English: English labels and code names.
    const office = await server.request({
      method: 'GET',
      url: `/api/admin-zone/persons/${id}/export?format=pdf`,
      as: 'expert',
      headers: { 'accept-language': 'en' },
    });
    expect(office.statusCode).toBe(200);
    const en = await pdfText(office.rawPayload);
    expect(en).toMatch(/Sex\s+Female/);
    expect(en).toMatch(/Citizenship\s+Czechia/);
    expect(en).toMatch(/Federation unit\s+Prague Badminton Association/);
    expect(en).toMatch(/Kind of request\s+Transfer/);
    expect(en).not.toMatch(RAW_COLUMN);
  });

  it('names only the codes the export holds', async () => {
    const res = await server.request({ method: 'GET', url: '/api/personal-zone/profile/export', as: 'member' });
    const names = await exportCodeNames(server.deps.db, res.json(), 'cs');
    expect(names.sex).toEqual({ 2: 'Žena' });
    expect(names.country).toEqual({ 203: 'Česko' });
    expect(Object.values(names.club ?? {})).toContain('BK Karlín');
    expect(Object.keys(names.match ?? {}).length).toBeGreaterThan(0);
  });
});
