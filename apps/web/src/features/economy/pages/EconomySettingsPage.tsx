// Economy settings (economy/settings, ECONOMY): the payment provider's token as a validity badge
// with its last characters, expiry and last change; whoever may renew it gets the renewal form.
import { Alert, Button, Card, Group, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { IconAlertCircle, IconKey } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { hasLinks } from '../../../platform/access';
import { formatDate, formatDateTime } from '../../../platform/i18n/format';
import { usePageTitle } from '../../../platform/routing/page-title';
import { economySettingsQuery, RENEW_ACTION } from '../api';
import { TokenRenewModal } from '../components/TokenRenewModal';
import { TokenStateBadge } from '../components/TokenStateBadge';

export default function EconomySettingsPage() {
  const { t } = useTranslation('economy');
  usePageTitle(t('settings.title'));
  const query = useQuery(economySettingsQuery());
  const [renewing, setRenewing] = useState(false);
  const settings = query.data?.data;
  const mayRenew = hasLinks(query.data?.links, RENEW_ACTION);

  return (
    <Stack gap="md">
      <Title order={1}>{t('settings.title')}</Title>
      <Card withBorder padding="lg" maw={720}>
        <Stack gap="md">
          <Group justify="space-between" wrap="wrap">
            <Title order={2} size="h3">
              {t('token.title')}
            </Title>
            {settings && <TokenStateBadge state={settings.tokenState} />}
          </Group>
          <Text size="sm" c="dimmed">
            {t('token.description')}
          </Text>
          {query.isError && (
            <Alert color="red" icon={<IconAlertCircle />} role="alert">
              {t('settings.loadFailed')}
            </Alert>
          )}
          {query.isPending && <Skeleton height={96} />}
          {settings && (
            <Table variant="vertical" layout="fixed" withTableBorder>
              <Table.Tbody>
                <Table.Tr>
                  <Table.Th w={{ base: 120, xs: 200 }}>{t('token.hint')}</Table.Th>
                  <Table.Td>
                    {settings.tokenHint
                      ? `…${settings.tokenHint}`
                      : t(settings.tokenState === 'missing' ? 'token.none' : 'token.hintHidden')}
                  </Table.Td>
                </Table.Tr>
                <Table.Tr>
                  <Table.Th>{t('token.validTill')}</Table.Th>
                  <Table.Td>{settings.tokenValidTill ? formatDate(settings.tokenValidTill) : '–'}</Table.Td>
                </Table.Tr>
                <Table.Tr>
                  <Table.Th>{t('token.updated')}</Table.Th>
                  <Table.Td>
                    {settings.tokenUpdatedDate
                      ? `${formatDateTime(settings.tokenUpdatedDate)}${settings.tokenUpdatedByName ? `, ${settings.tokenUpdatedByName}` : ''}`
                      : '–'}
                  </Table.Td>
                </Table.Tr>
              </Table.Tbody>
            </Table>
          )}
          {mayRenew && (
            <Group>
              <Button leftSection={<IconKey size={18} />} onClick={() => setRenewing(true)}>
                {settings?.tokenState === 'missing' ? t('token.set') : t('token.renew')}
              </Button>
            </Group>
          )}
        </Stack>
      </Card>
      {renewing && <TokenRenewModal onClose={() => setRenewing(false)} />}
    </Stack>
  );
}
