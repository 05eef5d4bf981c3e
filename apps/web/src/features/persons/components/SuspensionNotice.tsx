// A person's suspensions beside the name (issue 32 §2): until when and where each holds, and which
// disciplinary case decided it (a link for those who may read the cases). Today's and later ones.
import type { Suspension } from '@fedra/contract/disciplinary';
import { Alert, Anchor, Stack, Text } from '@mantine/core';
import { IconBan } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCanAction } from '../../../platform/access';
import { formatDate } from '../../../platform/i18n/format';
import { todayInPrague } from '../../../platform/i18n/today';
import { zoneHref } from '../../../platform/routing/zone';

export function SuspensionNotice({ suspensions, zone }: { suspensions: Suspension[]; zone: string }) {
  const { t } = useTranslation('persons');
  const may = useCanAction();
  if (!suspensions.length) return null;
  const mayOpen = zone === 'admin' && may('disciplinary.list');
  const today = todayInPrague();
  return (
    <Alert color="red" variant="outline" icon={<IconBan size={18} aria-hidden />} title={t('suspension.title')}>
      <Stack gap={4}>
        {suspensions.map((s) => (
          <Text key={s.proceedingId} size="sm">
            {s.from > today
              ? t('suspension.future', { from: formatDate(s.from), to: formatDate(s.to) })
              : t('suspension.until', { date: formatDate(s.to) })}
            {!s.all && ` (${t('suspension.only', { competitions: s.competitions.join(', ') })})`}
            {' · '}
            {mayOpen ? (
              <Anchor
                component={Link}
                to={zoneHref('admin', `disciplinary-proceedings/detail/${s.proceedingId}`)}
                size="sm"
              >
                {t('suspension.case', { number: s.number })}
              </Anchor>
            ) : (
              t('suspension.case', { number: s.number })
            )}
          </Text>
        ))}
      </Stack>
    </Alert>
  );
}
