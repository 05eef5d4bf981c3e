// A form's date in the app's date picker ("7. 3. 2026", weeks from Monday, Czech month names)
// rather than the browser's own date input, whose look and order of day and month follow the
// browser; TypedDateField takes the date typed as well. The value stays what the form keeps: an ISO
// date, '' for none. Imported by its path, not through the forms' index: the dates library loads
// with the pages that use it.
import 'dayjs/locale/cs';
import { DATE_BOUNDS } from '@fedra/contract/common/schemas';
import {
  DateInput,
  type DateInputProps,
  DatePickerInput,
  type DatePickerInputProps,
  DatesProvider,
} from '@mantine/dates';
import { IconCalendar } from '@tabler/icons-react';
import { type RefObject, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { parseTypedDate } from './typed-date';

type IsoValue = {
  value?: string | null;
  onChange?: (value: string) => void;
};

/** The focus after the clear button, which goes with the value: back to the field. */
function refocusAfterClear(ref: RefObject<HTMLElement | null>) {
  window.setTimeout(() => {
    const active = document.activeElement;
    if ((active === null || active === document.body) && ref.current?.isConnected) ref.current.focus();
  }, 0);
}

/**
 * What every date field shares: Czech or English month names with weeks from Monday, the server's
 * date bounds, a clear button on an optional date, and named calendar buttons.
 */
function useDateSettings(required: boolean | undefined) {
  const { t, i18n } = useTranslation('forms');
  const ref = useRef<HTMLButtonElement & HTMLInputElement>(null);
  return {
    t,
    ref,
    settings: { locale: i18n.language === 'en' ? 'en' : 'cs', firstDayOfWeek: 1 as const },
    field: {
      ref,
      leftSection: <IconCalendar size={16} aria-hidden />,
      minDate: DATE_BOUNDS.min,
      maxDate: DATE_BOUNDS.max,
      // Today is marked, the day most dates are counted from.
      highlightToday: true,
      // An optional date can be taken back.
      clearable: !required,
      clearButtonProps: { 'aria-label': t('date.clear') },
      // The calendar's arrows are buttons: each says what it does. Its heading ("prosinec 2026") is a
      // button named by its text alone, as a label of other words would not match what is seen.
      ariaLabels: {
        previousMonth: t('date.previousMonth'),
        nextMonth: t('date.nextMonth'),
        previousYear: t('date.previousYear'),
        nextYear: t('date.nextYear'),
        previousDecade: t('date.previousDecade'),
        nextDecade: t('date.nextDecade'),
      },
      required,
    },
  };
}

/** A single date's field: the above, with the form's ISO value ('' for none). */
function useDateFieldProps({ value, onChange, required }: IsoValue & { required?: boolean }) {
  const { ref, ...shared } = useDateSettings(required);
  return {
    ...shared,
    iso: {
      value: value || null,
      onChange: (next: string | Date | null) => {
        onChange?.(next ? String(next).slice(0, 10) : '');
        if (!next) refocusAfterClear(ref);
      },
    },
  };
}

/**
 * The picker's open calendar is a dialog named by aria-labelledby with the popover's id, which
 * Mantine meant for the field's button but gives the button the field's own id: with one id for
 * both, the calendar is named by its field (axe: aria-dialog-name).
 */
function useNamedCalendar(id: string | undefined) {
  const ownId = useId();
  const fieldId = id ?? ownId;
  // A picked day takes the focus back to the field (Mantine leaves it on the page's body).
  return { id: fieldId, popoverProps: { returnFocus: true, id: fieldId } };
}

/** The picker's placeholder is text, not an input's ::placeholder: Mantine's grey fails AA contrast. */
const PLACEHOLDER_STYLES = { placeholder: { color: 'var(--mantine-color-gray-7)' } };

export function DateField({
  value,
  onChange,
  required,
  id,
  ...props
}: Omit<DatePickerInputProps<'default'>, 'value' | 'onChange' | 'type'> & IsoValue) {
  const { t, settings, field, iso } = useDateFieldProps({ value, onChange, required });
  const calendar = useNamedCalendar(id);
  return (
    <DatesProvider settings={settings}>
      <DatePickerInput
        valueFormat={t('list.dateFormat')}
        styles={PLACEHOLDER_STYLES}
        {...field}
        {...calendar}
        {...props}
        {...iso}
      />
    </DatesProvider>
  );
}

/** A period's two ISO dates; null for an open end. */
export type IsoRange = [string | null, string | null];

/**
 * A period picked in one calendar (a list's date filter, a page's period). The range is reported
 * once both ends are picked or both cleared, not after the first click.
 */
export function DateRangeField({
  value,
  onChange,
  id,
  ...props
}: Omit<DatePickerInputProps<'range'>, 'value' | 'onChange' | 'type'> & {
  value: IsoRange;
  onChange: (value: IsoRange) => void;
}) {
  const { t, ref, settings, field } = useDateSettings(false);
  const calendar = useNamedCalendar(id);
  const [range, setRange] = useState<IsoRange>(value);
  const [from, to] = value;
  useEffect(() => setRange([from, to]), [from, to]);
  return (
    <DatesProvider settings={settings}>
      <DatePickerInput
        type="range"
        valueFormat={t('list.dateFormat')}
        styles={PLACEHOLDER_STYLES}
        allowSingleDateInRange
        {...field}
        {...calendar}
        {...props}
        value={range}
        onChange={(next) => {
          const ends = next.map((d) => (d ? String(d).slice(0, 10) : null)) as IsoRange;
          setRange(ends);
          if (ends[0] && ends[1]) onChange(ends);
          else if (!ends[0] && !ends[1]) {
            onChange(ends);
            refocusAfterClear(ref);
          }
        }}
      />
    </DatesProvider>
  );
}

/**
 * A date typed ("17. 5. 2012") or picked in the same calendar: for a date years back, a birth date,
 * which is quicker to type than to reach through the decades. Text that is no date puts the field
 * back to its value when it loses the focus.
 *
 * The calendar opens on a click, on typing or on Arrow down, not on every focus as Mantine's does:
 * a refused form focuses its first invalid field, and a calendar opened then covered the message
 * under it; a keyboard user tabbing through the form passes the field by. It closes on a day
 * picked, Escape, a click outside and leaving the field (its focus is not given back, which would
 * open it again and hold the keyboard in the field).
 *
 * A narrower `minDate` or `maxDate` (a journal from 2000, a payment not in the future) greys the
 * calendar's days outside it, but a typed date outside it is kept, not silently put back: the form's
 * check names the bound next to the field.
 */
export function TypedDateField({
  value,
  onChange,
  required,
  minDate,
  maxDate,
  excludeDate,
  onClick,
  onInput,
  onKeyDown,
  onBlur,
  getDayProps,
  ...props
}: Omit<DateInputProps, 'value' | 'onChange' | 'minDate' | 'maxDate'> &
  IsoValue & { minDate?: string; maxDate?: string }) {
  const { t, settings, field, iso } = useDateFieldProps({ value, onChange, required });
  const [open, setOpen] = useState(false);
  const outside = (day: string) =>
    (minDate !== undefined && day < minDate) || (maxDate !== undefined && day > maxDate) || !!excludeDate?.(day);
  return (
    <DatesProvider settings={settings}>
      <DateInput
        valueFormat={t('date.typedFormat')}
        placeholder={t('date.typedPlaceholder')}
        dateParser={parseTypedDate}
        fixOnBlur
        {...field}
        popoverProps={{ opened: open, onClose: () => setOpen(false) }}
        excludeDate={outside}
        getDayProps={(day) => {
          const own = getDayProps?.(day);
          return {
            ...own,
            onClick: (event) => {
              own?.onClick?.(event);
              setOpen(false);
            },
          };
        }}
        onClick={(event) => {
          setOpen(true);
          onClick?.(event);
        }}
        onInput={(event) => {
          setOpen(true);
          onInput?.(event);
        }}
        onKeyDown={(event) => {
          if (event.key === 'Escape') setOpen(false);
          if (event.key === 'ArrowDown') setOpen(true);
          onKeyDown?.(event);
        }}
        onBlur={(event) => {
          setOpen(false);
          onBlur?.(event);
        }}
        {...props}
        {...iso}
      />
    </DatesProvider>
  );
}
