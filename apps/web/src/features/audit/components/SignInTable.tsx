// A table of sign-ins and failed sign-ins (the profile's own, a user's on the users page): when,
// the result as dark text (AA contrast, not light badges), the method, the address and the browser.
// On a phone each sign-in is a card, as the lists show rows.
import type { UserSignIn } from '@fedra/contract/users';
import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../platform/i18n/format';
import { type SimpleColumn, SimpleTable } from '../../../platform/ui/SimpleTable';

export function SignInTable({ rows, labelledBy }: { rows: UserSignIn[]; labelledBy?: string }) {
  const { t } = useTranslation('audit');
  const columns: SimpleColumn<UserSignIn>[] = [
    { title: t('signIns.at'), render: (s) => <span style={{ whiteSpace: 'nowrap' }}>{formatDateTime(s.at)}</span> },
    {
      title: t('signIns.result'),
      render: (s) => (
        <Text size="sm" fw={600} c={s.success ? 'teal.9' : 'red.9'}>
          {t(s.success ? 'signIns.success' : 'signIns.failed')}
        </Text>
      ),
    },
    {
      title: t('signIns.method'),
      render: (s) => (s.method ? t(`method.${s.method}`, { defaultValue: s.method }) : '–'),
    },
    { title: t('signIns.ip'), render: (s) => s.ip ?? '–' },
    {
      title: t('signIns.userAgent'),
      render: (s) => (
        <Text size="xs" lineClamp={2}>
          {s.userAgent ?? '–'}
        </Text>
      ),
    },
  ];
  return (
    <SimpleTable
      rows={rows}
      // Sign-ins have no id of their own.
      rowKey={(_, place) => place}
      columns={columns}
      labelledBy={labelledBy}
      // Both callers say "no sign-ins" themselves.
      empty=""
    />
  );
}
