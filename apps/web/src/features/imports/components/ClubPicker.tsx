// The admin's choice of the club a person import goes into: clubs searched by name on the server
// (a federation has too many to list), the chosen one kept among the options.
import type { ClubSimple } from '@fedra/contract/clubs';
import { Loader, Select, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type ReactNode, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { IMPORTS_KEY, searchClubs } from '../api';

interface Props {
  value: string | null;
  onChange: (value: string | null) => void;
  error?: ReactNode;
  disabled?: boolean;
}

export function ClubPicker({ value, onChange, error, disabled }: Props) {
  const { t } = useTranslation('imports');
  const [search, setSearch] = useState('');
  const [chosen, setChosen] = useState<ClubSimple | null>(null);
  // Once a club is chosen the field shows its name; that text is not a new search.
  const text = chosen && search === chosen.name ? '' : search.trim();
  const [debounced] = useDebouncedValue(text, 250);
  const clubs = useQuery({
    queryKey: [...IMPORTS_KEY, 'club-search', debounced],
    queryFn: ({ signal }) => searchClubs(debounced, signal),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
  const byId = useMemo(() => {
    const map = new Map<string, ClubSimple>();
    if (chosen) map.set(String(chosen.id), chosen);
    for (const club of clubs.data?.data ?? []) map.set(String(club.id), club);
    return map;
  }, [chosen, clubs.data]);

  return (
    <Select
      label={t('upload.club')}
      description={t('upload.clubHint')}
      placeholder={t('upload.clubPlaceholder')}
      required
      searchable
      clearable
      disabled={disabled}
      searchValue={search}
      onSearchChange={setSearch}
      value={value}
      onChange={(id) => {
        setChosen(id ? (byId.get(id) ?? null) : null);
        onChange(id);
      }}
      data={[...byId.values()].map((club) => ({ value: String(club.id), label: club.name }))}
      // The server has filtered already (by name, without diacritics); the options stay as sent.
      filter={({ options }) => options}
      renderOption={({ option }) => (
        <div>
          <Text size="sm">{option.label}</Text>
          <Text size="xs" c="dimmed">
            {byId.get(option.value)?.registrationNumber}
          </Text>
        </div>
      )}
      nothingFoundMessage={clubs.isFetching ? undefined : t('upload.noClubs')}
      rightSection={clubs.isFetching ? <Loader size="xs" aria-hidden /> : undefined}
      error={error}
    />
  );
}
