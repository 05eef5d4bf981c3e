// Attaching a file to a request (issue 30 §4): picked, checked against the purpose's limits,
// uploaded with progress and attached; the request's data reload. The office and the clubs.
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { AttachFileField } from '../../../platform/files';
import { addRequestAttachment, REQUESTS_KEY } from '../api';

export function AttachmentUpload({ zone, id }: { zone: 'admin' | 'club'; id: number }) {
  const { t } = useTranslation('requests');
  const queryClient = useQueryClient();
  return (
    <AttachFileField
      zone={zone}
      purpose="request-attachment"
      attach={async (fileUrl) => {
        await addRequestAttachment(zone, id, { fileUrl });
        await queryClient.invalidateQueries({ queryKey: REQUESTS_KEY });
      }}
      texts={{
        label: t('attachments.new'),
        button: t('attachments.attach'),
        required: t('attachments.required'),
        uploading: t('attachments.uploading'),
        progress: (percent) => t('attachments.progress', { percent }),
        added: (name) => t('attachments.added', { name }),
      }}
    />
  );
}
