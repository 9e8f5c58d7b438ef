import Add from '@mui/icons-material/Add';
import EditOutlined from '@mui/icons-material/EditOutlined';
import PersonOffOutlined from '@mui/icons-material/PersonOffOutlined';
import PersonOutlined from '@mui/icons-material/PersonOutlined';
import VisibilityOutlined from '@mui/icons-material/VisibilityOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { displayPhone, type EmployeeWire } from '@salon/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SearchField } from '@/components/search-field';
import { Link as RouterLink } from 'react-router';
import { UrlTabs, useUrlTab } from '@/components/url-tabs';
import { useCan } from '@/lib/session/use-role';
import { useLangPath } from '@/lib/use-lang-path';
import { EMPLOYEE_FILTERS, useEmployees } from '../api/list-employees';
import { EmployeeAvatar, employeeName, EmployeeStatusChip, YesNoChip } from './employee-labels';
import { SalonGate } from '@/components/salon-gate';
import { useEmployeeStatusAction } from './employee-status-action';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { ListTable } from '@/components/list-table';
import { usePaging } from '@/lib/use-paging';
import { RowAction } from '@/components/row-action';

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
  const paging = usePaging(`${status}|${q}`);
  const query = useEmployees({
    salon_id: salonId,
    status,
    q,
    page: paging.page + 1,
    limit: paging.limit,
  });
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
        <ListTable
          label={t('employee.list.tableLabel')}
          columns={COLUMNS.map((key) => ({ key, label: t(`employee.list.columns.${key}`) }))}
          query={query}
          loadingLabel={t('employee.common.loading')}
          rowCount={rows.length}
          emptyText={t(q || status !== 'all' ? 'employee.list.emptyFiltered' : 'employee.list.empty')}
          paging={{ ...paging, total }}
        >
          {rows.map((employee) => (
            <EmployeeRow
              key={employee._id}
              employee={employee}
              canManage={canManage}
              onToggleStatus={() => statusAction.toggle(employee)}
            />
          ))}
        </ListTable>
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
      <TableCell sx={{ whiteSpace: 'nowrap' }}>{displayPhone(employee.phoneNumber)}</TableCell>
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
        <RowAction
          label={t('employee.list.actions.view', { name })}
          icon={<VisibilityOutlined fontSize="small" aria-hidden="true" />}
          to={to(`/dashboard/employee/${employee._id}`)}
        />
        {canManage ? (
          <>
            <RowAction
              label={t('employee.list.actions.edit', { name })}
              icon={<EditOutlined fontSize="small" aria-hidden="true" />}
              to={to(`/dashboard/employee/${employee._id}/edit`)}
            />
            <RowAction
              label={statusLabel}
              icon={
                active ? (
                  <PersonOffOutlined fontSize="small" aria-hidden="true" />
                ) : (
                  <PersonOutlined fontSize="small" aria-hidden="true" />
                )
              }
              onClick={onToggleStatus}
            />
          </>
        ) : null}
      </TableCell>
    </TableRow>
  );
}
