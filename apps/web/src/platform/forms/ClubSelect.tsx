// A club of the admin zone chosen by typing part of its name: the server searches (a federation has
// thousands of clubs). A club given only by its id (the list filter in the address) is looked up
// for its name. The club filters and fields of the contracts and contributions use it.
import { type ClubSimple, clubsEndpoints } from '@fedra/contract/clubs';
import { Loader, Select, type SelectProps } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '../api/client';

/** Clubs whose name matches (or the one club of an id). */
export const clubOptionsQuery = (search: { text?: string; id?: number }) =>
  queryOptions({
    queryKey: ['clubs', 'options', search],
    queryFn: ({ signal }) =>
      call(clubsEndpoints.adminSimpleList, {
        query: {
          limit: 20,
          sort: 'name',
          fields: {
            ...(search.text ? { name: { o: 'valuesLike', v: search.text } } : {}),
            ...(search.id ? { id: { o: 'valuesEqual', v: String(search.id) } } : {}),
          },
        },
        signal,
      }),
    staleTime: 60_000,
  });

interface Props extends Pick<SelectProps, 'label' | 'required' | 'error' | 'disabled' | 'description' | 'w'> {
  /** The chosen club's id as text, or null. */
  value: string | null;
  /** The chosen club's id as text (and its name), or null. */
  onChange: (clubId: string | null, name?: string) => void;
  /** The chosen club's name when the caller knows it already (an edited contract). */
  knownName?: string;
}

export function ClubSelect({ value, onChange, knownName, ...field }: Props) {
  const { t } = useTranslation('forms');
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 250);
  const found = useQuery({ ...clubOptionsQuery({ text: debounced }), placeholderData: keepPreviousData });
  const known = useMemo(() => new Map<string, string>(), []);
  if (value && knownName) known.set(value, knownName);
  const needsName = value !== null && !known.has(value);
  const byId = useQuery({ ...clubOptionsQuery({ id: Number(value) }), enabled: needsName });

  const remember = (clubs: ClubSimple[] | undefined) => {
    for (const club of clubs ?? []) known.set(String(club.id), club.name);
  };
  remember(byId.data?.data);
  remember(found.data?.data);
  // The chosen one stays among the options whatever the search shows.
  const options = new Map<string, string>();
  if (value && known.has(value)) options.set(value, known.get(value)!);
  for (const club of found.data?.data ?? []) options.set(String(club.id), club.name);
  const busy = found.isFetching || byId.isFetching;

  return (
    <Select
      {...field}
      placeholder={t('clubSelect.placeholder')}
      searchable
      clearable
      value={value}
      onChange={(id) => onChange(id, id ? known.get(id) : undefined)}
      // Typing the chosen club's name is not a new search.
      onSearchChange={(text) => setSearch(value && text === known.get(value) ? '' : text)}
      data={[...options].map(([id, name]) => ({ value: id, label: name }))}
      // The server has filtered (by name, without diacritics); the options stay as sent.
      filter={({ options: sent }) => sent}
      nothingFoundMessage={busy ? undefined : t('clubSelect.none')}
      rightSection={busy ? <Loader size="xs" aria-hidden /> : undefined}
    />
  );
}
