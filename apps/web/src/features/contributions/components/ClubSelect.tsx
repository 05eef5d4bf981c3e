// The admin's club filter: clubs searched by name on the server (a federation has thousands), the
// chosen one looked up by its id when the address names it. (Contracts and imports have their own
// copies bound to their namespaces; a platform picker would serve all three.)
import type { ClubSimple } from '@fedra/contract/clubs';
import { Loader, Select, type SelectProps } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { clubOptionsQuery } from '../api';

interface Props extends Pick<SelectProps, 'label' | 'w'> {
  value: string | null;
  onChange: (clubId: string | null) => void;
}

export function ClubSelect({ value, onChange, ...field }: Props) {
  const { t } = useTranslation('contributions');
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 250);
  const found = useQuery({ ...clubOptionsQuery({ text: debounced }), placeholderData: keepPreviousData });
  const known = useMemo(() => new Map<string, string>(), []);
  const byId = useQuery({ ...clubOptionsQuery({ id: Number(value) }), enabled: value !== null && !known.has(value) });
  const remember = (clubs: ClubSimple[] | undefined) => {
    for (const club of clubs ?? []) known.set(String(club.id), club.name);
  };
  remember(byId.data?.data);
  remember(found.data?.data);
  const options = new Map<string, string>();
  if (value && known.has(value)) options.set(value, known.get(value)!);
  for (const club of found.data?.data ?? []) options.set(String(club.id), club.name);
  const busy = found.isFetching || byId.isFetching;
  return (
    <Select
      {...field}
      placeholder={t('club.placeholder')}
      searchable
      clearable
      value={value}
      onChange={onChange}
      onSearchChange={(text) => setSearch(value && text === known.get(value) ? '' : text)}
      data={[...options].map(([id, name]) => ({ value: id, label: name }))}
      // The server has filtered (by name, without diacritics); the options stay as sent.
      filter={({ options: sent }) => sent}
      nothingFoundMessage={busy ? undefined : t('club.none')}
      rightSection={busy ? <Loader size="xs" aria-hidden /> : undefined}
    />
  );
}
