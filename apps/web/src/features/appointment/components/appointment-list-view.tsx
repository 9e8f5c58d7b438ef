import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { AppointmentWire } from '@salon/core';
import { formatDate, formatDateTime, formatMoney, formatTimeRange } from '@salon/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SearchField } from '@/components/search-field';
import { SalonGate } from '@/components/salon-gate';
import { UrlTabs, useUrlTab } from '@/components/url-tabs';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { APPOINTMENT_TABS, useAppointmentList } from '../api/list-appointments';
import { AppointmentDialog, preloadDialogOnIntent } from './appointment-dialog-lazy';
import { AppointmentStatusChip } from './appointment-status-chip';
import { useSalonZone } from './use-salon-zone';
import { ListTable } from '@/components/list-table';
import { usePaging } from '@/lib/use-paging';
import { visitTotalsLine } from '@/lib/visit-totals';

const COLUMNS = ['date', 'time', 'client', 'employee', 'service', 'price', 'status'] as const;

/** Appointments of the current salon, Future and Past (kept in the URL), searched and paged by the server. */
export function AppointmentListView() {
  const { t } = useTranslation();
  return (
    <SalonGate title={t('appointment.list.title')}>
      {(salonId) => <AppointmentList salonId={salonId} />}
    </SalonGate>
  );
}

function AppointmentList({ salonId }: { salonId: string }) {
  const { t, i18n } = useTranslation();
  const { timeZone } = useSalonZone();
  const [tab, setTab] = useUrlTab(APPOINTMENT_TABS, 'future');
  const [text, setText] = useState('');
  const q = useDebouncedValue(text.trim());
  const [editing, setEditing] = useState<AppointmentWire | null>(null);
  const paging = usePaging(`${tab}|${q}`);
  const query = useAppointmentList({
    salon_id: salonId,
    tab,
    q,
    page: paging.page + 1,
    limit: paging.limit,
    cursor: paging.cursor,
  });
  const rows = query.data?.data ?? [];
  const total = query.data?.meta.total ?? 0;
  const lang = i18n.language;
  const cell = (row: AppointmentWire, column: (typeof COLUMNS)[number]) => {
    switch (column) {
      case 'date':
        return <time dateTime={row.start}>{formatDate(row.start, lang, timeZone)}</time>;
      case 'time':
        return formatTimeRange(row.start, row.end, lang, timeZone);
      case 'client':
        return `${row.client.firstName} ${row.client.lastName}`;
      case 'employee':
        return row.employee.name;
      case 'service':
        // A part of a visit of several services says what the whole visit comes to.
        return row.visit ? (
          <>
            {row.service.name}
            <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
              {t('appointment.list.visitTotal', { summary: visitTotalsLine(row.visit, lang) })}
            </Typography>
          </>
        ) : (
          row.service.name
        );
      case 'price':
        return formatMoney(row.price, lang);
      case 'status':
        return (
          <Box sx={{ display: 'flex', gap: 0.5, flexWrap: 'wrap' }}>
            <AppointmentStatusChip status={row.status} />
            {row.source === 'online' ? (
              <Chip size="small" variant="outlined" label={t('appointment.source.online')} />
            ) : null}
          </Box>
        );
    }
  };

  return (
    <Box {...preloadDialogOnIntent}>
      <Typography variant="h1" sx={{ mb: 3 }}>
        {t('appointment.list.title')}
      </Typography>
      <UrlTabs
        tabs={APPOINTMENT_TABS}
        value={tab}
        onChange={setTab}
        label={t('appointment.list.tabsLabel')}
        tabLabel={(name) => t(`appointment.list.tabs.${name}`)}
        heading={t(`appointment.list.headings.${tab}`)}
      >
        <SearchField label={t('appointment.list.search')} value={text} onChange={setText} />
        <ListTable
          label={t(`appointment.list.headings.${tab}`)}
          columns={COLUMNS.map((key) => ({ key, label: t(`appointment.columns.${key}`) }))}
          query={query}
          loadingLabel={t('appointment.common.loading')}
          rowCount={rows.length}
          emptyText={t(q ? 'appointment.list.emptyFiltered' : `appointment.list.empty.${tab}`)}
          paging={{ ...paging.following(query.data), total, capped: query.data?.meta.capped === true }}
        >
          {rows.map((row) => (
            <TableRow
              key={row._id}
              hover
              tabIndex={0}
              sx={{ cursor: 'pointer' }}
              aria-label={t('appointment.list.open', {
                client: `${row.client.firstName} ${row.client.lastName}`,
                when: formatDateTime(row.start, lang, timeZone),
              })}
              onClick={() => setEditing(row)}
              onKeyDown={(event) => {
                if (event.key === 'Enter' || event.key === ' ') {
                  event.preventDefault();
                  setEditing(row);
                }
              }}
            >
              {COLUMNS.map((column) => (
                <TableCell key={column} sx={{ whiteSpace: column === 'time' ? 'nowrap' : undefined }}>
                  {cell(row, column)}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </ListTable>
      </UrlTabs>
      {editing ? (
        <AppointmentDialog
          salonId={salonId}
          target={{ mode: 'edit', appointment: editing }}
          onClose={() => setEditing(null)}
        />
      ) : null}
    </Box>
  );
}
