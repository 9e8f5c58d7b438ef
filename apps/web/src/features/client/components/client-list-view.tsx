import Add from '@mui/icons-material/Add';
import EditOutlined from '@mui/icons-material/EditOutlined';
import PersonOffOutlined from '@mui/icons-material/PersonOffOutlined';
import PersonOutlined from '@mui/icons-material/PersonOutlined';
import VisibilityOutlined from '@mui/icons-material/VisibilityOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  CLIENT_SORTS,
  displayPhone,
  formatDate,
  formatMoney,
  type ClientSort,
  type SortOrder,
} from '@salon/core';
import { SearchField } from '@/components/search-field';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { UrlTabs, useUrlTab } from '@/components/url-tabs';
import { useCan } from '@/lib/session/use-role';
import { useSalonTimeZone } from '@/lib/session/use-salon-time-zone';
import { useLangPath } from '@/lib/use-lang-path';
import { CLIENT_FILTERS, useClients } from '../api/list-clients';
import { SalonGate } from '@/components/salon-gate';
import { clientName, useClientStatusAction } from './client-status-action';
import { ClientStatusChip } from './client-status-chip';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { ListTable } from '@/components/list-table';
import { usePaging } from '@/lib/use-paging';
import { RowAction } from '@/components/row-action';

const COLUMNS = [
  'name',
  'email',
  'phone',
  'status',
  'lastVisit',
  'visits',
  'totalSpent',
  'noShows',
  'lateCancellations',
  'created',
  'figures',
  'actions',
] as const;
type Column = (typeof COLUMNS)[number];

/** The columns the list sorts by, and the server's name of each sort. */
const SORT_OF: Partial<Record<Column, ClientSort>> = {
  lastVisit: 'last_visit',
  visits: 'visits',
  totalSpent: 'total_spent',
  noShows: 'no_shows',
  lateCancellations: 'late_cancellations',
  created: 'created',
};
const COLUMN_OF = Object.fromEntries(
  Object.entries(SORT_OF).map(([column, sort]) => [sort, column]),
) as Record<ClientSort, Column>;
/** The figures have their own columns on a desktop; a phone's card sums them up in one line (`figures`). */
const ONLY: Partial<Record<Column, 'wide' | 'narrow'>> = {
  lastVisit: 'wide',
  visits: 'wide',
  totalSpent: 'wide',
  noShows: 'wide',
  lateCancellations: 'wide',
  figures: 'narrow',
};

/**
 * The list's order, kept in the URL (`?sort=visits&order=asc`) so a reload, the back button or a shared link
 * keep it. Newest first until a heading is clicked; a new figure sorts most first, the same one again flips it.
 */
function useUrlSort() {
  const [params, setParams] = useSearchParams();
  const asked = params.get('sort');
  const by = (CLIENT_SORTS as readonly string[]).includes(asked ?? '') ? (asked as ClientSort) : 'created';
  const order: SortOrder = params.get('order') === 'asc' ? 'asc' : 'desc';
  const setSort = (next: { by: ClientSort; order: SortOrder }) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (next.by === 'created' && next.order === 'desc') {
          updated.delete('sort');
          updated.delete('order');
        } else {
          updated.set('sort', next.by);
          updated.set('order', next.order);
        }
        return updated;
      },
      { replace: true },
    );
  const sortBy = (next: ClientSort) =>
    setSort({ by: next, order: next === by && order === 'desc' ? 'asc' : 'desc' });
  return { sort: { by, order }, sortBy, setSort };
}

/** The current salon's clients: All / Active / Inactive (kept in the URL), a search box and paging. */
export function ClientListView() {
  const { t } = useTranslation();
  return (
    <SalonGate title={t('client.list.title')}>{(salonId) => <ClientList salonId={salonId} />}</SalonGate>
  );
}

