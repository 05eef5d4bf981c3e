// The picker of a tournament or league match of this system to link an entry to: a searchable
// select (the server searches names without accents), grouped by kind. Choosing one hands its
// name and city to the form, which fills them in.
import type { RefereeJournalEvent } from '@fedra/contract/referee-journal';
import { Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../platform/i18n/format';
import { JOURNAL_KEY, type JournalZone, searchEvents } from '../api';
import type { LinkedEvent } from '../entry-form';

interface Props {
  zone: JournalZone;
  value: LinkedEvent | null;
  onChange: (event: RefereeJournalEvent | null) => void;
  error?: string;
}

const keyOf = (e: Pick<RefereeJournalEvent, 'kind' | 'id'>) => `${e.kind}:${e.id}`;

export function EventPicker({ zone, value, onChange, error }: Props) {
  const { t } = useTranslation('referee-journal');
  const [search, setSearch] = useState('');
  // What the user typed (not the label the select shows after a choice): what the server searches.
  const [typed, setTyped] = useState('');
  const [debounced] = useDebouncedValue(typed, 300);
  const events = useQuery({
    queryKey: [...JOURNAL_KEY, zone, 'events', debounced],
    queryFn: ({ signal }) => searchEvents(zone, debounced, signal),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
  const found = events.data?.data ?? [];
  const option = (e: RefereeJournalEvent) => ({
    value: keyOf(e),
    label: [formatDate(e.date), e.name, e.city].filter(Boolean).join(' · '),
  });
  const group = (kind: RefereeJournalEvent['kind']) => ({
    group: t(`event.${kind}`),
    items: found.filter((e) => e.kind === kind).map(option),
  });
  // The linked event stays an option while the search shows others.
  const current =
    value && !found.some((e) => keyOf(e) === keyOf(value)) ? [{ value: keyOf(value), label: value.name }] : [];
  const data = [...current, group('tournament'), group('leagueMatch')].filter(
    (g) => !('items' in g) || g.items.length > 0,
  );

  const labels = new Set([...current.map((c) => c.label), ...found.map((e) => option(e).label)]);

  return (
    <Select
      label={t('field.event')}
      description={t('form.eventHint')}
      placeholder={t('form.eventPlaceholder')}
      searchable
      clearable
      data={data}
      value={value ? keyOf(value) : null}
      searchValue={search}
      onSearchChange={(text) => {
        setSearch(text);
        if (!labels.has(text)) setTyped(text);
      }}
      // The server filters; the select shows what it answered.
      filter={({ options }) => options}
      nothingFoundMessage={events.isFetching ? t('form.searching') : t('form.noEvents')}
      onChange={(key) => {
        if (value && key === keyOf(value)) return;
        onChange(key ? (found.find((e) => keyOf(e) === key) ?? null) : null);
      }}
      error={error}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
