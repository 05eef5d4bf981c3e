// A user chosen by typing part of the name (the server searches the users), for the audit list's
// "who" and "about whom" filters. A user given only by the id (the address) is looked up by it.
import { Loader, Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { userNameQuery, userOptionsQuery } from '../api';

interface Props {
  label: string;
  /** The chosen user's id as text, or null. */
  value: string | null;
  onChange: (userId: string | null) => void;
}

export function UserFilterSelect({ label, value, onChange }: Props) {
  const { t } = useTranslation('audit');
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 250);
  const found = useQuery({ ...userOptionsQuery(debounced), placeholderData: keepPreviousData });
  const known = useMemo(() => new Map<string, string>(), []);
  for (const user of found.data?.data ?? []) known.set(String(user.id), user.fullName);
  const byId = useQuery({ ...userNameQuery(Number(value)), enabled: value !== null && !known.has(value) });
  if (value && byId.data) known.set(value, byId.data);
  // The chosen one stays among the options whatever the search shows.
  const options = new Map<string, string>();
  if (value) options.set(value, known.get(value) ?? `#${value}`);
  for (const user of found.data?.data ?? []) options.set(String(user.id), user.fullName);
  const busy = found.isFetching || byId.isFetching;

  return (
    <Select
      label={label}
      placeholder={t('filter.anyUser')}
      searchable
      clearable
      value={value}
      onChange={onChange}
      // Typing the chosen user's name is not a new search.
      onSearchChange={(text) => setSearch(value && text === known.get(value) ? '' : text)}
      data={[...options].map(([id, name]) => ({ value: id, label: name }))}
      // The server has filtered (by name, without diacritics); the options stay as sent.
      filter={({ options: sent }) => sent}
      nothingFoundMessage={busy ? undefined : t('filter.noUser')}
      rightSection={busy ? <Loader size="xs" aria-hidden /> : undefined}
      w={{ base: '100%', xs: 260 }}
    />
  );
}
