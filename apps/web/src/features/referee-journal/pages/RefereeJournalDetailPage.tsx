// A referee's journal (referee-journal/detail/{personId}, REFEREE_JOURNAL; admin zone): the
// person's header and their entries; the office adds, edits and deletes them. An address that names
// no person (not a number, or a person the server does not know) is the not-found page, as the
// other detail pages have it.
import { Anchor, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { isApiError } from '../../../platform/api/api-error';
import { usePageTitle } from '../../../platform/routing/page-title';
import { zoneHref } from '../../../platform/routing/zone';
import { NotFoundPage } from '../../not-found';
import { type JournalOf, journalPersonQuery } from '../api';
import { JournalEntries } from '../components/JournalEntries';
import { JournalHeader } from '../components/JournalHeader';

export default function RefereeJournalDetailPage() {
  const { t } = useTranslation('referee-journal');
  const personId = Number(useParams().personId);
  const valid = Number.isInteger(personId) && personId > 0;
  const of: JournalOf = { zone: 'admin', personId };
  const person = useQuery({ ...journalPersonQuery(of), enabled: valid });
  const name = person.data?.data.fullName;
  usePageTitle(name ? t('detail.titleOf', { name }) : t('detail.title'));
  if (!valid || (isApiError(person.error) && person.error.status === 404)) return <NotFoundPage />;
  return (
    <Stack gap="md">
      <Anchor component={Link} to={zoneHref('admin', 'referee-journal/list')} size="sm">
        {t('detail.back')}
      </Anchor>
      <Title order={1}>{name ? t('detail.titleOf', { name }) : t('detail.title')}</Title>
      {person.isError ? (
        <Text c="red.8" role="alert">
          {t('detail.loadError')}
        </Text>
      ) : (
        <>
          <JournalHeader person={person.data?.data} />
          {person.data && <JournalEntries of={of} links={person.data.links} />}
        </>
      )}
    </Stack>
  );
}
