// One sport field in a modal (issue 30 §6): its facts, the address with a map link, where it is
// used; editing and deleting (asked first) when the answer's links allow them.
import { Anchor, Button, Group, Loader, Modal, SimpleGrid, Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconEdit, IconMapPin, IconTrash } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { hasLinks } from '../../../platform/access';
import { formatDateRange } from '../../../platform/i18n/format';
import { deleteConfirmText, notifyDeleted, notifyError } from '../../../platform/notifications';
import { useCodebook } from '../../../platform/session/use-codebook';
import { Fact } from '../../../platform/ui/Fact';
import {
  deleteLink,
  deleteSportField,
  mapUrl,
  SPORT_FIELDS_KEY,
  type SportFieldZone,
  sportFieldQuery,
  updateLink,
} from '../api';
import { SportFieldFormModal } from './SportFieldFormModal';

interface Props {
  zone: SportFieldZone;
  id: number;
  onClose: () => void;
}

export function SportFieldDetailModal({ zone, id, onClose }: Props) {
  const { t } = useTranslation('sport-fields');
  const codebook = useCodebook();
  const queryClient = useQueryClient();
  const query = useQuery(sportFieldQuery(zone, id));
  const [editing, setEditing] = useState(false);
  const f = query.data?.data;
  const links = query.data?.links;

  const askDelete = () =>
    f &&
    modals.openConfirmModal({
      title: t('detail.deleteTitle'),
      children: deleteConfirmText(f.name),
      labels: { confirm: t('common:delete'), cancel: t('common:cancel') },
      confirmProps: { color: 'red' },
      onConfirm: async () => {
        try {
          await deleteSportField(zone, f.id);
          await queryClient.invalidateQueries({ queryKey: SPORT_FIELDS_KEY });
          notifyDeleted();
          onClose();
        } catch (err) {
          notifyError(err);
        }
      },
    });

  if (editing && f) return <SportFieldFormModal zone={zone} field={f} onClose={() => setEditing(false)} />;
  const address = f ? [f.street, [f.zip, f.city].filter(Boolean).join(' ')].filter(Boolean).join(', ') : '';
  return (
    <Modal opened onClose={onClose} title={f?.name ?? t('detail.title')} size="lg">
      {query.isPending ? (
        <Loader aria-label={t('detail.loading')} />
      ) : query.isError || !f ? (
        <Text c="red">{t('detail.error')}</Text>
      ) : (
        <Stack>
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
            <Fact label={t('field.typeId')}>{codebook.name('sportFieldTypes', f.typeId) || null}</Fact>
            <Fact label={t('field.club')}>{f.club?.name ?? null}</Fact>
            <Fact label={t('field.address')}>
              {address || null}
              {f.latitude !== null && f.longitude !== null && (
                <>
                  {address && <br />}
                  <Anchor href={mapUrl(f.latitude, f.longitude)} target="_blank" rel="noopener noreferrer" size="sm">
                    <IconMapPin size={14} aria-hidden /> {t('detail.map')}
                  </Anchor>
                </>
              )}
            </Fact>
            <Fact label={t('field.regionId')}>
              {[codebook.name('region', f.regionId), codebook.name('district', f.districtId)]
                .filter(Boolean)
                .join(', ') || null}
            </Fact>
            <Fact label={t('field.gps')}>
              {f.latitude !== null && f.longitude !== null ? `${f.latitude}, ${f.longitude}` : null}
            </Fact>
            <Fact label={t('field.courtCount')}>{f.courtCount}</Fact>
            <Fact label={t('field.capacity')}>{f.capacity}</Fact>
            <Fact label={t('field.validity')}>{formatDateRange(f.validFrom, f.validTill)}</Fact>
            <Fact label={t('detail.usedBy')}>
              {t('detail.tournaments', { count: f.tournamentCount })}, {t('detail.matches', { count: f.matchCount })}
            </Fact>
          </SimpleGrid>
          {f.note && <Fact label={t('field.note')}>{f.note}</Fact>}
          <Group justify="flex-end">
            {hasLinks(links, deleteLink(zone)) && (
              <Button
                variant="default"
                color="red"
                leftSection={<IconTrash size={16} aria-hidden />}
                onClick={askDelete}
              >
                {t('common:delete')}
              </Button>
            )}
            {hasLinks(links, updateLink(zone)) && (
              <Button leftSection={<IconEdit size={16} aria-hidden />} onClick={() => setEditing(true)}>
                {t('detail.edit')}
              </Button>
            )}
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
