// The match referee, picked from the persons holding a referee role today (docs/decisions/leagues.md
// "The referee"): the server searches by name, in the office's and the home club's zone alike; the
// chosen referee shows with birth year and club to tell namesakes apart.
import type { RefereeCandidate } from '@fedra/contract/league-matches';
import { Loader, Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { refereesQuery, type WriteZone } from '../api';

const label = (p: RefereeCandidate) =>
  [p.name, [p.birthYear, p.clubName].filter(Boolean).join(', ')].filter(Boolean).join(' – ');

interface Props {
  zone: WriteZone;
  /** The chosen person's id as text, or null. */
  value: string | null;
  onChange: (personId: string | null) => void;
  /** The current referee's name (before the picker has read them). */
  knownName: string | null;
  error?: string | undefined;
}

export function RefereeSelect({ zone, value, onChange, knownName, error }: Props) {
  const { t } = useTranslation('league-matches');
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 250);
  const found = useQuery({ ...refereesQuery(zone, debounced), placeholderData: keepPreviousData });
  const current = useQuery({ ...refereesQuery(zone, '', Number(value)), enabled: Boolean(value) });
  const options = new Map<string, string>();
  if (value) {
    const person = current.data?.data[0];
    options.set(value, person ? label(person) : (knownName ?? value));
  }
  for (const p of found.data?.data ?? []) options.set(String(p.id), label(p));
  return (
    <Select
      label={t('match.refereePick')}
      placeholder={t('match.refereeSearch')}
      searchable
      clearable
      value={value}
      error={error}
      onChange={onChange}
      onSearchChange={(text) => setSearch(value && text === options.get(value) ? '' : text)}
      data={[...options].map(([id, text]) => ({ value: id, label: text }))}
      // The server has filtered; the options stay as sent.
      filter={({ options: sent }) => sent}
      nothingFoundMessage={found.isFetching ? undefined : t('match.refereeNone')}
      rightSection={found.isFetching ? <Loader size="xs" aria-hidden /> : undefined}
    />
  );
}
