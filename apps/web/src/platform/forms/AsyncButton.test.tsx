import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders, setupI18n } from '../../test/render';
import { AsyncButton } from './AsyncButton';

function deferred() {
  let resolve!: () => void;
  let reject!: (e: unknown) => void;
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('AsyncButton', () => {
  beforeAll(async () => {
    await setupI18n('cs');
  });
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('is disabled while running, shows success for 1500 ms, then resets', async () => {
    const d = deferred();
    const onClick = vi.fn(() => d.promise);
    renderWithProviders(<AsyncButton onClick={onClick}>Uložit</AsyncButton>);
    const button = screen.getByRole('button', { name: 'Uložit' });

    fireEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
    fireEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);

    await act(async () => d.resolve());
    expect(button).not.toBeDisabled();
    expect(button).toHaveAttribute('data-status', 'success');
    expect(screen.getByRole('status')).toHaveTextContent('Hotovo');

    act(() => vi.advanceTimersByTime(1499));
    expect(screen.getByRole('status')).toHaveTextContent('Hotovo');
    act(() => vi.advanceTimersByTime(1));
    expect(button).toHaveAttribute('data-status', 'idle');
    expect(screen.getByRole('status')).toHaveTextContent('');
  });

  it('shows the error for a custom duration and hands the error over', async () => {
    const d = deferred();
    const onError = vi.fn();
    renderWithProviders(
      <AsyncButton onClick={() => d.promise} onError={onError} resultDuration={500}>
        Smazat
      </AsyncButton>,
    );
    const button = screen.getByRole('button', { name: 'Smazat' });
    fireEvent.click(button);
    const failure = new Error('boom');
    await act(async () => d.reject(failure));
    expect(onError).toHaveBeenCalledWith(failure);
    expect(button).toHaveAttribute('data-status', 'error');
    expect(screen.getByRole('status')).toHaveTextContent('Nepodařilo se');
    act(() => vi.advanceTimersByTime(500));
    expect(button).toHaveAttribute('data-status', 'idle');
  });

  it('runs from the keyboard', async () => {
    // Testing Library's waiting needs real timers.
    vi.useRealTimers();
    const user = userEvent.setup();
    const onClick = vi.fn(() => Promise.resolve());
    renderWithProviders(<AsyncButton onClick={onClick}>Odeslat</AsyncButton>);
    await user.tab();
    expect(screen.getByRole('button', { name: 'Odeslat' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(await screen.findByText('Hotovo')).toBeInTheDocument();
  });
});
