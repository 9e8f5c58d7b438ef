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
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { EmployeeWire } from '@salon/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListPagination } from '@/components/list-pagination';
import { SearchField } from '@/components/search-field';
import { Link as RouterLink } from 'react-router';
import { UrlTabs, useUrlTab } from '@/components/url-tabs';
import { errorText } from '@/lib/api-errors';
import { useCan } from '@/lib/session/use-role';
import { useLangPath } from '@/lib/use-lang-path';
import { EMPLOYEE_FILTERS, useEmployees } from '../api/list-employees';
import { EmployeeAvatar, employeeName, EmployeeStatusChip, YesNoChip } from './employee-labels';
import { SalonGate } from '@/components/salon-gate';
import { useEmployeeStatusAction } from './employee-status-action';
import { useDebouncedValue } from '@/lib/use-debounced-value';

const COLUMNS = ['name', 'role', 'email', 'phone', 'access', 'calendar', 'status', 'actions'] as const;

/** The current salon's employees: All / Active / Inactive (kept in the URL), a search box and paging. */
export function EmployeeListView() {
  const { t } = useTranslation();
  return (
    <SalonGate title={t('employee.list.title')}>{(salonId) => <EmployeeList salonId={salonId} />}</SalonGate>
  );
}

function EmployeeList({ salonId }: { salonId: string }) {
  const { t } = useTranslation();
  const to = useLangPath();
  const canManage = useCan('employee.manage');
  const [status, setStatus] = useUrlTab(EMPLOYEE_FILTERS, 'all');
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
  const query = useEmployees({ salon_id: salonId, status, q, page: page + 1, limit });
  const statusAction = useEmployeeStatusAction();
  const rows = query.data?.data ?? [];
  const total = query.data?.meta.total ?? 0;

  return (
    <Box>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, flexWrap: 'wrap', mb: 3 }}>
        <Typography variant="h1">{t('employee.list.title')}</Typography>
        {canManage ? (
          <Button
            component={RouterLink}
            to={to('/dashboard/employee/new')}
            variant="contained"
            startIcon={<Add aria-hidden="true" />}
          >
            {t('employee.list.new')}
          </Button>
        ) : null}
      </Box>
      <UrlTabs
        tabs={EMPLOYEE_FILTERS}
        value={status}
        onChange={setStatus}
        label={t('employee.list.filterLabel')}
        tabLabel={(name) => t(`employee.list.filters.${name}`)}
        heading={t(`employee.list.headings.${status}`)}
      >
        <SearchField
          label={t('employee.list.search')}
          helperText={t('employee.list.searchHelp')}
          value={text}
          onChange={setText}
        />
        {query.isFetching ? <LinearProgress aria-label={t('employee.common.loading')} /> : null}
        {query.isError ? (
          <Alert severity="error" sx={{ my: 2 }}>
            {errorText(t, query.error)}
          </Alert>
        ) : null}
        <TableContainer>
          <Table size="small" aria-label={t('employee.list.tableLabel')}>
            <TableHead>
              <TableRow>
                {COLUMNS.map((column) => (
                  <TableCell key={column} sx={{ fontWeight: 700, whiteSpace: 'nowrap' }}>
                    {t(`employee.list.columns.${column}`)}
                  </TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((employee) => (
                <EmployeeRow
                  key={employee._id}
                  employee={employee}
                  canManage={canManage}
                  onToggleStatus={() => statusAction.toggle(employee)}
                />
              ))}
              {!query.isPending && !query.isError && rows.length === 0 ? (
                <TableRow>
                  <TableCell
                    colSpan={COLUMNS.length}
                    sx={{ py: 6, textAlign: 'center', color: 'text.secondary' }}
                  >
                    {t(q || status !== 'all' ? 'employee.list.emptyFiltered' : 'employee.list.empty')}
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

function EmployeeRow({
  employee,
  canManage,
  onToggleStatus,
}: {
  employee: EmployeeWire;
  canManage: boolean;
  onToggleStatus: () => void;
}) {
  const { t } = useTranslation();
  const to = useLangPath();
  const name = employeeName(employee);
  const active = employee.status === 'active';
  const statusLabel = t(active ? 'employee.list.actions.deactivate' : 'employee.list.actions.activate', {
    name,
  });
  return (
    <TableRow hover>
      <TableCell>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
          <EmployeeAvatar employee={employee} />
          <Link component={RouterLink} to={to(`/dashboard/employee/${employee._id}`)}>
            {name}
          </Link>
        </Box>
      </TableCell>
      <TableCell>{t(`roles.${employee.role}`)}</TableCell>
      <TableCell>{employee.email}</TableCell>
      <TableCell sx={{ whiteSpace: 'nowrap' }}>{employee.phoneNumber}</TableCell>
      <TableCell>
        <YesNoChip value={employee.access_to_app} />
      </TableCell>
      <TableCell>
        <YesNoChip value={employee.active_in_calendar} />
      </TableCell>
      <TableCell>
        <EmployeeStatusChip status={employee.status} />
      </TableCell>
      <TableCell sx={{ whiteSpace: 'nowrap' }}>
        <Tooltip title={t('employee.list.actions.view', { name })}>
          <IconButton
            component={RouterLink}
            to={to(`/dashboard/employee/${employee._id}`)}
            aria-label={t('employee.list.actions.view', { name })}
            size="small"
          >
            <VisibilityOutlined fontSize="small" aria-hidden="true" />
          </IconButton>
        </Tooltip>
        {canManage ? (
          <>
            <Tooltip title={t('employee.list.actions.edit', { name })}>
              <IconButton
                component={RouterLink}
                to={to(`/dashboard/employee/${employee._id}/edit`)}
                aria-label={t('employee.list.actions.edit', { name })}
                size="small"
              >
                <EditOutlined fontSize="small" aria-hidden="true" />
              </IconButton>
            </Tooltip>
            <Tooltip title={statusLabel}>
              <IconButton onClick={onToggleStatus} aria-label={statusLabel} size="small">
                {active ? (
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
}
