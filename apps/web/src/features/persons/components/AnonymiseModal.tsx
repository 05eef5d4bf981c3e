// Anonymising a person for good (issue 29 §7), asked first the strong way: the user types the
// person's name. Name, birth number and day, contacts and the user link go; counts and results stay.
import type { PersonDetail } from '@fedra/contract/persons';
import { Alert, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { notify } from '../../../platform/notifications';
import { OneFieldModal } from '../../../platform/ui/OneFieldModal';
import { anonymisePerson, PERSONS_KEY } from '../api';

export function AnonymiseModal({ person, onClose }: { person: PersonDetail; onClose: () => void }) {
  const { t } = useTranslation('persons');
  const queryClient = useQueryClient();
  const name = `${person.firstName} ${person.lastName}`;
  return (
    <OneFieldModal
      title={t('gdpr.anonymiseTitle')}
      field={{ name: 'confirmName', label: t('gdpr.confirmName'), requiredMessage: t('gdpr.typeNameRequired') }}
      submitLabel={t('gdpr.anonymise')}
      danger
      run={async (typed) => {
        await anonymisePerson(person.id, typed);
        await queryClient.invalidateQueries({ queryKey: PERSONS_KEY });
        notify.success(t('gdpr.anonymised'));
      }}
      onClose={onClose}
    >
      <Alert color="red" variant="light">
        {t('gdpr.anonymiseWarning')}
      </Alert>
      <Text size="sm">{t('gdpr.typeName', { name })}</Text>
    </OneFieldModal>
  );
}
