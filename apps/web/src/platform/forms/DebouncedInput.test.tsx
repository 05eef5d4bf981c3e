import { act, fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders, setupI18n } from '../../test/render';
import { DebouncedInput } from './DebouncedInput';

describe('DebouncedInput', () => {
  beforeAll(async () => {
    await setupI18n('cs');
  });
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('reports the value once typing pauses for 250 ms', () => {
    const onChange = vi.fn();
    renderWithProviders(<DebouncedInput label="Hledat" onChange={onChange} />);
    const input = screen.getByLabelText('Hledat');
    fireEvent.change(input, { target: { value: 'Pe' } });
    act(() => vi.advanceTimersByTime(200));
    fireEvent.change(input, { target: { value: 'Petr' } });
    act(() => vi.advanceTimersByTime(249));
    expect(onChange).not.toHaveBeenCalled();
    expect(input).toHaveValue('Petr');
    act(() => vi.advanceTimersByTime(1));
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onChange).toHaveBeenCalledWith('Petr');
  });

  it('honours a custom delay, commits on Enter and clears at once', () => {
    const onChange = vi.fn();
    renderWithProviders(<DebouncedInput label="Hledat" delay={1000} onChange={onChange} />);
    const input = screen.getByLabelText('Hledat');
    fireEvent.change(input, { target: { value: 'Eva' } });
    act(() => vi.advanceTimersByTime(999));
    expect(onChange).not.toHaveBeenCalled();
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(onChange).toHaveBeenLastCalledWith('Eva');

    fireEvent.click(screen.getByRole('button', { name: 'Vymazat' }));
    expect(onChange).toHaveBeenLastCalledWith('');
    expect(input).toHaveValue('');
    act(() => vi.advanceTimersByTime(2000));
    expect(onChange).toHaveBeenCalledTimes(2);
  });

  it('shows a value set from outside and drops pending typing', () => {
    const onChange = vi.fn();
    function Harness() {
      const [value, setValue] = useState('start');
      return (
        <>
          <DebouncedInput label="Hledat" value={value} onChange={onChange} />
          <button type="button" onClick={() => setValue('')}>
            reset
          </button>
        </>
      );
    }
    renderWithProviders(<Harness />);
    const input = screen.getByLabelText('Hledat');
    expect(input).toHaveValue('start');
    fireEvent.change(input, { target: { value: 'typed' } });
    fireEvent.click(screen.getByRole('button', { name: 'reset' }));
    expect(input).toHaveValue('');
    act(() => vi.advanceTimersByTime(500));
    expect(onChange).not.toHaveBeenCalled();
  });
});
