// A person of the admin zone chosen by typing part of the name or the registration number: the
// server searches (the federation has many thousands of persons). A person given only by an id (an
// edited record) shows the name the caller knows. The tournament form's chief referee uses it.
import { type PersonSimple, peopleEndpoints } from '@fedra/contract/people';
import { Loader, Select, type SelectProps } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '../api/client';
import { formatDate } from '../i18n/format';

/** Persons whose name or registration number matches (optionally only holders of a person role type valid today). */
export const personOptionsQuery = (text: string, roleTypeId?: number) =>
  queryOptions({
    queryKey: ['people', 'options', text, roleTypeId ?? null],
    queryFn: ({ signal }) =>
      call(peopleEndpoints.simpleList, {
        query: {
          limit: 20,
          sort: 'lastName',
          fields: {
            search: { o: 'valuesLike', v: text },
            ...(roleTypeId ? { roleTypeId: { o: 'valuesEqual', v: String(roleTypeId) } } : {}),
          },
        },
        signal,
      }),
    enabled: text.length >= 2,
    staleTime: 60_000,
  });

/** One person by id, to show an already chosen person as the search shows them (with the birth date). */
const personByIdQuery = (id: string) =>
  queryOptions({
    queryKey: ['people', 'options', 'id', id],
    queryFn: ({ signal }) =>
      call(peopleEndpoints.simpleList, { query: { limit: 1, fields: { id: { o: 'valuesEqual', v: id } } }, signal }),
    staleTime: 60_000,
  });

/** The spec's display text of a person: the full name with the birth date in brackets. */
/** Name, birth date and registration number: namesakes (and duplicates to merge) stay apart. */
export const personLabel = (p: Pick<PersonSimple, 'fullName' | 'birthDate'> & { registrationNumber?: string }) => {
  const facts = [p.birthDate ? formatDate(p.birthDate) : null, p.registrationNumber ?? null].filter(Boolean);
  return facts.length ? `${p.fullName} (${facts.join(', ')})` : p.fullName;
};

interface Props extends Pick<SelectProps, 'label' | 'required' | 'error' | 'disabled' | 'description' | 'w'> {
  /** The chosen person's id as text, or null. */
  value: string | null;
  onChange: (personId: string | null) => void;
  /** The chosen person's name when the caller knows it already. */
  knownName?: string | null;
  /** Offer only holders of this person role type valid today (e.g. referees). */
  roleTypeId?: number;
}

export function PersonSelect({ value, onChange, knownName, roleTypeId, ...field }: Props) {
  // Its texts (namespace `person-select`) come with the pages that use it, not with the first chunk.
  const { t } = useTranslation('person-select');
  const [search, setSearch] = useState('');
  const [chosen, setChosen] = useState<{ id: string; label: string } | null>(
    value && knownName ? { id: value, label: knownName } : null,
  );
  const [debounced] = useDebouncedValue(search.trim(), 250);
  const found = useQuery({ ...personOptionsQuery(debounced, roleTypeId), placeholderData: keepPreviousData });
  // A person known only by name (an edited record): read them to show the birth date too.
  const known = useQuery({
    ...personByIdQuery(value ?? ''),
    enabled: Boolean(value && knownName && chosen?.id === value && chosen.label === knownName),
  });
  const options = new Map<string, string>();
  if (value && chosen?.id === value) {
    const person = known.data?.data[0];
    options.set(value, person && String(person.id) === value ? personLabel(person) : chosen.label);
  }
  for (const p of found.data?.data ?? []) options.set(String(p.id), personLabel(p));

  return (
    <Select
      {...field}
      placeholder={t('placeholder')}
      searchable
      clearable
      value={value}
      onChange={(id) => {
        setChosen(id ? { id, label: options.get(id) ?? id } : null);
        onChange(id);
      }}
      onSearchChange={(text) => setSearch(chosen && text === chosen.label ? '' : text)}
      data={[...options].map(([id, label]) => ({ value: id, label }))}
      // The server has filtered; the options stay as sent.
      filter={({ options: sent }) => sent}
      description={field.description ?? t('hint')}
      // Nothing typed, nothing to say (the description says what to type): a dropdown opened by the
      // focus alone (a form focusing its first error) would cover the field's error message.
      nothingFoundMessage={
        found.isFetching || search.trim() === '' ? undefined : debounced.length < 2 ? t('typeMore') : t('none')
      }
      rightSection={found.isFetching ? <Loader size="xs" aria-hidden /> : undefined}
    />
  );
}
