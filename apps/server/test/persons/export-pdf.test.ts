// The GDPR export as a PDF (issue 29 §7): a readable file whose text keeps Czech diacritics, with
// the sections in the caller's language and "no records" for an empty part. No database: the
// export's rows are built here as SQL would return them.
import type { PersonDataExport } from '@fedra/contract';
import { PDFParse } from 'pdf-parse';
import { describe, expect, it } from 'vitest';
import { personExportPdf } from '../../src/features/persons/persons.export-pdf';

const data: PersonDataExport = {
  exportedAt: '2026-03-07T13:05:00.000Z',
  person: {
    id: 42,
    registration_number: 'CZE 0042',
    title: null,
    first_name: 'Řehoř',
    last_name: 'Šťastný',
    birth_date: '1985-11-02',
    city: 'Ústí nad Labem',
    is_contact_public: false,
    additional_data: { poznámka: 'žluťoučký kůň', tags: ['a', 'b'] },
    // A long value must wrap inside the page, not run off it.
    street: 'Dlouhá '.repeat(60),
  },
  roles: [
    {
      id: 7,
      type_name: 'Hráč',
      club_name: 'TJ Sokol Dvůr Králové',
      valid_from: '2020-01-01',
      valid_till: null,
      created_at: new Date('2020-01-02T08:30:00Z'),
    },
  ],
  contributions: [{ season_name: '2025/2026', amount: 500, paid: true, paid_at: '2025-09-15T10:00:00.000Z' }],
  tournaments: [],
  leagueGames: [],
  refereeJournal: [],
  requests: [],
  changeRequests: [],
  users: [],
  changes: [{ at: '2026-03-01T09:00:00.000Z', action: 'person.update', details: { city: ['Brno', 'Ústí'] } }],
};

async function pdfText(pdf: Buffer): Promise<string> {
  const parser = new PDFParse({ data: new Uint8Array(pdf) });
  try {
    return (await parser.getText()).text;
  } finally {
    await parser.destroy();
  }
}

describe('GDPR export as PDF', () => {
  it('renders the person and every part in Czech, diacritics included', async () => {
    const pdf = await personExportPdf(data, 'cs');
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
    // Dates and times as Czech users read them (Prague time), nested objects as JSON.
    expect(text).toContain('2. 11. 1985');
    expect(text).toContain('7. 3. 2026 14:05');
    expect(text).toContain('žluťoučký kůň');
  });

  it('writes the headings in English for an English caller', async () => {
    const text = await pdfText(await personExportPdf(data, 'en'));
    expect(text).toContain('Personal data held in Fedra');
    expect(text).toContain('Řehoř Šťastný');
    for (const heading of ['Person', 'Roles and memberships', 'Contributions', 'Referee journal', 'Change history'])
      expect(text).toContain(heading);
    expect(text).toContain('No records');
    expect(text).not.toContain('Žádné záznamy');
    expect(text).toContain('1985-11-02');
  });
});
