// Adding items to a new order: a price-list item valid today, then for a member's item the members
// of the club who hold its role (ticked, searched by name; those already ordered or paid are shown
// but cannot be ticked), or a quantity for the club's own items. The server's refusals (another
// club's person, an item ordered elsewhere) are announced as it words them.
import type { OrderCandidate } from '@fedra/contract/orders';
import type { PriceListItemListItem } from '@fedra/contract/price-list';
import { clubPriceListEndpoints, priceListEndpoints } from '@fedra/contract/price-list';
import {
  Button,
  Checkbox,
  Group,
  Loader,
  Modal,
  NumberInput,
  ScrollArea,
  Select,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconCheck } from '@tabler/icons-react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '../../../platform/api/client';
import { formatMoney } from '../../../platform/i18n/numbers';
import { todayInPrague } from '../../../platform/i18n/today';
import { notifyError } from '../../../platform/notifications';
import { useCodebook } from '../../../platform/session/use-codebook';
import { addItems, candidatesQuery, koruny, type OrderZone } from '../api';

interface Props {
  zone: OrderZone;
  orderId: number;
  onClose: () => void;
  onAdded: () => void;
}

export function AddItemsModal({ zone, orderId, onClose, onAdded }: Props) {
  const { t, i18n } = useTranslation('orders');
  const codebook = useCodebook();
  const [itemId, setItemId] = useState<string | null>(null);
  const [quantity, setQuantity] = useState<number | string>(1);
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 250);
  const [chosen, setChosen] = useState<Set<number>>(new Set());
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const prices = useQuery({
    queryKey: ['price-list', zone, 'orderable', todayInPrague()],
    queryFn: ({ signal }) =>
      call(zone === 'club' ? clubPriceListEndpoints.list : priceListEndpoints.list, {
        query: { limit: 1000, sort: 'name', fields: { validAt: { o: 'valuesEqual', v: todayInPrague() } } },
        signal,
      }),
    staleTime: 60_000,
  });
  const items = prices.data?.data ?? [];
  const item: PriceListItemListItem | undefined = items.find((p) => String(p.id) === itemId);
  const forMembers = item?.kind === 'person';
  const candidates = useQuery({
    ...candidatesQuery(zone, orderId, forMembers && item ? item.id : null, debounced),
    placeholderData: keepPreviousData,
  });
  const money = (halere: number) => formatMoney(koruny(halere), i18n.language);
  // Grouped by category, in the codebook's order.
  const options = codebook
    .entries('economyCategories')
    .map((c) => ({
      group: codebook.name('economyCategories', c.id),
      items: items
        .filter((p) => p.categoryId === c.id)
        .map((p) => ({ value: String(p.id), label: `${p.name} (${money(p.amount)})` })),
    }))
    .filter((g) => g.items.length > 0);

  const toggle = (personId: number) =>
    setChosen((current) => {
      const next = new Set(current);
      if (next.has(personId)) next.delete(personId);
      else next.add(personId);
      return next;
    });
  const orderable = (c: OrderCandidate) => c.orderedIn === null && c.rolePaidStateId !== 2;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!item) {
      setError(t('add.itemRequired'));
      return;
    }
    if (forMembers && chosen.size === 0) {
      setError(t('add.membersRequired'));
      return;
    }
    setError(null);
    setBusy(true);
    try {
      await addItems(
        zone,
        orderId,
        forMembers
          ? [...chosen].map((personId) => ({ priceListItemId: item.id, personId }))
          : [{ priceListItemId: item.id, quantity: Number(quantity) || 1 }],
      );
      onAdded();
    } catch (err) {
      notifyError(err);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal opened onClose={onClose} title={t('add.title')} size="lg">
      <form onSubmit={(e) => void submit(e)} noValidate>
        <Stack gap="md">
          <Select
            label={t('add.item')}
            required
            searchable
            data={options}
            value={itemId}
            onChange={(value) => {
              setItemId(value);
              setChosen(new Set());
              setError(null);
            }}
            error={!forMembers ? error : undefined}
            nothingFoundMessage={prices.isLoading ? t('add.loading') : t('add.noItems')}
            rightSection={prices.isLoading ? <Loader size="xs" aria-hidden /> : undefined}
          />
          {item && !forMembers && (
            <NumberInput
              label={t('field.quantity')}
              min={1}
              max={1000}
              allowDecimal={false}
              value={quantity}
              onChange={setQuantity}
              w={{ base: '100%', xs: 160 }}
            />
          )}
          {forMembers && (
            <Stack gap="xs">
              <TextInput
                label={t('add.search')}
                value={search}
                onChange={(e) => setSearch(e.currentTarget.value)}
                description={t('add.membersHint')}
              />
              {error && (
                <Text c="red.8" size="sm" role="alert">
                  {error}
                </Text>
              )}
              <ScrollArea.Autosize mah={320} type="auto">
                <Stack gap={6} role="group" aria-label={t('add.members')}>
                  {candidates.isLoading && <Loader size="sm" aria-label={t('add.loading')} />}
                  {candidates.data?.data.length === 0 && <Text c="dimmed">{t('add.noMembers')}</Text>}
                  {candidates.data?.data.map((c) => (
                    <Group key={c.personId} gap="xs" wrap="nowrap" justify="space-between">
                      <Checkbox
                        label={`${c.name}${c.registrationNumber ? ` (${c.registrationNumber})` : ''}`}
                        checked={chosen.has(c.personId)}
                        disabled={!orderable(c)}
                        onChange={() => toggle(c.personId)}
                      />
                      {c.rolePaidStateId === 2 ? (
                        <Group gap={4} wrap="nowrap">
                          <IconCheck size={14} color="var(--mantine-color-green-8)" aria-hidden />
                          <Text size="sm">{t('add.paid')}</Text>
                        </Group>
                      ) : c.orderedIn !== null ? (
                        <Text size="sm" c="gray.7">
                          {t('add.ordered', { id: c.orderedIn })}
                        </Text>
                      ) : null}
                    </Group>
                  ))}
                </Stack>
              </ScrollArea.Autosize>
              {candidates.data?.data.some(orderable) && (
                <Group gap="xs">
                  <Button
                    size="compact-sm"
                    variant="subtle"
                    onClick={() => setChosen(new Set(candidates.data!.data.filter(orderable).map((c) => c.personId)))}
                  >
                    {t('add.selectAll')}
                  </Button>
                  <Text size="sm" c="dimmed">
                    {t('add.chosen', { count: chosen.size })}
                  </Text>
                </Group>
              )}
            </Stack>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('common:cancel')}
            </Button>
            <Button type="submit" loading={busy}>
              {t('add.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
