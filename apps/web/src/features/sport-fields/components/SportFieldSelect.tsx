// The venue picker of the tournament and league match forms (issue 30 §6): a sport field of the
// zone's register (the office's, a club's own) in use today, found by typing part of its name; the
// chosen one is looked up by id for its name. Without the module or the right it shows nothing,
// and the form's free text stays the way to say where.
import type { SportFieldListItem } from '@fedra/contract/sport-fields';
import { Loader, Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCan } from '../../../platform/access';
import { todayInPrague } from '../../../platform/i18n/today';
import { type SportFieldZone, venueOptionsQuery } from '../api';

const label = (f: SportFieldListItem) => [f.name, f.city].filter(Boolean).join(', ');

interface Props {
  zone: SportFieldZone;
  /** The chosen venue's id as text, or null. */
  value: string | null;
  onChange: (sportFieldId: string | null) => void;
  /** The chosen venue's name when the form knows it already. */
  knownName?: string | null | undefined;
  error?: string | undefined;
  description?: string | undefined;
}

/** Whether the picker shows in the current zone (the module on, the register's list allowed). */
export function useVenuePicker(): boolean {
  return useCan()('SPORTFIELDS');
}

export function SportFieldSelect({ zone, value, onChange, knownName, error, description }: Props) {
  const { t } = useTranslation('sport-fields');
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 250);
  const day = useMemo(() => todayInPrague(), []);
  const found = useQuery({ ...venueOptionsQuery(zone, { text: debounced, day }), placeholderData: keepPreviousData });
  const current = useQuery({ ...venueOptionsQuery(zone, { id: Number(value), day }), enabled: Boolean(value) });
  const options = new Map<string, string>();
  if (value) {
    const chosen = current.data?.data[0];
    options.set(value, chosen ? label(chosen) : (knownName ?? value));
  }
  for (const f of found.data?.data ?? []) options.set(String(f.id), label(f));
  return (
    <Select
      label={t('picker.label')}
      description={description}
      placeholder={t('picker.placeholder')}
      searchable
      clearable
      value={value}
      error={error}
      onChange={onChange}
      onSearchChange={(text) => setSearch(value && text === options.get(value) ? '' : text)}
      data={[...options].map(([id, text]) => ({ value: id, label: text }))}
      // The server has filtered; the options stay as sent.
      filter={({ options: sent }) => sent}
      nothingFoundMessage={found.isFetching ? undefined : t('picker.none')}
      rightSection={found.isFetching ? <Loader size="xs" aria-hidden /> : undefined}
    />
  );
}
