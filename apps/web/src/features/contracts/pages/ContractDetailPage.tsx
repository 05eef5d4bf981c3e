// A contract (contract/detail/{id}, CONTRACT): its summary and documents. What may be done follows
// the contract's links: the admin edits and deletes it (deleting asks first) and manages its
// documents; a club manager reads it and adds documents, a read-only club manager only reads.
import { Anchor, Badge, Button, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconEdit, IconTrash } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { hasLinks } from '../../../platform/access';
import { confirmDelete } from '../../../platform/forms';
import { formatDate, formatDateRange, formatDateTime } from '../../../platform/i18n/format';
import { useIdParam } from '../../../platform/routing/id-param';
import { usePageTitle } from '../../../platform/routing/page-title';
import { useCurrentZone, zoneHref } from '../../../platform/routing/zone';
import { recordGate } from '../../../platform/ui/record-gate';
import {
  CONTRACT_ACTION,
  type ContractZone,
  contractQuery,
  contractsKey,
  deleteContract,
  documentCreateAction,
} from '../api';
import { ContractFormModal } from '../components/ContractFormModal';
import { ContractStateBadge } from '../components/ContractStateBadge';
import { DocumentsSection } from '../components/DocumentsSection';
import { useContractCodebook } from '../use-contract-codebook';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text size="sm" component="div" style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-line' }}>
        {children || '—'}
      </Text>
    </div>
  );
}

export default function ContractDetailPage() {
  const { t } = useTranslation('contracts');
  const zone: ContractZone = useCurrentZone() === 'club' ? 'club' : 'admin';
  const { id, valid } = useIdParam();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { typeName } = useContractCodebook();
  const query = useQuery({ ...contractQuery(zone, id), enabled: valid });
  const [editing, setEditing] = useState(false);
  const contract = query.data?.data;
  usePageTitle(contract ? t('detail.titleOf', { number: contract.number }) : t('detail.title'));

  const gate = recordGate(query, { valid, loadError: t('detail.loadError'), height: 240 });
  if (gate || !contract) return gate;

  const links = query.data?.links;
  const listPath = zoneHref(zone, 'contract/list');
  const mayUpdate = hasLinks(links, CONTRACT_ACTION.update);
  const mayDelete = hasLinks(links, CONTRACT_ACTION.delete);

  const askDelete = () =>
    confirmDelete({
      title: t('detail.deleteTitle'),
      name: contract.number,
      note: t('detail.deleteNote'),
      remove: () => deleteContract(contract.id),
      afterwards: async () => {
        // Away from the detail first, so that nothing asks for the deleted contract again.
        await navigate(listPath);
        queryClient.removeQueries({ queryKey: contractQuery(zone, contract.id).queryKey });
        await queryClient.invalidateQueries({ queryKey: contractsKey(zone) });
      },
    });

  return (
    <Stack gap="lg">
      <Anchor component={Link} to={listPath} size="sm">
        ← {t('list.title')}
      </Anchor>
      <Group justify="space-between" align="flex-start" gap="sm">
        <Stack gap={6} style={{ minWidth: 0 }}>
          <Title order={1}>{t('detail.titleOf', { number: contract.number })}</Title>
          <Group gap="xs">
            <ContractStateBadge stateId={contract.stateId} />
            <Badge variant="outline" color={contract.isValid ? 'green.8' : 'gray.7'} tt="none">
              {contract.isValid ? t('detail.validToday') : t('detail.notValidToday')}
            </Badge>
          </Group>
        </Stack>
        {(mayUpdate || mayDelete) && (
          <Group gap="sm">
            {mayUpdate && (
              <Button
                variant="default"
                leftSection={<IconEdit size={16} aria-hidden />}
                onClick={() => setEditing(true)}
              >
                {t('detail.edit')}
              </Button>
            )}
            {mayDelete && (
              <Button variant="light" color="red" leftSection={<IconTrash size={16} aria-hidden />} onClick={askDelete}>
                {t('detail.delete')}
              </Button>
            )}
          </Group>
        )}
      </Group>
      <Card withBorder padding="md" component="section" aria-label={t('detail.summary')}>
        <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="md" verticalSpacing="md">
          <Fact label={t('field.club')}>{contract.clubName}</Fact>
          <Fact label={t('field.type')}>{typeName(contract.typeId)}</Fact>
          <Fact label={t('field.validity')}>{formatDateRange(contract.validFrom, contract.validTill)}</Fact>
          <Fact label={t('field.registrationDate')}>{formatDate(contract.registrationDate)}</Fact>
          <Fact label={t('detail.created')}>
            {[formatDateTime(contract.createdDate), contract.createdByName].filter(Boolean).join(' · ')}
          </Fact>
          <Fact label={t('detail.edited')}>
            {[formatDateTime(contract.editedDate), contract.editedByName].filter(Boolean).join(' · ')}
          </Fact>
        </SimpleGrid>
        {contract.note && (
          <Stack mt="md" gap={0}>
            <Fact label={t('field.note')}>{contract.note}</Fact>
          </Stack>
        )}
      </Card>
      <DocumentsSection
        zone={zone}
        contractId={contract.id}
        may={{
          create: hasLinks(links, documentCreateAction(zone)),
          update: hasLinks(links, CONTRACT_ACTION.documentUpdate),
          delete: hasLinks(links, CONTRACT_ACTION.documentDelete),
        }}
      />
      {editing && <ContractFormModal contract={contract} onClose={() => setEditing(false)} />}
    </Stack>
  );
}
