// The result import buttons of the standings toolbar: shown only to who may import or pair; the CSV
// import uploads with progress, then shows the summary with each unprocessed row's message (or the
// file's problems under the picker); the unpaired rows list with their person picker and a dismiss
// that asks first. The calls are answered by a stubbed fetch and a fake XMLHttpRequest; the
// server's side is tested in apps/server/test/result-imports/result-imports.test.ts, the flow in e2e.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { FakeXhr, installFakeXhr } from '../../platform/files/fake-xhr';
import { loadNamespace } from '../../platform/i18n/i18n';
import { answerCalls, apiAnswer, renderPart, zoneCaller } from '../../test/page';
import { setupI18n } from '../../test/render';
import { setTestRuntimeConfig } from '../../test/runtime-config';
import ResultImportActions from './ResultImportActions';

const user = () => userEvent.setup({ applyAccept: false });
const IMPORTER = [
  'tournament.dynamic.list',
  'tournament.dynamic.results.import',
  'tournament.dynamic.participant.pair',
];

const unpairedRow = {
  id: 41,
  tournamentId: 5,
  competitionId: 9,
  competitionName: 'Fleret muži',
  source: 'csv',
  rowNumber: 6,
  registrationNumber: null,
  firstName: 'Tomáš',
  lastName: 'Neznámý',
  birthDate: '2004-02-14',
  clubName: 'Šermířský klub Tábor',
  rankFrom: 5,
  rankTo: 5,
  standingShared: false,
  result: '1 V / 4 P',
  points: null,
  reason: 'notFound',
  links: [
    { rel: 'pair', method: 'POST', href: '/api/admin-zone/tournaments/competitions/participants/pair' },
    { rel: 'delete', method: 'DELETE', href: '/api/admin-zone/tournaments/unpaired-results/41' },
  ],
};
const list = (rows: unknown[]) => apiAnswer(200, { data: rows, limit: 200, offset: 0, total: rows.length });

const uploadAnswer = () =>
  apiAnswer(200, {
    operationId: 'admin.file.upload',
    links: [],
    data: {
      uploadUrl: '/api/files/upload/x?expires=1&signature=s',
      method: 'PUT',
      headers: { 'Content-Type': 'text/csv' },
      fileUrl: 'fedra-file://result-import/x',
      expiresAt: '',
      fileUrlExpiresAt: '',
    },
  });

beforeAll(async () => {
  await setupI18n('cs');
  await Promise.all([loadNamespace('result-imports'), loadNamespace('person-select')]);
});
beforeEach(() => {
  setTestRuntimeConfig({ modules: ['tournamentDynamic'] });
  installFakeXhr();
});

