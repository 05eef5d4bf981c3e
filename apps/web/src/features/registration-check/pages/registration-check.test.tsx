// The public registration-number check page: the check a QR code's address runs at once, the
// badges in words (not colour only) with the QR images named by their number, the server's
// 'Check failed' message under the field, the required field, and no page while the feature is off.
import type { PublicValidation } from '@fedra/contract/registration-check';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { answerCalls, apiAnswer, renderPage } from '../../../test/page';
import { setupI18n } from '../../../test/render';
import { setTestRuntimeConfig } from '../../../test/runtime-config';
import RegistrationCheckPage from './RegistrationCheckPage';

const ON = { public: { 'public-registration-number-validation': { isActive: true } } };
const PATH = '/zone/public/person/registration-numbers-validation';
const QR = 'data:image/png;base64,iVBORw0KGgo=';

const RESULTS: PublicValidation[] = [
  { registrationNumbersRaw: 'cze123456', registrationNumber: 'CZE 123-456', isValid: true, qrCode: QR },
  { registrationNumbersRaw: 'SVK 000-001', registrationNumber: 'SVK 000-001', isValid: false, qrCode: QR },
  { registrationNumbersRaw: 'СZE 111-222', registrationNumber: null, isValid: false, qrCode: null },
];

function renderCheck(at = PATH, features: object = ON) {
  renderPage({ routes: [{ path: PATH, element: <RegistrationCheckPage /> }], at, features });
}

beforeAll(async () => {
  await setupI18n('cs');
});
beforeEach(() => setTestRuntimeConfig({}));

describe('the registration-number check page', () => {
  it("runs the check of a QR code's number as it opens and shows each result in words", async () => {
    const fetch = answerCalls(() => apiAnswer(200, { operationId: 'x', links: [], data: RESULTS }));
    renderCheck(`${PATH}?number=${encodeURIComponent('CZE 123-456')}`);
    const items = await screen.findAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(JSON.parse(String(fetch.mock.calls[0]![1]?.body))).toEqual({ text: 'CZE 123-456' });
    expect(screen.getByRole('textbox', { name: /Text s registračními čísly/ })).toHaveValue('CZE 123-456');
    expect(screen.getByText('Nalezena 3 čísla')).toBeInTheDocument();
    expect(within(items[0]!).getByText('Platné')).toBeInTheDocument();
    expect(within(items[0]!).getByText('V textu: cze123456')).toBeInTheDocument();
    expect(
      within(items[0]!).getByRole('img', { name: 'QR kód s odkazem na kontrolu čísla CZE 123-456' }),
    ).toHaveAttribute('src', QR);
    expect(within(items[1]!).getByText('Neplatné')).toBeInTheDocument();
    expect(within(items[2]!).getByText('Chybný zápis')).toBeInTheDocument();
    expect(within(items[2]!).queryByRole('img')).toBeNull();
  });

  it("asks for the text, and shows the server's 'Check failed' under the field", async () => {
    const fetch = answerCalls(() =>
      apiAnswer(400, {
        type: 'about:blank#check_failed',
        title: 'Kontrola se nezdařila',
        status: 400,
        code: 'check_failed',
        errors: [{ field: 'text', message: 'Pro kontrolu nebyla v zadaném textu nalezena žádná čísla' }],
      }),
    );
    renderCheck();
    await userEvent.click(await screen.findByRole('button', { name: 'Zkontrolovat' }));
    expect(screen.getByText('Vložte text s registračními čísly.')).toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalled();
    await userEvent.type(screen.getByRole('textbox', { name: /Text s registračními čísly/ }), 'nic');
    await userEvent.click(screen.getByRole('button', { name: 'Zkontrolovat' }));
    expect(
      await screen.findByText('Kontrola se nezdařila: Pro kontrolu nebyla v zadaném textu nalezena žádná čísla'),
    ).toBeInTheDocument();
  });

  it('is not there while the feature is off', async () => {
    answerCalls(() => apiAnswer(404, {}));
    renderCheck(PATH, { public: {} });
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.queryByText('Kontrola registračních čísel')).toBeNull();
  });
});
