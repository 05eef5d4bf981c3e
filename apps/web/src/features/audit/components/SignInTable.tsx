// A table of sign-ins and failed sign-ins (the profile's own, a user's on the users page): when,
// the result as dark text (AA contrast, not light badges), the method, the address and the browser.
import type { UserSignIn } from '@fedra/contract/users';
import { Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../platform/i18n/format';

export function SignInTable({ rows, labelledBy }: { rows: UserSignIn[]; labelledBy?: string }) {
  const { t } = useTranslation('audit');
  return (
    <Table.ScrollContainer minWidth={520}>
      <Table striped aria-labelledby={labelledBy}>
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
  );
}
