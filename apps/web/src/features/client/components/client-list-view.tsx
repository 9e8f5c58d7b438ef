import Add from '@mui/icons-material/Add';
import EditOutlined from '@mui/icons-material/EditOutlined';
import PersonOffOutlined from '@mui/icons-material/PersonOffOutlined';
import PersonOutlined from '@mui/icons-material/PersonOutlined';
import VisibilityOutlined from '@mui/icons-material/VisibilityOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListPagination } from '@/components/list-pagination';
import { SearchField } from '@/components/search-field';
import { Link as RouterLink } from 'react-router';
import { UrlTabs, useUrlTab } from '@/components/url-tabs';
import { errorText } from '@/lib/api-errors';
import { useCan } from '@/lib/session/use-role';
import { useLangPath } from '@/lib/use-lang-path';
import { CLIENT_FILTERS, useClients } from '../api/list-clients';
import { SalonGate } from '@/components/salon-gate';
import { clientName, useClientStatusAction } from './client-status-action';
import { ClientStatusChip } from './client-status-chip';
import { useDebouncedValue } from '@/lib/use-debounced-value';

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
  const [page, setPage] = useState(0);
  const [limit, setLimit] = useState(20);
  // A new filter or search starts again on the first page.
  const [pagedFor, setPagedFor] = useState(`${status}|${q}`);
  if (pagedFor !== `${status}|${q}`) {
    setPagedFor(`${status}|${q}`);
    setPage(0);
  }
  const query = useClients({ salon_id: salonId, status, q, page: page + 1, limit });
  const statusAction = useClientStatusAction();
  const rows = query.data?.data ?? [];
  const total = query.data?.meta.total ?? 0;
  const created = (iso: string) => new Date(iso).toLocaleDateString(i18n.language, { dateStyle: 'medium' });

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
        {query.isFetching ? <LinearProgress aria-label={t('client.common.loading')} /> : null}
        {query.isError ? (
          <Alert severity="error" sx={{ my: 2 }}>
            {errorText(t, query.error)}
          </Alert>
        ) : null}
        <TableContainer>
          <Table size="small" aria-label={t('client.list.tableLabel')}>
            <TableHead>
              <TableRow>
                {COLUMNS.map((column) => (
                  <TableCell key={column} sx={{ fontWeight: 700, whiteSpace: 'nowrap' }}>
                    {t(`client.list.columns.${column}`)}
                  </TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((client) => {
                const name = clientName(client);
                return (
                  <TableRow key={client._id} hover>
                    <TableCell>
                      <RouterLink to={to(`/dashboard/client/${client._id}/view`)}>{name}</RouterLink>
                    </TableCell>
                    <TableCell>{client.email}</TableCell>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>{client.phoneNumber}</TableCell>
                    <TableCell>
                      <ClientStatusChip status={client.status} />
                    </TableCell>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>
                      <time dateTime={client.created_at}>{created(client.created_at)}</time>
                    </TableCell>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>
                      <Tooltip title={t('client.list.actions.view', { name })}>
                        <IconButton
                          component={RouterLink}
                          to={to(`/dashboard/client/${client._id}/view`)}
                          aria-label={t('client.list.actions.view', { name })}
                          size="small"
                        >
                          <VisibilityOutlined fontSize="small" aria-hidden="true" />
                        </IconButton>
                      </Tooltip>
                      {canManage ? (
                        <>
                          <Tooltip title={t('client.list.actions.edit', { name })}>
                            <IconButton
                              component={RouterLink}
                              to={to(`/dashboard/client/${client._id}/edit`)}
                              aria-label={t('client.list.actions.edit', { name })}
                              size="small"
                            >
                              <EditOutlined fontSize="small" aria-hidden="true" />
                            </IconButton>
                          </Tooltip>
                          <Tooltip
                            title={t(
                              client.status === 'active'
                                ? 'client.list.actions.deactivate'
                                : 'client.list.actions.activate',
                              { name },
                            )}
                          >
                            <IconButton
                              onClick={() => statusAction.toggle(client)}
                              aria-label={t(
                                client.status === 'active'
                                  ? 'client.list.actions.deactivate'
                                  : 'client.list.actions.activate',
                                { name },
                              )}
                              size="small"
                            >
                              {client.status === 'active' ? (
                                <PersonOffOutlined fontSize="small" aria-hidden="true" />
                              ) : (
                                <PersonOutlined fontSize="small" aria-hidden="true" />
                              )}
                            </IconButton>
                          </Tooltip>
                        </>
                      ) : null}
                    </TableCell>
                  </TableRow>
                );
              })}
              {!query.isPending && !query.isError && rows.length === 0 ? (
                <TableRow>
                  <TableCell
                    colSpan={COLUMNS.length}
                    sx={{ py: 6, textAlign: 'center', color: 'text.secondary' }}
                  >
                    {t(q || status !== 'all' ? 'client.list.emptyFiltered' : 'client.list.empty')}
                  </TableCell>
                </TableRow>
              ) : null}
            </TableBody>
          </Table>
        </TableContainer>
        <ListPagination
          total={total}
          page={page}
          limit={limit}
          onPageChange={setPage}
          onLimitChange={(next) => {
            setLimit(next);
            setPage(0);
          }}
        />
      </UrlTabs>
      {statusAction.dialog}
    </Box>
  );
}
