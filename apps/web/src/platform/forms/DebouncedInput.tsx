// A text input that reports its value after the user pauses typing (spec 000 §9: 250 ms).
import { CloseButton, TextInput, type TextInputProps } from '@mantine/core';
import { type ChangeEvent, type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

export const DEBOUNCE_DELAY = 250;

export interface DebouncedInputProps extends Omit<TextInputProps, 'value' | 'defaultValue' | 'onChange'> {
  /** The committed value; when it changes from outside, the input shows it and drops pending typing. */
  value?: string;
  /** Called with the value once typing has paused for `delay` ms (at once for clear and Enter). */
  onChange: (value: string) => void;
  delay?: number;
}

/** TextInput with a debounced onChange(value) and a clear button. */
export function DebouncedInput({
  value = '',
  onChange,
  delay = DEBOUNCE_DELAY,
  rightSection,
  onKeyDown,
  ...rest
}: DebouncedInputProps) {
  const { t } = useTranslation('forms');
  const [text, setText] = useState(value);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;
  const committed = useRef(value);

  // A new value from outside (e.g. "clear filters") replaces what is shown.
  useEffect(() => {
    if (value === committed.current) return;
    committed.current = value;
    clearTimeout(timer.current);
    setText(value);
  }, [value]);

  useEffect(() => () => clearTimeout(timer.current), []);

  const commit = (next: string) => {
    clearTimeout(timer.current);
    if (next === committed.current) return;
    committed.current = next;
    onChangeRef.current(next);
  };

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    const next = event.currentTarget.value;
    setText(next);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => commit(next), delay);
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') commit(text);
    onKeyDown?.(event);
  };

  const clear = () => {
    setText('');
    commit('');
  };

  return (
    <TextInput
      {...rest}
      value={text}
      onChange={handleChange}
      onKeyDown={handleKeyDown}
      rightSection={
        text && !rest.disabled && !rest.readOnly ? (
          <CloseButton size="sm" aria-label={t('input.clear')} onClick={clear} />
        ) : (
          rightSection
        )
      }
    />
  );
}
