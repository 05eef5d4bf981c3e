// The register's organisations file (issue 33 part 3): the clubs registered in a year, with the
// federation's IČO as their membership.
import { Group, Stack, Text, TextInput } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AsyncButton } from '../../../platform/forms';
import { notifyError } from '../../../platform/notifications';
import { downloadNsaOrganisations } from '../api';
import { YearSelect } from './YearSelect';

export function OrganisationsTab() {
  const { t } = useTranslation('reporting');
  const [year, setYear] = useState<number | null>(null);
  const [ico, setIco] = useState('');
  const icoError = ico !== '' && !/^\d{8}$/.test(ico) ? t('organisations.icoError') : undefined;
  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        {t('organisations.intro')}
      </Text>
      <Group align="flex-start" gap="md">
        <YearSelect value={year} currentYear={undefined} onChange={setYear} />
        <TextInput
          label={t('organisations.memberOfIco')}
          description={t('organisations.memberOfIcoHint')}
          value={ico}
          onChange={(e) => setIco(e.currentTarget.value.trim())}
          error={icoError}
          inputMode="numeric"
          maxLength={8}
          w={{ base: '100%', sm: 260 }}
        />
      </Group>
      <Group>
        <AsyncButton
          leftSection={<IconDownload size={16} aria-hidden />}
          disabled={icoError !== undefined}
          onClick={() => downloadNsaOrganisations(year, ico || null)}
          onError={notifyError}
        >
          {t('organisations.download')}
        </AsyncButton>
      </Group>
    </Stack>
  );
}
