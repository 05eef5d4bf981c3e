// The card markup the server rendered, isolated in a sandboxed frame (no scripts, no same origin).
import { useTranslation } from 'react-i18next';

export function CardPreviewFrame({ html }: { html: string }) {
  const { t } = useTranslation('card-contents');
  return (
    <iframe
      sandbox=""
      srcDoc={html}
      title={t('preview.frameTitle')}
      style={{ width: '100%', height: 360, border: '1px solid var(--mantine-color-default-border)', borderRadius: 4 }}
    />
  );
}