describe('ResultImportActions', () => {
  it('shows nothing to who may only read the standings', async () => {
    const fetch = answerCalls(() => list([]));
    const { container } = renderPart(<ResultImportActions tournamentId={5} competitionId={9} />, {
      user: zoneCaller('admin', ['tournament.dynamic.list']),
    });
    await new Promise((r) => setTimeout(r, 50));
    expect(container.querySelector('button')).toBeNull();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('gives the keyboard focus back to the button that opened a dialog when it closes', async () => {
    answerCalls(() => list([]));
    renderPart(<ResultImportActions tournamentId={5} competitionId={9} />, { user: zoneCaller('admin', IMPORTER) });
    const u = user();
    for (const [name, title] of [
      ['Import výsledků (CSV)', 'Import výsledků z CSV'],
      ['Nespárované (0)', /Nespárované/],
    ] as const) {
      const opener = await screen.findByRole('button', { name });
      await u.click(opener);
      await screen.findByRole('dialog', { name: title });
      await u.keyboard('{Escape}');
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      await waitFor(() => expect(opener).toHaveFocus());
    }
  });

  it('imports a CSV with progress and shows the summary; the CSV waits for a discipline', async () => {
    const bodies: unknown[] = [];
    answerCalls((url, init) => {
      if (init?.body) bodies.push(JSON.parse(String(init.body)));
      if (url.includes('/unpaired-results')) return list([unpairedRow]);
      if (url.endsWith('/files/upload-url')) return uploadAnswer();
      return apiAnswer(200, {
        operationId: 'tournament.competition.results.import.csv',
        links: [],
        data: {
          total: 6,
          processed: 5,
          unprocessed: 1,
          unpaired: 1,
          created: 5,
          competitionIds: [9],
          rows: [
            {
              row: 6,
              competitionId: 9,
              code: 'notFound',
              message: 'Osobu Tomáš Neznámý se nepodařilo najít; výsledek čeká na ruční spárování.',
            },
          ],
        },
      });
    });
    const first = renderPart(<ResultImportActions tournamentId={5} competitionId={null} />, {
      user: zoneCaller('admin', IMPORTER),
    });
    // The dialogs' module loads the first time the buttons show.
    expect(await screen.findByRole('button', { name: 'Import výsledků (CSV)' })).toBeDisabled();
    expect(await screen.findByRole('button', { name: 'Nespárované (1)' })).toBeInTheDocument();
    first.unmount();
    renderPart(<ResultImportActions tournamentId={5} competitionId={9} />, { user: zoneCaller('admin', IMPORTER) });
    await user().click(await screen.findByRole('button', { name: 'Import výsledků (CSV)' }));
    const dialog = await screen.findByRole('dialog', { name: 'Import výsledků z CSV' });
    await user().click(within(dialog).getByRole('button', { name: 'Importovat' }));
    expect(await within(dialog).findByText('Pole Soubor je povinné')).toBeInTheDocument();
    const input = dialog.querySelector<HTMLInputElement>('input[type="file"]')!;
    await user().upload(input, new File(['Umístění;Příjmení;Jméno\n'], 'vysledky.csv', { type: 'text/csv' }));
    await user().click(within(dialog).getByRole('button', { name: 'Importovat' }));
    await waitFor(() => expect(FakeXhr.last).toBeDefined());
    await FakeXhr.last!.sending;
    FakeXhr.last!.progress(5, 10);
    expect(await screen.findByText('Nahrávání souboru: 50 %')).toBeInTheDocument();
    FakeXhr.last!.respond(204);
    expect(await within(dialog).findByText('Výsledek importu')).toBeInTheDocument();
    expect(
      within(dialog).getByText('Osobu Tomáš Neznámý se nepodařilo najít; výsledek čeká na ruční spárování.'),
    ).toBeInTheDocument();
    expect(bodies).toEqual([
      { name: 'vysledky.csv', contentType: 'text/csv', size: 31, purpose: 'result-import' },
      { fileUrl: 'fedra-file://result-import/x' },
    ]);
  });

  it("shows the file's problems under the picker", async () => {
    answerCalls((url) => {
      if (url.includes('/unpaired-results')) return list([]);
      if (url.endsWith('/files/upload-url')) return uploadAnswer();
      return apiAnswer(400, {
        status: 400,
        title: 'Neplatná data',
        errors: [{ field: 'fileUrl', message: 'V záhlaví chybí sloupce: Jméno.' }],
      });
    });
    renderPart(<ResultImportActions tournamentId={5} competitionId={9} />, { user: zoneCaller('admin', IMPORTER) });
    await user().click(await screen.findByRole('button', { name: 'Import výsledků (CSV)' }));
    const dialog = await screen.findByRole('dialog', { name: 'Import výsledků z CSV' });
    const input = dialog.querySelector<HTMLInputElement>('input[type="file"]')!;
    await user().upload(input, new File(['Umístění\n'], 'vysledky.csv', { type: 'text/csv' }));
    await user().click(within(dialog).getByRole('button', { name: 'Importovat' }));
    await waitFor(() => expect(FakeXhr.last).toBeDefined());
    await FakeXhr.last!.sending;
    FakeXhr.last!.respond(204);
    expect(await within(dialog).findByText('V záhlaví chybí sloupce: Jméno.')).toBeInTheDocument();
    expect(within(dialog).queryByText('Výsledek importu')).toBeNull();
  });

  it('lists the unpaired rows; pairing asks for a person, dismissing asks first', async () => {
    const calls: string[] = [];
    answerCalls((url, init) => {
      calls.push(`${init?.method ?? 'GET'} ${url.split('?')[0]}`);
      if (init?.method === 'DELETE') return new Response(null, { status: 202 });
      return list([unpairedRow]);
    });
    renderPart(<ResultImportActions tournamentId={5} competitionId={9} />, { user: zoneCaller('admin', IMPORTER) });
    await user().click(await screen.findByRole('button', { name: 'Nespárované (1)' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nespárované výsledky' });
    const card = within(dialog).getByRole('region', { name: 'Tomáš Neznámý' });
    expect(within(card).getByText('Osoba nenalezena')).toBeInTheDocument();
    expect(within(card).getByText(/14\. 2\. 2004 · Šermířský klub Tábor/)).toBeInTheDocument();
    await user().click(within(card).getByRole('button', { name: 'Spárovat' }));
    expect(await within(card).findByText('Vyberte osobu.')).toBeInTheDocument();
    await user().click(within(card).getByRole('button', { name: 'Zahodit' }));
    const confirm = await screen.findByRole('dialog', { name: 'Zahodit nespárovaný výsledek' });
    expect(within(confirm).getByText(/Opravdu chcete zahodit výsledek osoby Tomáš Neznámý/)).toBeInTheDocument();
    await user().click(within(confirm).getByRole('button', { name: 'Zahodit' }));
    await waitFor(() => expect(calls).toContain('DELETE /api/admin-zone/tournaments/unpaired-results/41'));
    // The list is read again after the dismissal.
    await waitFor(() => expect(calls.filter((c) => c.endsWith('/unpaired-results')).length).toBeGreaterThanOrEqual(2));
  });
});
