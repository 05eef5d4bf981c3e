// Tournaments and leagues chosen by typing part of the name (a partial suspension's competitions):
// the server searches; the chosen ones keep their names while the search moves on.
import { tournamentsEndpoints } from '@fedra/contract/tournaments';
import { MultiSelect } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '../../../platform/api/client';
import { formatDate } from '../../../platform/i18n/format';

interface Props {
  label: string;
  value: { id: number; name: string }[];
  onChange: (value: { id: number; name: string }[]) => void;
  error?: string | undefined;
  required?: boolean;
}

export function TournamentMultiSelect({ label, value, onChange, error, required }: Props) {
  const { t } = useTranslation('disciplinary');
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 250);
  const found = useQuery({
    queryKey: ['tournaments', 'options', debounced],
    queryFn: ({ signal }) =>
      call(tournamentsEndpoints.list, {
        query: { limit: 20, sort: '-dateFrom', fields: { name: { o: 'valuesLike', v: debounced } } },
        signal,
      }),
    enabled: debounced.length >= 2,
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
  const names = new Map(value.map((v) => [String(v.id), v.name]));
  for (const row of found.data?.data ?? []) names.set(String(row.id), `${row.name} (${formatDate(row.dateFrom)})`);
  return (
    <MultiSelect
      label={label}
      required={required}
      error={error}
      searchable
      searchValue={search}
      onSearchChange={setSearch}
      placeholder={t('form.competitionsSearch')}
      nothingFoundMessage={debounced.length >= 2 ? t('form.nothingFound') : t('form.typeTwo')}
      data={[...names].map(([v, l]) => ({ value: v, label: l }))}
      value={value.map((v) => String(v.id))}
      filter={({ options }) => options}
      onChange={(ids) => onChange(ids.map((id) => ({ id: Number(id), name: names.get(id) ?? id })))}
    />
  );
}
