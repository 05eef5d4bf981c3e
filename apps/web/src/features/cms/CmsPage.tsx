// Opens the content-management system in a new tab (spec 000 §2.3); without a configured address
// the page says so (spec 000 §8 "Content management without address").
import { Alert, Button, Stack, Text, Title } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { runtimeConfig } from '../../platform/config/runtime-config';
import { usePageTitle } from '../../platform/routing/page-title';

export default function CmsPage() {
  const { t } = useTranslation('cms');
  usePageTitle(t('title'));
  const url = runtimeConfig().cmsUrl;
  useEffect(() => {
    if (url) window.open(url, '_blank', 'noopener');
  }, [url]);
  return (
    <Stack maw={640}>
      <Title order={1}>{t('title')}</Title>
      {url ? (
        <>
          <Text>{t('opened')}</Text>
          <Button
            component="a"
            href={url}
            target="_blank"
            rel="noopener noreferrer"
            rightSection={<IconExternalLink size={16} />}
            w="fit-content"
          >
            {t('open')}
          </Button>
        </>
      ) : (
        <Alert color="red" title={t('missingTitle')} role="alert">
          {t('missing')}
        </Alert>
      )}
    </Stack>
  );
}
