// The message as a recipient gets it: the subject, the HTML in a sandboxed frame (sandbox="": no
// scripts, no forms, no navigation, an opaque origin) and the plain-text part. Read when opened,
// again after each save (the key holds the campaign's last change).
import type { Campaign } from '@fedra/contract/emailing';
import { Alert, Card, Code, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { campaignPreviewQuery } from '../api';

export function CampaignPreview({ campaign }: { campaign: Campaign }) {
  const { t } = useTranslation('emailing');
  const query = useQuery(campaignPreviewQuery(campaign.id, campaign.editedDate));
  const preview = query.data?.data;
  return (
    <Card withBorder padding="md" component="section" aria-labelledby="campaign-preview-title">
      <Stack gap="sm">
        <Title order={2} size="h3" id="campaign-preview-title">
          {t('preview.title')}
        </Title>
        {query.isError && <Alert color="red">{t('preview.error')}</Alert>}
        {query.isPending && <Skeleton h={320} />}
        {preview && (
          <>
            <div>
              <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
                {t('field.subject')}
              </Text>
              <Text fw={600} data-testid="preview-subject" style={{ overflowWrap: 'anywhere' }}>
                {preview.subject}
              </Text>
            </div>
            <iframe
              title={t('preview.html')}
              sandbox=""
              srcDoc={preview.html}
              style={{
                width: '100%',
                height: 480,
                border: '1px solid var(--mantine-color-default-border)',
                background: '#fff',
              }}
            />
            <div>
              <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
                {t('preview.text')}
              </Text>
              <Code block style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                {preview.text}
              </Code>
            </div>
          </>
        )}
      </Stack>
    </Card>
  );
}
