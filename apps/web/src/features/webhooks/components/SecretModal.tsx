// The signing secret of a new endpoint or of a rotation: shown this once, with a copy button; the
// dialog says so, and that the old secret keeps signing for a day after a rotation.
import { Alert, Button, Code, CopyButton, Group, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export function SecretModal({ secret, rotated, onClose }: { secret: string; rotated: boolean; onClose: () => void }) {
  const { t } = useTranslation('webhooks');
  return (
    <Modal opened onClose={onClose} title={t('secret.title')} size="lg">
      <Stack>
        <Alert variant="default" color="yellow" title={t('secret.once')}>
          {rotated ? t('secret.rotatedHint') : t('secret.hint')}
        </Alert>
        <Text size="sm" fw={500} id="webhook-secret-label">
          {t('secret.label')}
        </Text>
        <Code
          block
          aria-labelledby="webhook-secret-label"
          data-testid="webhook-secret"
          style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' }}
        >
          {secret}
        </Code>
        <Group justify="flex-end">
          <CopyButton value={secret}>
            {({ copied, copy }) => (
              <Button variant="default" onClick={copy}>
                {copied ? t('secret.copied') : t('secret.copy')}
              </Button>
            )}
          </CopyButton>
          <Button onClick={onClose} data-autofocus>
            {t('secret.done')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
