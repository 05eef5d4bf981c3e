// The generic server-paged list: filters, sortable headers, loading states, paging and page size,
// the export of the whole filtered list and, optionally, the selection of rows for a bulk action.
// On phones (< 600 px) the filters sit behind one "Filtry" button and the rows are cards; on wide
// screens the first column stays in place while the table scrolls inside its box, and a column
// chooser hides columns (remembered per list). The page itself never scrolls sideways.
import '@mantine/dates/styles.css';
import type { EndpointDef, EndpointRoute } from '@fedra/contract/common/endpoint';
import type { ListQuery } from '@fedra/contract/common/list-query';
import {
  ActionIcon,
  Alert,
  Box,
  Button,
  Checkbox,
  Group,
  Loader,
  LoadingOverlay,
  NativeSelect,
  Pagination,
  Select,
  Skeleton,
  Stack,
  Table,
  Text,
  UnstyledButton,
  VisuallyHidden,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import {
  IconAlertCircle,
  IconArrowDown,
  IconArrowsSort,
  IconArrowUp,
  IconFilterOff,
  IconInbox,
  IconRefresh,
} from '@tabler/icons-react';
import {
  type CSSProperties,
  type Key,
  type MouseEvent,
  type ReactNode,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { isApiError } from '../api/api-error';
import { formatCount } from '../i18n/numbers';
import { ListColumnChooser } from './ListColumnChooser';
import { ListExportMenu } from './ListExportMenu';
import { DEFAULT_VISIBLE_FILTERS, FilterBar, PhoneFilters } from './ListFilters';
import { CardCell, LIST_PHONE_QUERY } from './list-card';
import { useColumnVisibility } from './list-columns';
import { isRowSelected, type ListSelection, pageSelection, selectionCount, toggleRow } from './list-selection';
import {
  type ListController,
  type ListLoadState,
  type ListUrlBinding,
  type UseListStateOptions,
  useListState,
} from './use-list-state';

export interface ListColumn<Row> {
  key: string;
  title: ReactNode;
  /** The list field the server sorts by; the header becomes a sort button. */
  sortField?: string;
  /** The cell; by default the row's property `key` as text. */
  render?: (row: Row, index: number) => ReactNode;
  width?: number | string;
  align?: 'left' | 'center' | 'right';
  /** The column's name as plain text (phone sort picker) when `title` is not a string. */
  label?: string;
}

export interface ListViewProps<Row> extends Omit<UseListStateOptions<Row>, 'url'> {
  columns: ListColumn<Row>[];
  /** Row identity; by default `row.id`, else the index. */
  getRowKey?: (row: Row, index: number) => Key;
  /** Rows-per-page choices; the default limit is added when missing. */
  pageSizeOptions?: number[];
  /** Mirror offset, limit, sort and filters in the address (needs a router). */
  syncToUrl?: boolean;
  /** Prefix of the address keys when a page has more than one synced list. */
  urlPrefix?: string;
  /** Accessible name of the table. */
  caption: string;
  /** Text of an empty list without filters. */
  emptyText?: ReactNode;
  /** Text of an empty list under filters; by default a generic one. */
  emptyFilteredText?: ReactNode;
  /** The main action offered by an empty list without filters (e.g. a "new" button). */
  emptyAction?: ReactNode;
  /** Extra content at the right of the filter bar (e.g. a "new" button). */
  toolbar?: ReactNode;
  /** The list call: offers its export (CSV, XLSX) of the current filter and sort, all pages. */
  exportEndpoint?: EndpointDef | EndpointRoute;
  /** Path parameters of the list call, for the export. */
  exportParams?: Record<string, string | number>;
  /** Further query parameters of the list call (a report's date): sent with each page and the export. */
  params?: Record<string, string>;
  /**
   * Filters the page keeps outside the filter bar (a club picked from a server search): added to
   * each page's query and to the export's, counted as active filters and cleared with them.
   */
  outsideFilters?: OutsideFilters;
  /** Rows chosen for a bulk action: a checkbox column, a page checkbox, "all matching the filter". */
  selection?: ListSelection<Row>;
  /** Bulk actions beside the selection's count (shown with `selection`, also while nothing is picked). */
  selectionActions?: ReactNode;
  /** Told the list's current query (filters, outside filters and params, no paging) and its total. */
  onQueryChange?: (query: ListQuery, total: number | undefined) => void;
  /** Below this width the table scrolls sideways inside its box (wide screens, or phones with `phoneLayout="table"`). */
  minTableWidth?: number;
  skeletonRows?: number;
  /** Phones (< 600 px): rows as cards (default) or the table scrolling inside its box. */
  phoneLayout?: 'cards' | 'table';
  /**
   * Wide screens: filters shown in the bar; the rest fold under "Další filtry" (open while one of
   * them is set). All show when there is at most one more. Default 6.
   */
  visibleFilters?: number;
  /** The "Sloupce" menu hiding columns (by default with three columns or more). */
  columnChooser?: boolean;
  /** Key of the remembered hidden columns; by default the page's address and the columns. */
  columnsKey?: string;
  /** Wide screens: the first column stays while the table scrolls sideways (default true). */
  stickyFirstColumn?: boolean;
}

export interface OutsideFilters {
  /** The query with these filters added. */
  apply: (query: ListQuery) => ListQuery;
  active: boolean;
  /** A synced list: their address keys, removed in the same address update as the list's filters. */
  addressKeys?: readonly string[];
  /** A list not synced to the address: clears them. */
  clear?: () => void;
}

export const DEFAULT_PAGE_SIZES = [10, 25, 50, 100];
/** Below 600 px a list shows the phone layout. */
const BUSY: ListLoadState[] = ['loading', 'sorting', 'loadingMore', 'filtering', 'refreshing', 'submitting'];

/** A list driven by the list query convention; see ListViewProps. Needs a QueryClientProvider. */
export function ListView<Row>(props: ListViewProps<Row>) {
  return props.syncToUrl ? <UrlSyncedListView {...props} /> : <ListViewBody {...props} />;
}

function UrlSyncedListView<Row>(props: ListViewProps<Row>) {
  const [params, setParams] = useSearchParams();
  const url = useMemo<ListUrlBinding>(
    () => ({ params, setParams: (next) => setParams(next, { replace: true }), prefix: props.urlPrefix }),
    [params, setParams, props.urlPrefix],
  );
  return <ListViewBody {...props} url={url} />;
}

function cellText(value: unknown, yes: string, no: string): ReactNode {
  if (value === null || value === undefined) return '';
  if (typeof value === 'boolean') return value ? yes : no;
  if (typeof value === 'string' || typeof value === 'number') return value;
  return '';
}

function defaultRowKey(row: unknown, index: number): Key {
  const id = (row as { id?: unknown } | null)?.id;
  return typeof id === 'string' || typeof id === 'number' ? id : index;
}

function ListViewBody<Row>({
  columns,
  getRowKey = defaultRowKey,
  pageSizeOptions = DEFAULT_PAGE_SIZES,
  caption,
  emptyText,
  emptyFilteredText,
  emptyAction,
  toolbar,
  exportEndpoint,
  exportParams,
  params,
  outsideFilters,
  selection,
  selectionActions,
  onQueryChange,
  minTableWidth = 640,
  skeletonRows = 5,
  phoneLayout = 'cards',
  visibleFilters = DEFAULT_VISIBLE_FILTERS,
  columnChooser,
  columnsKey,
  stickyFirstColumn = true,
  syncToUrl: _syncToUrl,
  urlPrefix,
  ...options
}: ListViewProps<Row> & { url?: ListUrlBinding }) {
  const { t, i18n } = useTranslation('forms');
  const phone = useMediaQuery(LIST_PHONE_QUERY, false, { getInitialValueInEffect: false }) ?? false;
  const cards = phone && phoneLayout === 'cards';
  const withOutside = (q: ListQuery) => (outsideFilters ? outsideFilters.apply(q) : q);
  const withParams = (q: ListQuery) => withOutside(params ? { ...q, params } : q);
  const list = useListState<Row>({
    ...options,
    // The page's query key names the outside filters' values; the params are added here.
    queryKey: params ? [...options.queryKey, params] : options.queryKey,
    load: (q, signal) => options.load(withParams(q), signal),
  });
  const hasFilters = list.hasFilters || Boolean(outsideFilters?.active);
  const clearFilters = () => {
    outsideFilters?.clear?.();
    list.clearFilters(outsideFilters?.addressKeys);
  };
  const filters = options.filters ?? [];
  const { status, rows } = list;
  const busy = BUSY.includes(status);
  const sizes = useMemo(
    () => [...new Set([...pageSizeOptions, list.state.limit])].sort((a, b) => a - b),
    [pageSizeOptions, list.state.limit],
  );
  const visibility = useColumnVisibility(
    columns.map((c) => c.key),
    columnsKey,
    urlPrefix,
  );
  const shownColumns = columns.filter((c) => !visibility.hidden.has(c.key));
  const withChooser = columnChooser ?? columns.length >= 3;
  const [scrolled, setScrolled] = useState(false);

  const errorMessages =
    status === 'error'
      ? isApiError(list.error) && list.error.messages.length
        ? list.error.messages
        : [t('list.loadError')]
      : [];

  const showTable = status !== 'error' || rows.length > 0;
  // A capped total (at least so many rows) is no count for a selection of all matching rows.
  const knownTotal = status === 'error' || status === 'loading' || list.totalCapped ? undefined : list.total;

  // What the rows match, without paging or sort: a bulk action on "all matching" sends it, and a
  // selection made under other filters is dropped (it would act on rows no longer shown).
  const { offset: _offset, limit: _limit, sort: _sort, ...matching } = withParams(list.query);
  const matchingKey = JSON.stringify(matching);
  const selectionRef = useRef(selection);
  selectionRef.current = selection;
  const firstMatching = useRef(matchingKey);
  useEffect(() => {
    if (firstMatching.current === matchingKey) return;
    firstMatching.current = matchingKey;
    selectionRef.current?.onChange({ keys: new Set(), allMatching: false });
  }, [matchingKey]);
  const onQueryChangeRef = useRef(onQueryChange);
  onQueryChangeRef.current = onQueryChange;
  // A list not enabled yet (waiting for a default filter) has no query in effect.
  const enabled = options.enabled !== false;
  useEffect(() => {
    if (enabled) onQueryChangeRef.current?.(JSON.parse(matchingKey) as ListQuery, knownTotal);
  }, [matchingKey, knownTotal, enabled]);
  const rowKeys = rows.map((row, index) => getRowKey(row, index));
  const from = list.offset + 1;
  const to = list.offset + rows.length;

  // Wide screens: the selection column and the first column stay while the rows scroll sideways.
  const sticky = stickyFirstColumn && !cards;
  const stickyCell = (col: number): { 'data-list-sticky'?: string; style?: CSSProperties } => {
    if (!sticky) return {};
    if (selection && col === -1) return { 'data-list-sticky': 'check', style: { width: 40 } };
    if (col === 0)
      return {
        'data-list-sticky': 'last',
        style: { '--fedra-list-sticky-left': selection ? '40px' : '0px' } as CSSProperties,
      };
    return {};
  };
  const emptyRows = rows.length === 0 && status !== 'loading';
  const resultText =
    knownTotal === undefined ? t('list.showResultsUnknown') : t('list.showResults', { count: knownTotal });

  return (
    <Stack gap="sm" data-list-layout={cards ? 'cards' : 'table'}>
      <Group justify="space-between" align="flex-end" gap="sm" wrap="wrap">
        {filters.length > 0 ? (
          phone ? (
            <PhoneFilters
              filters={filters}
              values={list.state.filters}
              onChange={list.setFilter}
              extraActive={outsideFilters?.active ? 1 : 0}
              onClearAll={clearFilters}
              resultText={resultText}
            />
          ) : (
            <FilterBar
              filters={filters}
              values={list.state.filters}
              onChange={list.setFilter}
              visible={visibleFilters}
            />
          )
        ) : (
          <span />
        )}
        {/* Wraps on a phone rather than pushing a page's own button past the edge. */}
        <Group gap="xs" wrap="wrap" justify="flex-end" style={{ minWidth: 0, marginLeft: 'auto' }}>
          <StatusIndicator status={status} />
          <ActionIcon
            variant="subtle"
            aria-label={t('list.refresh')}
            title={t('list.refresh')}
            onClick={list.refresh}
            disabled={busy}
          >
            <IconRefresh size={18} aria-hidden />
          </ActionIcon>
          {withChooser && <ListColumnChooser columns={columns} visibility={visibility} />}
          {exportEndpoint && (
            <ListExportMenu
              endpoint={exportEndpoint}
              params={exportParams}
              query={withParams(list.query)}
              total={status === 'error' || list.totalCapped ? undefined : list.total}
            />
          )}
          {toolbar}
        </Group>
      </Group>

      {errorMessages.length > 0 && (
        <Alert color="red" title={t('list.errorTitle')} icon={<IconAlertCircle aria-hidden />} role="alert">
          <Stack gap="xs" align="flex-start">
            {errorMessages.map((m) => (
              <Text key={m} size="sm">
                {m}
              </Text>
            ))}
            <Button size="xs" variant="light" color="red" onClick={list.refresh}>
              {t('list.retry')}
            </Button>
          </Stack>
        </Alert>
      )}

      {selection && (
        <SelectionBar selection={selection} rowKeys={rowKeys} total={knownTotal} actions={selectionActions} />
      )}

      {showTable && cards && (selection || columns.some((c) => c.sortField)) && rows.length > 0 && (
        <Group justify="space-between" align="flex-end" gap="sm" wrap="wrap">
          {selection ? <PageCheckbox selection={selection} rowKeys={rowKeys} total={knownTotal} withLabel /> : <span />}
          <PhoneSort columns={columns} list={list} />
        </Group>
      )}

      {showTable && (
        <Box
          pos="relative"
          className="fedra-list-scroll"
          data-scrolled={scrolled || undefined}
          onScrollCapture={(e) => {
            const left = (e.target as HTMLElement).scrollLeft > 0;
            if (left !== scrolled) setScrolled(left);
          }}
        >
          <LoadingOverlay
            visible={status === 'loadingMore' || status === 'submitting'}
            zIndex={2}
            overlayProps={{ blur: 1 }}
            loaderProps={{ size: 'sm' }}
          />
          <Table.ScrollContainer minWidth={cards ? 0 : minTableWidth} type="native">
            <Table
              striped={!cards}
              highlightOnHover={!cards}
              aria-label={caption}
              aria-busy={busy || undefined}
              className="fedra-list-table"
              data-layout={cards ? 'cards' : 'table'}
              data-selectable={cards && selection ? true : undefined}
            >
              <Table.Thead>
                <Table.Tr>
                  {selection && (
                    <Table.Th style={{ width: 40 }} {...stickyCell(-1)}>
                      <PageCheckbox selection={selection} rowKeys={rowKeys} total={knownTotal} />
                    </Table.Th>
                  )}
                  {shownColumns.map((col, i) => (
                    <HeaderCell key={col.key} column={col} list={list} sticky={stickyCell(i)} />
                  ))}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {status === 'loading' && rows.length === 0
                  ? Array.from({ length: skeletonRows }, (_, i) => (
                      // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
                      <Table.Tr key={i} data-skeleton>
                        {selection && <Table.Td data-card-check {...stickyCell(-1)} />}
                        {shownColumns.map((col, c) => (
                          <Table.Td
                            key={col.key}
                            {...stickyCell(c)}
                            data-card-heading={(cards && c === 0) || undefined}
                            data-card-unlabelled={cards || undefined}
                          >
                            <Skeleton height={12} radius="sm" />
                          </Table.Td>
                        ))}
                      </Table.Tr>
                    ))
                  : rows.map((row, index) => (
                      <Table.Tr
                        key={rowKeys[index]}
                        aria-selected={selection ? isRowSelected(selection.state, rowKeys[index]!) : undefined}
                      >
                        {selection && (
                          <Table.Td data-card-check {...stickyCell(-1)}>
                            <Checkbox
                              aria-label={selection.rowLabel(row)}
                              checked={isRowSelected(selection.state, rowKeys[index]!)}
                              onChange={() => selection.onChange(toggleRow(selection.state, rowKeys, rowKeys[index]!))}
                            />
                          </Table.Td>
                        )}
                        {shownColumns.map((col, c) => {
                          const value = col.render
                            ? col.render(row, index)
                            : cellText((row as Record<string, unknown>)[col.key], t('list.yes'), t('list.no'));
                          if (!cards)
                            return (
                              <Table.Td key={col.key} ta={col.align} {...stickyCell(c)}>
                                {value}
                              </Table.Td>
                            );
                          return (
                            <CardCell key={col.key} title={col.title} heading={c === 0}>
                              {value}
                            </CardCell>
                          );
                        })}
                      </Table.Tr>
                    ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          {/* Outside the scrolling table, so that a phone shows it however wide the table is. */}
          {emptyRows && (
            <Stack align="center" gap="xs" py="md" data-list-empty>
              {hasFilters ? (
                <IconFilterOff size={32} stroke={1.5} aria-hidden color="var(--mantine-color-dimmed)" />
              ) : (
                <IconInbox size={32} stroke={1.5} aria-hidden color="var(--mantine-color-dimmed)" />
              )}
              <Text c="dimmed" ta="center">
                {hasFilters ? (emptyFilteredText ?? t('list.emptyFiltered')) : (emptyText ?? t('list.empty'))}
              </Text>
              {hasFilters ? (
                <Button size="xs" variant="subtle" onClick={clearFilters}>
                  {t('list.clearFilters')}
                </Button>
              ) : (
                emptyAction
              )}
            </Stack>
          )}
        </Box>
      )}

      <Group justify="space-between" gap="sm" wrap="wrap">
        <Text size="sm" c="dimmed">
          {rows.length > 0
            ? list.totalCapped
              ? t('list.showingMore', { from, to, count: list.total, total: formatCount(list.total, i18n.language) })
              : t('list.showing', { from, to, count: list.total })
            : ''}
        </Text>
        <Group gap="sm" wrap="wrap">
          <NativeSelect
            size="xs"
            label={t('list.rowsPerPage')}
            styles={{ root: { display: 'flex', alignItems: 'center', gap: 8 } }}
            value={String(list.state.limit)}
            data={sizes.map(String)}
            onChange={(e) => list.setLimit(Number(e.currentTarget.value))}
          />
          <Box component="nav" aria-label={t('list.pagination')}>
            <Pagination
              size="sm"
              total={list.pageCount}
              value={list.page}
              onChange={list.setPage}
              // With a capped total there is no known last page to jump to.
              withEdges={!list.totalCapped && !phone}
              siblings={phone ? 0 : 1}
              hideWithOnePage
              getItemProps={(page) => ({ 'aria-label': t('list.page', { page }) })}
              getControlProps={(control) => ({ 'aria-label': t(`list.${control}Page`) })}
            />
          </Box>
        </Group>
      </Group>
    </Stack>
  );
}

/** Phones: the cards' order picked from a list (there are no column headers to click). */
function PhoneSort<Row>({ columns, list }: { columns: ListColumn<Row>[]; list: ListController<Row> }) {
  const { t } = useTranslation('forms');
  const sortable = columns.filter((c) => c.sortField);
  if (!sortable.length) return null;
  const name = (c: ListColumn<Row>) => c.label ?? (typeof c.title === 'string' ? c.title : c.key);
  const data = sortable.flatMap((c) => [
    { value: `${c.sortField}:asc`, label: t('list.sortOption.asc', { column: name(c) }) },
    { value: `${c.sortField}:desc`, label: t('list.sortOption.desc', { column: name(c) }) },
  ]);
  const first = list.state.sort[0];
  const value = first ? `${first.field}:${first.direction}` : null;
  return (
    <Select
      size="sm"
      label={t('list.sortBy')}
      placeholder={t('list.sortDefault')}
      data={data}
      value={data.some((d) => d.value === value) ? value : null}
      onChange={(v) => {
        if (!v) return list.setSort([]);
        const [field, direction] = v.split(':') as [string, 'asc' | 'desc'];
        list.setSort([{ field, direction }]);
      }}
      clearable
      allowDeselect={false}
      w={{ base: '100%', xs: 260 }}
      comboboxProps={{ withinPortal: true }}
    />
  );
}

/** Selects or clears the rows of the page; mixed when only some are selected. */
function PageCheckbox<Row>({
  selection,
  rowKeys,
  total,
  withLabel = false,
}: {
  selection: ListSelection<Row>;
  rowKeys: Key[];
  total: number | undefined;
  /** Phones' cards: the label shown beside the box (there is no header row). */
  withLabel?: boolean;
}) {
  const { t } = useTranslation('forms');
  const { checked, indeterminate } = pageSelection(selection.state, rowKeys);
  return (
    <Checkbox
      {...(withLabel ? { label: t('list.selection.page') } : { 'aria-label': t('list.selection.page') })}
      checked={checked}
      indeterminate={indeterminate}
      disabled={rowKeys.length === 0 || total === undefined}
      onChange={() => {
        const keys = new Set(selection.state.allMatching ? [] : selection.state.keys);
        for (const key of rowKeys) checked ? keys.delete(key) : keys.add(key);
        selection.onChange({ keys, allMatching: false });
      }}
    />
  );
}

/**
 * The count of selected rows and, once the whole page is selected, the offer to select every row
 * matching the filter (a bulk action then sends the filter instead of ids).
 */
function SelectionBar<Row>({
  selection,
  rowKeys,
  total,
  actions,
}: {
  selection: ListSelection<Row>;
  rowKeys: Key[];
  total: number | undefined;
  actions?: ReactNode;
}) {
  const { t } = useTranslation('forms');
  const { state } = selection;
  const count = selectionCount(state, total);
  const pageChosen = pageSelection(state, rowKeys).checked;
  const offerAll = !state.allMatching && pageChosen && total !== undefined && total > rowKeys.length;
  const clear = () => selection.onChange({ keys: new Set(), allMatching: false });
  return (
    <Group
      justify="space-between"
      gap="xs"
      wrap="wrap"
      mih={30}
      data-list-selection
      data-active={count > 0 || undefined}
    >
      <Group gap="xs" wrap="wrap">
        <Text size="sm" role="status" aria-live="polite">
          {count > 0
            ? state.allMatching
              ? t('list.selection.allMatching', { count })
              : t('list.selection.count', { count })
            : ''}
        </Text>
        {offerAll && (
          <Button
            size="compact-sm"
            variant="light"
            // "Vybrat všech 2 029 záznamů odpovídajících filtru" is wider than a phone: it wraps.
            h="auto"
            py={2}
            maw="100%"
            styles={{ label: { whiteSpace: 'normal', textAlign: 'start' } }}
            onClick={() => selection.onChange({ keys: new Set(), allMatching: true })}
          >
            {t('list.selection.selectAll', { count: total })}
          </Button>
        )}
        {count > 0 && (
          <Button size="compact-sm" variant="subtle" onClick={clear}>
            {t('list.selection.clear')}
          </Button>
        )}
      </Group>
      {actions && (
        <Group gap="xs" wrap="wrap">
          {actions}
        </Group>
      )}
    </Group>
  );
}

function StatusIndicator({ status }: { status: ListLoadState }) {
  const { t } = useTranslation('forms');
  const busy = BUSY.includes(status);
  return (
    <Group gap={4} wrap="nowrap" data-list-status={status}>
      {busy && <Loader size="xs" aria-hidden />}
      <Text size="xs" c="dimmed" role="status" aria-live="polite">
        {busy ? t(`list.status.${status}`) : ''}
      </Text>
    </Group>
  );
}

function HeaderCell<Row>({
  column,
  list,
  sticky,
}: {
  column: ListColumn<Row>;
  list: ListController<Row>;
  sticky: { 'data-list-sticky'?: string; style?: CSSProperties };
}) {
  const { t } = useTranslation('forms');
  const style = { width: column.width, ...sticky.style };
  const stickyAttr = sticky['data-list-sticky'];
  if (!column.sortField) {
    return (
      <Table.Th ta={column.align} style={style} data-list-sticky={stickyAttr}>
        {column.title}
      </Table.Th>
    );
  }
  const field = column.sortField;
  const sort = list.state.sort;
  const position = sort.findIndex((s) => s.field === field);
  const item = position >= 0 ? sort[position] : undefined;
  const primary = position === 0;
  const ariaSort = primary && item ? (item.direction === 'asc' ? 'ascending' : 'descending') : 'none';
  const Icon = !item ? IconArrowsSort : item.direction === 'asc' ? IconArrowUp : IconArrowDown;
  const onClick = (event: MouseEvent<HTMLButtonElement>) => list.toggleSort(field, event.shiftKey);
  return (
    <Table.Th ta={column.align} style={style} data-list-sticky={stickyAttr} aria-sort={ariaSort}>
      <UnstyledButton onClick={onClick} title={t('list.sortHint')} fw={600} fz="inherit">
        <Group gap={4} wrap="nowrap" component="span">
          <span>{column.title}</span>
          <Icon size={14} aria-hidden style={{ opacity: item ? 1 : 0.4, flexShrink: 0 }} />
          {item && sort.length > 1 && (
            <Text span size="xs" c="dimmed" aria-hidden>
              {position + 1}
            </Text>
          )}
          {item && !primary && (
            <VisuallyHidden>
              {`, ${t('list.sortPosition', { position: position + 1 })}, ${t(
                item.direction === 'asc' ? 'list.sortedAscending' : 'list.sortedDescending',
              )}`}
            </VisuallyHidden>
          )}
        </Group>
      </UnstyledButton>
    </Table.Th>
  );
}
