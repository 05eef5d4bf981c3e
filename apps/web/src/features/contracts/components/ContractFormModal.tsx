// Create or edit a contract (admin): club, type, state, validity, registration date and note,
// checked with the contract's schema; the server's field problems go next to their fields;
// closing with changes asks first. A new contract opens its detail with the assigned number.
import type { Contract } from '@fedra/contract/contracts';
import { Group, Modal, Select, Stack, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { FormActions, useFormSave, useGuardedClose } from '../../../platform/forms';
import { ClubSelect } from '../../../platform/forms/ClubSelect';
import { TypedDateField } from '../../../platform/forms/DateField';
import { CONTRACTS_KEY, createContract, updateContract } from '../api';
import { type ContractFormValues, contractBody, contractFormErrors, contractFormValues } from '../contract-form';
import { useContractCodebook } from '../use-contract-codebook';

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
  // Both dates speak of their order: once either shows a message, a change to one checks both
  // again (while typing, not on leaving the field: a message vanishing then would move the buttons
  // from under the pointer).
  const { validFrom, validTill } = form.values;
  const dateErrors = Boolean(form.errors.validFrom || form.errors.validTill);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when a date changes, not when its message does
  useEffect(() => {
    if (!dateErrors) return;
    form.validateField('validFrom');
    form.validateField('validTill');
  }, [validFrom, validTill]);

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
            <TypedDateField label={labels.validFrom} required miw={200} {...form.getInputProps('validFrom')} />
            <TypedDateField label={labels.validTill} miw={200} {...form.getInputProps('validTill')} />
          </Group>
          <TypedDateField
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
