// A moment (a match's start, a hearing, a publication, a sending) as the typed date beside its time
// ("9:30"), in place of the browser's own date-and-time input, whose look and order followed the
// browser's language. The value is what that input gave, "YYYY-MM-DDTHH:mm" in the browser's time
// zone and '' until both parts are there, so the forms' own conversions stay as they were. Imported
// by its path, as DateField is: the dates library loads with the pages that use it.
import { Group, Input } from '@mantine/core';
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TypedDateField } from './DateField';
import { parseTypedTime } from './typed-date';

interface Parts {
  date: string;
  /** The time as typed; read with parseTypedTime. */
  time: string;
}

const partsOf = (value: string | null): Parts =>
  value && /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(value)
    ? { date: value.slice(0, 10), time: value.slice(11, 16) }
    : { date: '', time: '' };

const momentOf = ({ date, time }: Parts): string => {
  const hhmm = parseTypedTime(time);
  return date && hhmm ? `${date}T${hhmm}` : '';
};

export function TypedDateTimeField({
  label,
  description,
  required,
  error,
  value = '',
  onChange,
  minDate,
  w,
  'data-autofocus': autofocus,
}: {
  label: string;
  description?: ReactNode;
  required?: boolean;
  error?: ReactNode;
  value?: string | null;
  onChange: (value: string) => void;
  /** The earliest day the calendar offers (a typed earlier one is left to the form's check). */
  minDate?: string;
  w?: string | number | Record<string, string | number>;
  'data-autofocus'?: boolean;
}) {
  const { t } = useTranslation('forms');
  // The date's id, so the time can be described by the same message and hint (Mantine names them
  // after the input's id).
  const dateId = useId();
  const describedBy =
    [error && typeof error !== 'boolean' && `${dateId}-error`, description && `${dateId}-description`]
      .filter(Boolean)
      .join(' ') || undefined;
  const [parts, setParts] = useState<Parts>(() => partsOf(value));
  // What this field reported last: a different value comes from outside ("Now", a reset) and is shown.
  const reported = useRef(value);
  useEffect(() => {
    if (value !== reported.current) {
      reported.current = value;
      setParts(partsOf(value));
    }
  }, [value]);
  const change = (next: Parts) => {
    setParts(next);
    reported.current = momentOf(next);
    onChange(reported.current);
  };
  return (
    <TypedDateField
      id={dateId}
      label={label}
      description={description}
      error={error}
      required={required}
      minDate={minDate}
      value={parts.date}
      onChange={(date) => change({ ...parts, date })}
      data-autofocus={autofocus}
      w={w}
      // The time sits beside the date, between the label and the message, which both belong to it.
      inputContainer={(date) => (
        <Group gap="xs" wrap="nowrap" align="flex-start">
          <div style={{ flex: 1, minWidth: 0 }}>{date}</div>
          {/* A bare input: a TextInput's own wrapper would describe it by its own (absent) message. */}
          <Input
            withAria={false}
            id={`${dateId}-time`}
            aria-label={t('date.timeOf', { label })}
            placeholder={t('date.timePlaceholder')}
            inputMode="numeric"
            autoComplete="off"
            required={required}
            error={Boolean(error)}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy}
            value={parts.time}
            onChange={(event) => change({ ...parts, time: event.currentTarget.value })}
            // A time read shows the way it was understood ("9.30" becomes "09:30").
            onBlur={() => {
              const hhmm = parseTypedTime(parts.time);
              if (hhmm && hhmm !== parts.time) setParts({ ...parts, time: hhmm });
            }}
            w={90}
          />
        </Group>
      )}
    />
  );
}
