// The sample files of the zone (spec 001 §2): empty headers and a filled person sample; a failed
// download says so in the spec's words (§8).
import { Stack, Text, Title } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { AsyncButton } from '../../../platform/forms';
import { notify } from '../../../platform/notifications';
import { downloadSample, type ImportZone, sampleKinds } from '../api';

export function SampleDownloads({ zone }: { zone: ImportZone }) {
  const { t } = useTranslation('imports');
  return (
    <Stack gap="xs" align="stretch">
      <Title order={3} size="h5">
        {t('sample.title')}
      </Title>
      <Text size="sm" c="dimmed">
        {t('sample.hint')}
      </Text>
      {sampleKinds(zone).map((kind) => (
        <AsyncButton
          key={kind}
          variant="light"
          justify="flex-start"
          leftSection={<IconDownload size={16} aria-hidden />}
          onClick={() => downloadSample(zone, kind)}
          onError={() => notify.error(t('sample.failedMessage'), { title: t('sample.failedTitle') })}
        >
          {t(`sample.${kind}`)}
        </AsyncButton>
      ))}
    </Stack>
  );
}