function ClientList({ salonId }: { salonId: string }) {
  const { t, i18n } = useTranslation();
  const to = useLangPath();
  const canManage = useCan('client.manage');
  const [status, setStatus] = useUrlTab(CLIENT_FILTERS, 'all');
  const [text, setText] = useState('');
  const q = useDebouncedValue(text.trim());
  const { sort, sortBy, setSort } = useUrlSort();
  const paging = usePaging(`${status}|${q}|${sort.by}|${sort.order}`);
  const query = useClients({
    salon_id: salonId,
    status,
    q,
    sort: sort.by,
    order: sort.order,
    page: paging.page + 1,
    limit: paging.limit,
    cursor: paging.cursor,
  });
  const statusAction = useClientStatusAction();
  const timeZone = useSalonTimeZone();
  const rows = query.data?.data ?? [];
  const total = query.data?.meta.total ?? 0;
  const created = (iso: string) => formatDate(iso, i18n.language, timeZone);
  const lastVisit = (iso: string | null) => (iso ? created(iso) : t('client.list.never'));
  const money = (dollars: number) => formatMoney(dollars, i18n.language);

  return (
    <Box>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, flexWrap: 'wrap', mb: 3 }}>
        <Typography variant="h1">{t('client.list.title')}</Typography>
        {canManage ? (
          <Button
            component={RouterLink}
            to={to('/dashboard/client/new')}
            variant="contained"
            startIcon={<Add aria-hidden="true" />}
          >
            {t('client.list.new')}
          </Button>
        ) : null}
      </Box>
      <UrlTabs
        tabs={CLIENT_FILTERS}
        value={status}
        onChange={setStatus}
        label={t('client.list.filterLabel')}
        tabLabel={(name) => t(`client.list.filters.${name}`)}
        heading={t(`client.list.headings.${status}`)}
      >
        <SearchField
          label={t('client.list.search')}
          helperText={t('client.list.searchHelp')}
          value={text}
          onChange={setText}
        />
        {/* On a phone the headings are hidden (the rows are cards): the order is chosen here. */}
        <TextField
          select
          size="small"
          label={t('client.list.sortLabel')}
          value={sort.by}
          onChange={(event) => setSort({ by: event.target.value as ClientSort, order: 'desc' })}
          sx={{ display: { xs: 'flex', md: 'none' }, mb: 2, maxWidth: 320 }}
        >
          {CLIENT_SORTS.map((option) => (
            <MenuItem key={option} value={option}>
              {t(`client.list.sorts.${option}`)}
            </MenuItem>
          ))}
        </TextField>
        <ListTable
          label={t('client.list.tableLabel')}
          columns={COLUMNS.map((key) => ({
            key,
            label: t(`client.list.columns.${key}`),
            sortable: key in SORT_OF,
            only: ONLY[key],
            align:
              key === 'visits' || key === 'totalSpent' || key === 'noShows' || key === 'lateCancellations'
                ? 'right'
                : 'left',
          }))}
          sort={{
            by: COLUMN_OF[sort.by],
            order: sort.order,
            onSort: (key) => sortBy(SORT_OF[key as Column]!),
          }}
          query={query}
          loadingLabel={t('client.common.loading')}
          rowCount={rows.length}
          emptyText={t(q || status !== 'all' ? 'client.list.emptyFiltered' : 'client.list.empty')}
          paging={{ ...paging.following(query.data), total }}
        >
          {rows.map((client) => {
            const name = clientName(client);
            return (
              <TableRow key={client._id} hover>
                <TableCell>
                  <RouterLink to={to(`/dashboard/client/${client._id}/view`)}>{name}</RouterLink>
                </TableCell>
                <TableCell>{client.email ?? '—'}</TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{displayPhone(client.phoneNumber)}</TableCell>
                <TableCell>
                  <ClientStatusChip status={client.status} />
                </TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>
                  {client.last_visit ? (
                    <time dateTime={client.last_visit}>{lastVisit(client.last_visit)}</time>
                  ) : (
                    lastVisit(null)
                  )}
                </TableCell>
                <TableCell align="right">{client.visits}</TableCell>
                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                  {money(client.total_spent)}
                </TableCell>
                <TableCell align="right">{client.no_shows}</TableCell>
                <TableCell align="right">{client.late_cancellations}</TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>
                  <time dateTime={client.created_at}>{created(client.created_at)}</time>
                </TableCell>
                <TableCell sx={{ gridColumn: '1 / -1' }}>
                  {t('client.list.figuresSummary', {
                    visits: client.visits,
                    spent: money(client.total_spent),
                    noShows: client.no_shows,
                    late: client.late_cancellations,
                  })}
                  <br />
                  {t('client.list.lastVisitSummary', { date: lastVisit(client.last_visit) })}
                </TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>
                  <RowAction
                    label={t('client.list.actions.view', { name })}
                    icon={<VisibilityOutlined fontSize="small" aria-hidden="true" />}
                    to={to(`/dashboard/client/${client._id}/view`)}
                  />
                  {canManage ? (
                    <>
                      <RowAction
                        label={t('client.list.actions.edit', { name })}
                        icon={<EditOutlined fontSize="small" aria-hidden="true" />}
                        to={to(`/dashboard/client/${client._id}/edit`)}
                      />
                      <RowAction
                        label={t(
                          client.status === 'active'
                            ? 'client.list.actions.deactivate'
                            : 'client.list.actions.activate',
                          { name },
                        )}
                        icon={
                          client.status === 'active' ? (
                            <PersonOffOutlined fontSize="small" aria-hidden="true" />
                          ) : (
                            <PersonOutlined fontSize="small" aria-hidden="true" />
                          )
                        }
                        onClick={() => statusAction.toggle(client)}
                      />
                    </>
                  ) : null}
                </TableCell>
              </TableRow>
            );
          })}
        </ListTable>
      </UrlTabs>
      {statusAction.dialog}
    </Box>
  );
}
