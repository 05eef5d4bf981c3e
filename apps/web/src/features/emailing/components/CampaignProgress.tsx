// Where a send stands: sent, failed and remaining of the total as numbers and one bar (sent green,
// failed red). While the campaign is SENDING the detail reads it again every 2 s; afterwards the
// same numbers are the final counts.
import type { CampaignProgress as Progress } from '@fedra/contract/emailing';
import { Progress as Bar, Card, Group, SimpleGrid, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatCount } from '../../../platform/i18n/numbers';

interface Props {
  progress: Progress;
  /** The send still runs (the numbers move). */
  running: boolean;
}

function Count({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text fw={700} size="lg" data-testid={testId}>
        {value}
      </Text>
    </Stack>
  );
}

export function CampaignProgress({ progress, running }: Props) {
  const { t, i18n } = useTranslation('emailing');
  const n = (value: number) => formatCount(value, i18n.language);
  const share = (value: number) => (progress.total > 0 ? (value / progress.total) * 100 : 0);
  const done = progress.sent + progress.failed;
  return (
    <Card withBorder padding="md" component="section" aria-labelledby="campaign-progress-title">
      <Stack gap="sm">
        <Group justify="space-between" gap="xs">
          <Title order={2} size="h3" id="campaign-progress-title">
            {running ? t('progress.running') : t('progress.final')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('progress.summary', { done: n(done), total: n(progress.total) })}
          </Text>
          {/* Announced once, when the send has ended (not every reading of a running send). */}
          <VisuallyHidden role="status">
            {running ? '' : t('progress.summary', { done: n(done), total: n(progress.total) })}
          </VisuallyHidden>
        </Group>
        <Bar.Root size="lg" aria-label={t('progress.bar')}>
          <Bar.Section value={share(progress.sent)} color="green.7" striped={running} animated={running} />
          <Bar.Section value={share(progress.failed)} color="red.7" />
        </Bar.Root>
        <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
          <Count label={t('progress.sent')} value={n(progress.sent)} testId="progress-sent" />
          <Count label={t('progress.failed')} value={n(progress.failed)} testId="progress-failed" />
          <Count label={t('progress.remaining')} value={n(progress.remaining)} testId="progress-remaining" />
          <Count label={t('progress.total')} value={n(progress.total)} testId="progress-total" />
        </SimpleGrid>
      </Stack>
    </Card>
  );
}

/** A send whose recipients the job is still fixing: no counts yet, only that it has started. */
export function PreparingRecipients() {
  const { t } = useTranslation('emailing');
  return (
    <Card withBorder padding="md" component="section" aria-labelledby="campaign-preparing-title">
      <Stack gap="xs">
        <Title order={2} size="h3" id="campaign-preparing-title">
          {t('progress.running')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('progress.preparing')}
        </Text>
        <Bar value={100} striped animated size="lg" aria-label={t('progress.preparing')} />
      </Stack>
    </Card>
  );
}
