// The person form in the browser's place: the sex, birth date and citizenship are marked required
// exactly when the server requires them (no birth number), and the dates are the app's Czech date
// picker (the birth date typed as well), not the browser's date input, while the form still sends
// ISO dates. The server's rules:
// packages/contract/src/persons.ts (personIdentityRules), apps/server/test/persons.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { answerCalls, apiAnswer, renderPage, zoneCaller } from '../../../test/page';
import { setupI18n } from '../../../test/render';
import { setTestRuntimeConfig } from '../../../test/runtime-config';
import { PersonFormModal } from './PersonFormModal';

const CODEBOOK = {
  sex: {
    '1': { id: 1, name: { cs: 'Muž', en: 'Male' } },
    '2': { id: 2, name: { cs: 'Žena', en: 'Female' } },
  },
  country: { '203': { id: 203, name: { cs: 'Česko', en: 'Czechia' } } },
};

const user = () => userEvent.setup({ applyAccept: false });

function renderForm() {
  renderPage({
    routes: [
      { path: '/zone/admin/persons', element: <PersonFormModal zone="admin" person={null} onClose={() => {}} /> },
      { path: '/zone/admin/persons/detail/:id', element: <p>detail</p> },
    ],
    at: '/zone/admin/persons',
    user: zoneCaller('admin', ['person.list', 'person.create']),
    codebook: CODEBOOK,
  });
}

/** The label's field: the labelled control (a Select's input, not its list; a date picker's button). */
const fieldOf = (label: string) =>
  screen
    .getAllByLabelText(new RegExp(`^${label}( \\*)?$`))
    .find((el) => el.matches('input:not([type="hidden"]), button')) as HTMLElement;

beforeAll(() => setupI18n('cs'));
beforeEach(() => setTestRuntimeConfig({ modules: [] }));

describe('the person form', () => {
  it('marks the sex, birth date and citizenship required only without a birth number', async () => {
    renderForm();
    const dialog = await screen.findByRole('dialog', { name: 'Nová osoba' });
    for (const label of ['Pohlaví', 'Státní příslušnost']) expect(fieldOf(label)).toBeRequired();
    // The date picker is a button: its label carries the required mark.
    const requiredMark = (label: string) =>
      within(dialog).getByText(label, { selector: 'label' }).querySelector('.mantine-InputWrapper-required');
    expect(requiredMark('Datum narození')).not.toBeNull();
    expect(requiredMark('Pohlaví')).not.toBeNull();

    // A valid birth number says the sex and birth date: they are no longer required.
    await user().type(fieldOf('Rodné číslo'), '975314/7745');
    await waitFor(() => expect(fieldOf('Pohlaví')).not.toBeRequired());
    expect(fieldOf('Státní příslušnost')).not.toBeRequired();
    expect(requiredMark('Datum narození')).toBeNull();
    expect(requiredMark('Pohlaví')).toBeNull();
  }, 60_000);

  it('picks dates in the app’s Czech date picker and sends them as ISO dates', async () => {
    const sent: { url: string; body: Record<string, unknown> }[] = [];
    answerCalls((url, init) => {
      sent.push({ url, body: JSON.parse(String(init?.body ?? '{}')) });
      return apiAnswer(201, { operationId: 'admin.person.create', links: [], data: { id: 5 } });
    });
    renderForm();
    const dialog = await screen.findByRole('dialog', { name: 'Nová osoba' });
    // No browser date input anywhere in the form.
    expect(dialog.querySelector('input[type="date"]')).toBeNull();
    const born = fieldOf('Datum narození');
    const consent = fieldOf('Souhlas se zpracováním údajů');
    // The birth date is typed (or picked); the consent's date is picked.
    expect(born.tagName).toBe('INPUT');
    expect(consent.tagName).toBe('BUTTON');

    await user().type(fieldOf('Jméno'), 'Vanesa');
    await user().type(fieldOf('Příjmení'), 'Vaňková');
    // Typed the Czech way, read as the date when the field is left.
    await user().type(born, '7.5.1996');
    await user().click(fieldOf('Jméno'));
    await waitFor(() => expect(born).toHaveValue('7. 5. 1996'));
    // Text that is no date gives the field its date back.
    await user().clear(born);
    await user().type(born, '31. 2. 1996');
    await user().click(fieldOf('Jméno'));
    await waitFor(() => expect(born).toHaveValue('7. 5. 1996'));
    // The birth number fills in the birth date, shown the Czech way.
    await user().type(fieldOf('Rodné číslo'), '975314/7745');
    await waitFor(() => expect(born).toHaveValue('14. 3. 1997'));

    // The consent's day picked in the calendar: the month of today, the 15th.
    await user().click(consent);
    const days = await screen.findAllByRole('button', { name: /^15 / });
    const day = days.find((b) => !b.hasAttribute('data-outside'));
    await user().click(day!);
    await waitFor(() => expect(consent).toHaveTextContent(/^15\. \d{1,2}\. \d{4}$/));

    await user().click(within(dialog).getByRole('button', { name: 'Uložit' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]!.url).toContain('/api/admin-zone/persons');
    expect(sent[0]!.body).toMatchObject({ birthDate: '1997-03-14', sexId: 2 });
    expect(sent[0]!.body.gdprConsentDate).toMatch(/^\d{4}-\d{2}-15$/);
  }, 60_000);
});
