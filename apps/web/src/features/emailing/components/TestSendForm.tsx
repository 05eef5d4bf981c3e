// Sends the campaign once to one address now (not a delivery; for checking how it looks). The
// address is checked as the server checks it; the server's message goes next to the field.
import { CampaignTestSendSchema } from '@fedra/contract/emailing';
import { Button, Group, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { mailGoesToOutbox } from '../../../platform/config/runtime-config';
import { showSaveError, zodValidate } from '../../../platform/forms';
import { notify } from '../../../platform/notifications';
import { testSendCampaign } from '../api';

export function TestSendForm({ campaignId }: { campaignId: number }) {
  const { t } = useTranslation('emailing');
  const form = useForm({
    initialValues: { email: '' },
    validate: zodValidate(CampaignTestSendSchema, { email: t('test.email') }),
  });
  const submit = form.onSubmit(async (values) => {
    try {
      await testSendCampaign(campaignId, values.email.trim());
      const email = values.email.trim();
      notify.success(t(mailGoesToOutbox() ? 'test.savedToOutbox' : 'test.sent', { email }));
    } catch (err) {
      showSaveError(form, err);
    }
  });
  return (
    <form onSubmit={submit} noValidate>
      <Group align="flex-start" gap="sm" wrap="wrap">
        <TextInput
          type="email"
          label={t('test.email')}
          required
          autoComplete="email"
          style={{ flex: '1 1 220px' }}
          {...form.getInputProps('email')}
        />
        <Button type="submit" loading={form.submitting} mt={{ base: 0, xs: 25 }}>
          {t('test.send')}
        </Button>
      </Group>
    </form>
  );
}
