import Add from '@mui/icons-material/Add';
import EditOutlined from '@mui/icons-material/EditOutlined';
import PersonOffOutlined from '@mui/icons-material/PersonOffOutlined';
import PersonOutlined from '@mui/icons-material/PersonOutlined';
import VisibilityOutlined from '@mui/icons-material/VisibilityOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { displayPhone, formatDate } from '@salon/core';
import { SearchField } from '@/components/search-field';
import { Link as RouterLink } from 'react-router';
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

const COLUMNS = ['name', 'email', 'phone', 'status', 'created', 'actions'] as const;

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
  const paging = usePaging(`${status}|${q}`);
  const query = useClients({
    salon_id: salonId,
    status,
    q,
    page: paging.page + 1,
    limit: paging.limit,
    cursor: paging.cursor,
  });
  const statusAction = useClientStatusAction();
  const timeZone = useSalonTimeZone();
  const rows = query.data?.data ?? [];
  const total = query.data?.meta.total ?? 0;
  const created = (iso: string) => formatDate(iso, i18n.language, timeZone);

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
        <ListTable
          label={t('client.list.tableLabel')}
          columns={COLUMNS.map((key) => ({ key, label: t(`client.list.columns.${key}`) }))}
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
                <TableCell>{client.email}</TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{displayPhone(client.phoneNumber)}</TableCell>
                <TableCell>
                  <ClientStatusChip status={client.status} />
                </TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>
                  <time dateTime={client.created_at}>{created(client.created_at)}</time>
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
