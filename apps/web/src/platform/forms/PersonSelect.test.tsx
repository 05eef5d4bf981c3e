// The person picker opens no dropdown until something is typed: a form that focuses its first
// error (an empty required person) would otherwise cover that error with "Napište alespoň 2 znaky".
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { answerCalls, apiAnswer, renderPart } from '../../test/page';
import { setupI18n } from '../../test/render';
import { PersonSelect } from './PersonSelect';

beforeAll(() => setupI18n('cs'));

describe('the person picker', () => {
  it('says nothing on focus alone, and asks for two characters once one is typed', async () => {
    answerCalls(() => apiAnswer(200, { data: [], limit: 20, offset: 0, total: 0 }));
    renderPart(<PersonSelect label="Osoba" required error="Pole Osoba je povinné" value={null} onChange={() => {}} />);
    // The typing input (the select's hidden value input shares the label).
    const input = screen
      .getAllByLabelText(/^Osoba/)
      .find((el) => el instanceof HTMLInputElement && el.type !== 'hidden') as HTMLInputElement;
    input.focus();
    await userEvent.setup().click(input);
    expect(screen.getByText('Pole Osoba je povinné')).toBeVisible();
    expect(screen.queryByText('Napište alespoň 2 znaky')).toBeNull();
    await userEvent.setup().type(input, 'N');
    await waitFor(() => expect(screen.getByText('Napište alespoň 2 znaky')).toBeInTheDocument());
  });
});
