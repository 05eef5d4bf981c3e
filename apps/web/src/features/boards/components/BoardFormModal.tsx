// Create or edit a board: name, priority, executive, validity (spec 000 §2.3), validated with the
// contract's schema; server field errors shown next to the fields; closing with changes asks.
import { type Board, BoardCreateSchema } from '@fedra/contract/boards';
import { Group, Modal, NumberInput, Stack, Switch, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { FormActions, useFormSave, useGuardedClose, zodValidate } from '../../../platform/forms';
import { TypedDateField } from '../../../platform/forms/DateField';
import { todayInPrague } from '../../../platform/i18n/today';
import { BOARDS_KEY, createBoard, updateBoard } from '../api';

interface Props {
  board: Board | null;
  opened: boolean;
  onClose: () => void;
}

export function BoardFormModal({ board, opened, onClose }: Props) {
  const { t } = useTranslation('boards');
  const labels = {
    name: t('field.name'),
    priority: t('field.priority'),
    validFrom: t('field.validFrom'),
    validTill: t('field.validTill'),
  };
  const form = useForm({
    initialValues: {
      name: board?.name ?? '',
      priority: board?.priority ?? 0,
      isExecutive: board?.isExecutive ?? false,
      validFrom: board?.validFrom ?? todayInPrague(),
      validTill: board?.validTill ?? '',
    },
    validate: (values) => zodValidate(BoardCreateSchema, labels)({ ...values, validTill: values.validTill || null }),
  });
  const close = useGuardedClose(form.isDirty(), onClose);
  const save = useFormSave(form, { invalidate: BOARDS_KEY, onSaved: onClose });

  const submit = form.onSubmit(async (values) => {
    const body = { ...values, validTill: values.validTill || null };
    await save(() => (board ? updateBoard(board.id, { ...body, id: board.id }) : createBoard(body)));
  });

  return (
    <Modal opened={opened} onClose={close} title={board ? t('form.editTitle') : t('form.newTitle')} size="md">
      <form onSubmit={submit} noValidate>
        <Stack>
          <TextInput label={labels.name} required data-autofocus {...form.getInputProps('name')} />
          <NumberInput
            label={labels.priority}
            description={t('form.priorityHint')}
            min={0}
            max={1000}
            {...form.getInputProps('priority')}
          />
          <Switch label={t('field.isExecutive')} {...form.getInputProps('isExecutive', { type: 'checkbox' })} />
          <Group grow align="flex-start">
            <TypedDateField label={labels.validFrom} required {...form.getInputProps('validFrom')} />
            <TypedDateField label={labels.validTill} {...form.getInputProps('validTill')} />
          </Group>
          <FormActions onCancel={close} submitting={form.submitting} />
        </Stack>
      </form>
    </Modal>
  );
}
