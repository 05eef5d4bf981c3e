// The office's roster picker: any person, through the project's person search (PersonSelect). The
// picked person's name and birth date come from the search's cached answers.
import type { PersonSimple } from '@fedra/contract/people';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PersonSelect } from '../../../platform/forms/PersonSelect';
import type { Picked } from './RosterEditor';

/** The office: any person, through the project's person search. */
export default function OfficePicker({ onPick }: { onPick: (p: Picked) => void }) {
  const { t } = useTranslation('league-teams');
  const queryClient = useQueryClient();
  const [value, setValue] = useState<string | null>(null);
  return (
    <PersonSelect
      label={t('roster.addPerson')}
      value={value}
      w={{ base: '100%', sm: 420 }}
      onChange={(id) => {
        setValue(null);
        if (!id) return;
        // The search's answers are cached: the picked person's name and birth date come from there.
        let person: PersonSimple | undefined;
        for (const [, data] of queryClient.getQueriesData<{ data: PersonSimple[] }>({
          queryKey: ['people', 'options'],
        })) {
          person ??= data?.data?.find((p) => String(p.id) === id);
        }
        onPick({
          personId: Number(id),
          name: person?.fullName ?? `#${id}`,
          birthYear: person?.birthDate ? Number(person.birthDate.slice(0, 4)) : null,
          clubName: null,
        });
      }}
    />
  );
}
