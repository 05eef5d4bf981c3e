import { Button, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeAll, describe, expect, it } from 'vitest';
import { renderWithProviders, setupI18n } from '../../test/render';
import { ApiError } from '../api/api-error';
import { applyServerErrors, useServerErrors } from './use-server-errors';

function problem(errors: { field?: string; message: string }[]) {
  return new ApiError(400, {
    type: 'about:blank',
    title: 'Odeslaná data nejsou platná.',
    status: 400,
    code: 'validation_failed',
    errors,
  });
}

function BoardForm({ error }: { error: unknown }) {
  const form = useForm({ mode: 'controlled', initialValues: { name: '', validity: { from: '' } } });
  const showServerErrors = useServerErrors(form, { fieldMap: { validFrom: 'validity.from' } });
  const [result, setResult] = useState('');
  return (
    <form>
      <TextInput label="Název" {...form.getInputProps('name')} />
      <TextInput label="Platí od" {...form.getInputProps('validity.from')} />
      <Button
        onClick={() => {
          const r = showServerErrors(error);
          setResult(`${r.matched}|${r.messages.join(';')}`);
        }}
      >
        Uložit
      </Button>
      <output>{result}</output>
    </form>
  );
}

describe('server errors on a form', () => {
  beforeAll(async () => {
    await setupI18n('cs');
  });

  it('shows field errors next to their fields and returns the rest', async () => {
    const error = problem([
      { field: 'name', message: 'Pole Název je povinné' },
      { field: 'validFrom', message: 'Pole Platí od musí být platné datum' },
      { field: 'unknown', message: 'Pole unknown není povoleno' },
      { message: 'Záznam koliduje s existujícími daty.' },
    ]);
    renderWithProviders(<BoardForm error={error} />);
    expect(screen.queryByText('Pole Název je povinné')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Uložit' }));
    expect(await screen.findByText('Pole Název je povinné')).toBeInTheDocument();
    expect(screen.getByText('Pole Platí od musí být platné datum')).toBeInTheDocument();
    expect(screen.getByLabelText('Název')).toHaveAttribute('aria-invalid', 'true');
    // <output> has the status role.
    expect(screen.getByRole('status')).toHaveTextContent(
      'true|Pole unknown není povoleno;Záznam koliduje s existujícími daty.',
    );
  });

  it('reports no match for errors without fields, and nothing for non-API errors', () => {
    const calls: string[] = [];
    const target = { getValues: () => ({ name: '' }), setFieldError: ((p: string) => calls.push(p)) as never };
    expect(applyServerErrors(target, problem([{ message: 'Chyba' }]))).toEqual({ matched: false, messages: ['Chyba'] });
    expect(applyServerErrors(target, new Error('network'))).toEqual({ matched: false, messages: [] });
    expect(calls).toEqual([]);
  });
});
