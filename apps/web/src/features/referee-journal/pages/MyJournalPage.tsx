// The member's own journal (referee-journal/my-journal, REFEREE_JOURNAL; personal zone): the
// assigned person's entries only, which the member adds, edits and deletes.
import { Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../../platform/routing/page-title';
import { type JournalOf, journalPersonQuery } from '../api';
import { JournalEntries } from '../components/JournalEntries';
import { JournalHeader } from '../components/JournalHeader';

const OWN: JournalOf = { zone: 'personal' };

export default function MyJournalPage() {
  const { t } = useTranslation('referee-journal');
  usePageTitle(t('my.title'));
  const person = useQuery(journalPersonQuery(OWN));
  return (
    <Stack gap="md">
      <Title order={1}>{t('my.title')}</Title>
      {person.isError ? (
        <Text c="red.8" role="alert">
          {t('detail.loadError')}
        </Text>
      ) : (
        <>
          <JournalHeader person={person.data?.data} />
          {person.data && <JournalEntries of={OWN} links={person.data.links} />}
        </>
      )}
    </Stack>
  );
}
