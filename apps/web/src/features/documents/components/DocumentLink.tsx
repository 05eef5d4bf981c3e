// A public or secret link of a file, shown whole and copied with one button.
import { ActionIcon, CopyButton, TextInput, Tooltip } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { resolveApiUrl } from '../../../platform/api/client';
import { absoluteUrl } from '../document-names';

export function DocumentLink({ path, label }: { path: string; label: string }) {
  const { t } = useTranslation('documents');
  const url = absoluteUrl(path, resolveApiUrl);
  return (
    <TextInput
      label={label}
      value={url}
      readOnly
      onFocus={(e) => e.currentTarget.select()}
      rightSection={
        <CopyButton value={url}>
          {({ copied, copy }) => (
            <Tooltip label={copied ? t('action.copied') : t('action.copyLink')} withArrow>
              <ActionIcon
                variant="subtle"
                color={copied ? 'teal' : undefined}
                onClick={copy}
                aria-label={copied ? t('action.copied') : t('action.copyLink')}
              >
                {copied ? <IconCheck size={16} aria-hidden /> : <IconCopy size={16} aria-hidden />}
              </ActionIcon>
            </Tooltip>
          )}
        </CopyButton>
      }
    />
  );
}
