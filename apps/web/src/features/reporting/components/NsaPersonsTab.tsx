// The register export (issue 33 parts 1–2): a club (or every club: a ZIP) and a year, the check of
// who cannot go to the register and why, and the download of the file the register reads.
import { Alert, Anchor, Card, Group, List, Stack, Table, Text, Title } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AsyncButton } from '../../../platform/forms';
import { ClubSelect } from '../../../platform/forms/ClubSelect';
import { notifyError } from '../../../platform/notifications';
import { zoneHref } from '../../../platform/routing/zone';
import { downloadNsaPersons, nsaCheckQuery } from '../api';
import { QueryFailed } from './QueryFailed';
import { YearSelect } from './YearSelect';

/** The check shows this many rows; the rest are counted. */
const SHOWN = 50;

export function NsaPersonsTab() {
  const { t } = useTranslation('reporting');
  const [clubId, setClubId] = useState<string | null>(null);
  const [year, setYear] = useState<number | null>(null);
  const check = useQuery(nsaCheckQuery(year, clubId ? Number(clubId) : null));
  const data = check.data?.data;
  const headingId = useId();

  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        {t('nsa.intro')}
      </Text>
      <Group align="flex-end" gap="md">
        <ClubSelect
          label={t('nsa.club')}
          description={t('nsa.clubHint')}
          value={clubId}
          onChange={(id) => setClubId(id)}
          w={{ base: '100%', sm: 360 }}
        />
        <YearSelect value={year} currentYear={data?.year} onChange={setYear} />
        <AsyncButton
          leftSection={<IconDownload size={16} aria-hidden />}
          onClick={() => downloadNsaPersons(year, clubId ? Number(clubId) : null)}
          onError={notifyError}
        >
          {clubId ? t('nsa.downloadClub') : t('nsa.downloadAll')}
        </AsyncButton>
      </Group>

      <Card withBorder component="section" aria-labelledby={headingId} aria-busy={check.isFetching || undefined}>
        <Stack gap="sm">
          <Title order={2} size="h3" id={headingId}>
            {t('nsa.check.title')}
          </Title>
          {check.isError && <QueryFailed error={check.error} onRetry={() => void check.refetch()} />}
          {data && (
            <>
              <Text>{t('nsa.check.exportable', { count: data.exportableCount, year: data.year })}</Text>
              {data.problems.length === 0 ? (
                <Alert color="green">{t('nsa.check.allFine')}</Alert>
              ) : (
                <>
                  <Alert color="yellow" role="status">
                    <Text fw={700}>{t('nsa.check.problems', { count: data.problems.length })}</Text>
                    <Text size="sm">{t('nsa.check.problemsHint')}</Text>
                  </Alert>
                  <Table.ScrollContainer minWidth={640}>
                    <Table striped aria-label={t('nsa.check.title')}>
                      <Table.Thead>
                        <Table.Tr>
                          <Table.Th scope="col">{t('nsa.check.person')}</Table.Th>
                          <Table.Th scope="col">{t('nsa.check.club')}</Table.Th>
                          <Table.Th scope="col">{t('nsa.check.sport')}</Table.Th>
                          <Table.Th scope="col">{t('nsa.check.reasons')}</Table.Th>
                        </Table.Tr>
                      </Table.Thead>
                      <Table.Tbody>
                        {data.problems.slice(0, SHOWN).map((row) => (
                          <Table.Tr key={`${row.personId}-${row.clubId}-${row.sport}`}>
                            <Table.Td>
                              <Anchor component={Link} to={zoneHref('admin', `persons/detail/${row.personId}`)}>
                                {row.lastName} {row.firstName}
                              </Anchor>
                              <Text size="xs" c="dimmed">
                                {row.registrationNumber}
                              </Text>
                            </Table.Td>
                            <Table.Td>{row.clubName}</Table.Td>
                            <Table.Td>{row.sport ?? t('nsa.check.noSport')}</Table.Td>
                            <Table.Td>
                              <List size="sm" spacing={2}>
                                {row.problems.map((p) => (
                                  <List.Item key={p}>{t(`nsa.problem.${p}`)}</List.Item>
                                ))}
                              </List>
                            </Table.Td>
                          </Table.Tr>
                        ))}
                      </Table.Tbody>
                    </Table>
                  </Table.ScrollContainer>
                  {data.problems.length > SHOWN && (
                    <Text size="sm" c="dimmed">
                      {t('nsa.check.more', { count: data.problems.length - SHOWN })}
                    </Text>
                  )}
                </>
              )}
            </>
          )}
        </Stack>
      </Card>
    </Stack>
  );
}
