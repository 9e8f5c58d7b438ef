import Chip from '@mui/material/Chip';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { ClientVisitWire } from '@salon/core';
import { formatDate, formatMoney, formatTimeRange } from '@salon/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { UrlTabs, useUrlTab } from '@/components/url-tabs';
import { useClientVisits, VISIT_TABS, type VisitTab } from '../api/list-client-visits';
import { ListTable } from '@/components/list-table';
import { visitTotalsLine } from '@/lib/visit-totals';

const COLUMNS = ['date', 'time', 'employee', 'service', 'price', 'status'] as const;
const PAGE_SIZE = 10;
/** The status text is always shown; the colour only echoes it. */
const STATUS_CHIP_COLORS = {
  pending: 'warning',
  reserved: 'info',
  done: 'success',
  no_show: 'secondary',
  cancelled: 'default',
} as const satisfies Record<
  ClientVisitWire['status'],
  'warning' | 'info' | 'success' | 'secondary' | 'default'
>;

/** The client's visits in this salon, Reserved (coming) and History (past), in the salon's time zone. */
export function ClientVisits({ clientId, timeZone }: { clientId: string; timeZone: string }) {
  const { t } = useTranslation();
  const [tab, setTab] = useUrlTab<VisitTab>(VISIT_TABS, 'reserved');
  return (
    <UrlTabs
      tabs={VISIT_TABS}
      value={tab}
      onChange={setTab}
      label={t('client.visits.label')}
      tabLabel={(name) => t(`client.visits.tabs.${name}`)}
      heading={t(`client.visits.headings.${tab}`)}
    >
      {/* Keyed by tab, so each tab starts on its first page. */}
      <VisitTable key={tab} clientId={clientId} tab={tab} timeZone={timeZone} />
    </UrlTabs>
  );
}

function VisitTable({ clientId, tab, timeZone }: { clientId: string; tab: VisitTab; timeZone: string }) {
  const { t, i18n } = useTranslation();
  const [page, setPage] = useState(0);
  const query = useClientVisits(clientId, { tab, page: page + 1, limit: PAGE_SIZE });
  const rows = query.data?.data ?? [];
  const total = query.data?.meta.total ?? 0;
  const lang = i18n.language;
  const cell = (visit: ClientVisitWire, column: (typeof COLUMNS)[number]) => {
    switch (column) {
      case 'date':
        return <time dateTime={visit.start}>{formatDate(visit.start, lang, timeZone)}</time>;
      case 'time':
        return formatTimeRange(visit.start, visit.end, lang, timeZone);
      case 'employee':
        return visit.employee.name;
      case 'service':
        return visit.visit ? (
          <>
            {visit.service.name}
            <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
              {t('client.visits.visitTotal', { summary: visitTotalsLine(visit.visit, lang) })}
            </Typography>
          </>
        ) : (
          visit.service.name
        );
      case 'price':
        return formatMoney(visit.price, lang);
      case 'status':
        return (
          <Chip
            size="small"
            label={t(`client.visits.statuses.${visit.status}`)}
            color={STATUS_CHIP_COLORS[visit.status]}
            variant={visit.status === 'cancelled' ? 'outlined' : 'filled'}
          />
        );
    }
  };

  return (
    <ListTable
      label={t(`client.visits.headings.${tab}`)}
      columns={COLUMNS.map((key) => ({ key, label: t(`client.visits.columns.${key}`) }))}
      query={query}
      loadingLabel={t('client.common.loading')}
      rowCount={rows.length}
      emptyText={t(`client.visits.empty.${tab}`)}
      paging={
        total > PAGE_SIZE
          ? { total, page, limit: PAGE_SIZE, pageSizes: [PAGE_SIZE], onPageChange: setPage }
          : undefined
      }
    >
      {rows.map((visit) => (
        <TableRow key={visit._id}>
          {COLUMNS.map((column) => (
            <TableCell key={column} sx={{ whiteSpace: column === 'time' ? 'nowrap' : undefined }}>
              {cell(visit, column)}
            </TableCell>
          ))}
        </TableRow>
      ))}
    </ListTable>
  );
}
