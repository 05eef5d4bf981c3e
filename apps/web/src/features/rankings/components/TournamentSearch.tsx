// A searchable tournament picker over the admin tournament list (name search on the server): one
// tournament (`Select`) or several (`MultiSelect`); chosen ones keep their labels while the search
// changes.
import type { TournamentListItem } from '@fedra/contract/tournaments';
import { MultiSelect, Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateRange } from '../../../platform/i18n/format';
import { tournamentSearchQuery } from '../api';

type Option = { value: string; label: string };

function useTournamentOptions() {
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 300);
  const found = useQuery({ ...tournamentSearchQuery(debounced), placeholderData: keepPreviousData });
  const known = useRef(new Map<string, string>());
  const options: Option[] = (found.data?.data ?? []).map((t: TournamentListItem) => {
    const label = `${t.name} (${formatDateRange(t.dateFrom, t.dateTill)})`;
    known.current.set(String(t.id), label);
    return { value: String(t.id), label };
  });
  return { search, setSearch, options, known: known.current, loading: found.isFetching };
}

const merge = (options: Option[], values: string[], known: Map<string, string>) => [
  ...values.filter((v) => !options.some((o) => o.value === v)).map((v) => ({ value: v, label: known.get(v) ?? v })),
  ...options,
];

interface MultiProps {
  label: string;
  value: string[];
  onChange: (value: string[]) => void;
  error?: string | null;
}

export function TournamentMultiSearch({ label, value, onChange, error }: MultiProps) {
  const { t } = useTranslation('rankings');
  const o = useTournamentOptions();
  return (
    <MultiSelect
      label={label}
      placeholder={t('picker.search')}
      data={merge(o.options, value, o.known)}
      value={value}
      onChange={onChange}
      searchable
      searchValue={o.search}
      onSearchChange={o.setSearch}
      filter={({ options }) => options}
      nothingFoundMessage={o.loading ? t('picker.loading') : t('picker.nothing')}
      error={error}
      withAsterisk
      clearable
      data-testid="tournament-picker"
    />
  );
}

interface SingleProps {
  label: string;
  value: string | null;
  onChange: (value: string | null) => void;
  error?: string | null;
}

export function TournamentSearch({ label, value, onChange, error }: SingleProps) {
  const { t } = useTranslation('rankings');
  const o = useTournamentOptions();
  return (
    <Select
      label={label}
      placeholder={t('picker.search')}
      data={merge(o.options, value ? [value] : [], o.known)}
      value={value}
      onChange={onChange}
      searchable
      onSearchChange={o.setSearch}
      filter={({ options }) => options}
      nothingFoundMessage={o.loading ? t('picker.loading') : t('picker.nothing')}
      error={error}
      withAsterisk
      clearable
    />
  );
}
