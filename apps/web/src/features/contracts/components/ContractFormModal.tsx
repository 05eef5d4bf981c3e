// Create or edit a contract (admin): club, type, state, validity, registration date and note,
// checked with the contract's schema; the server's field problems go next to their fields;
// closing with changes asks first. A new contract opens its detail with the assigned number.
import type { Contract } from '@fedra/contract/contracts';
import { Group, Modal, Select, Stack, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { FormActions, useFormSave, useGuardedClose } from '../../../platform/forms';
import { CONTRACTS_KEY, createContract, updateContract } from '../api';
import { type ContractFormValues, contractBody, contractFormErrors, contractFormValues } from '../contract-form';
import { useContractCodebook } from '../use-contract-codebook';
import { ClubSelect } from './ClubSelect';

interface Props {
  /** null: a new contract. */
  contract: Contract | null;
  onClose: () => void;
  onCreated?: (contract: Contract) => void;
}

export function ContractFormModal({ contract, onClose, onCreated }: Props) {
  const { t } = useTranslation('contracts');
  const { typeOptions, stateOptions } = useContractCodebook();
  const labels: Record<keyof ContractFormValues, string> = {
    clubId: t('field.club'),
    typeId: t('field.type'),
    stateId: t('field.state'),
    validFrom: t('field.validFrom'),
    validTill: t('field.validTill'),
    registrationDate: t('field.registrationDate'),
    note: t('field.note'),
  };
  const form = useForm<ContractFormValues>({
    initialValues: contractFormValues(contract),
    validate: (values) => contractFormErrors(values, labels),
  });
  const close = useGuardedClose(form.isDirty(), onClose);
  const save = useFormSave(form, { invalidate: CONTRACTS_KEY, onSaved: onClose });

  const submit = form.onSubmit((values) =>
    save(async () => {
      const body = contractBody(values);
      if (contract) return updateContract(contract.id, { ...body, id: contract.id });
      const created = await createContract(body);
      onCreated?.(created.data);
    }),
  );
  // Both dates speak of their order: a change to one checks the other again.
  const dateInput = (field: 'validFrom' | 'validTill') => {
    const props = form.getInputProps(field);
    return {
      ...props,
      onBlur: () => {
        if (form.values.validFrom && form.values.validTill) {
          form.validateField('validFrom');
          form.validateField('validTill');
        }
      },
    };
  };

  return (
    <Modal opened onClose={close} title={contract ? t('form.editTitle') : t('form.newTitle')} size="lg">
      <form onSubmit={submit} noValidate>
        <Stack>
          <ClubSelect
            label={labels.clubId}
            required
            value={form.values.clubId}
            knownName={contract?.clubName}
            onChange={(clubId) => form.setFieldValue('clubId', clubId)}
            error={form.errors.clubId}
          />
          <Group grow align="flex-start" wrap="wrap">
            <Select
              label={labels.typeId}
              required
              allowDeselect={false}
              data={typeOptions}
              miw={200}
              {...form.getInputProps('typeId')}
            />
            <Select
              label={labels.stateId}
              required
              allowDeselect={false}
              data={stateOptions}
              miw={200}
              {...form.getInputProps('stateId')}
            />
          </Group>
          <Group grow align="flex-start" wrap="wrap">
            <TextInput type="date" label={labels.validFrom} required miw={200} {...dateInput('validFrom')} />
            <TextInput type="date" label={labels.validTill} miw={200} {...dateInput('validTill')} />
          </Group>
          <TextInput
            type="date"
            label={labels.registrationDate}
            description={contract ? undefined : t('form.registrationHint')}
            {...form.getInputProps('registrationDate')}
          />
          <Textarea label={labels.note} rows={3} {...form.getInputProps('note')} />
          <FormActions onCancel={close} submitting={form.submitting} />
        </Stack>
      </form>
    </Modal>
  );
}
