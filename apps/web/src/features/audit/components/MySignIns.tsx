// The signed-in user's own last sign-ins, failed ones too (issue 28 item 10), for the profile page:
// self-contained (its own call and texts; the page that shows it loads the `audit` texts with it).
// Success and failure are dark text, not light badges: readable at AA contrast.
import { MY_SIGN_INS_LIMIT } from '@fedra/contract/audit';
import { Alert, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../platform/i18n/format';
import { mySignInsQuery } from '../api';

export function MySignIns() {
  const { t } = useTranslation('audit');
  const answer = useQuery(mySignInsQuery());
  const rows = answer.data?.data ?? [];
  return (
    <Stack gap="xs" component="section" aria-labelledby="my-sign-ins-title">
      <Title order={2} size="h4" id="my-sign-ins-title">
        {t('signIns.title')}
      </Title>
      <Text size="sm" c="dimmed">
        {t('signIns.hint', { limit: MY_SIGN_INS_LIMIT })}
      </Text>
      {answer.isError ? (
        <Alert color="red" role="alert">
          {t('signIns.loadError')}
        </Alert>
      ) : !answer.data ? (
        <Skeleton h={80} aria-busy />
      ) : rows.length === 0 ? (
        <Text c="dimmed">{t('signIns.none')}</Text>
      ) : (
        <Table.ScrollContainer minWidth={520}>
          <Table striped aria-labelledby="my-sign-ins-title">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('signIns.at')}</Table.Th>
                <Table.Th>{t('signIns.result')}</Table.Th>
                <Table.Th>{t('signIns.method')}</Table.Th>
                <Table.Th>{t('signIns.ip')}</Table.Th>
                <Table.Th>{t('signIns.userAgent')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((s, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: sign-ins have no id of their own
                <Table.Tr key={i}>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDateTime(s.at)}</Table.Td>
                  <Table.Td>
                    <Text size="sm" fw={600} c={s.success ? 'teal.9' : 'red.9'}>
                      {t(s.success ? 'signIns.success' : 'signIns.failed')}
                    </Text>
                  </Table.Td>
                  <Table.Td>{s.method ? t(`method.${s.method}`, { defaultValue: s.method }) : '–'}</Table.Td>
                  <Table.Td>{s.ip ?? '–'}</Table.Td>
                  <Table.Td>
                    <Text size="xs" lineClamp={2}>
                      {s.userAgent ?? '–'}
                    </Text>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
}
