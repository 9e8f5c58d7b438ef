import InfoOutlined from '@mui/icons-material/InfoOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Tab from '@mui/material/Tab';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { darken, getContrastRatio, lighten } from '@mui/material/styles';
import { formatDateTime, VENEZUELA_TIME_ZONE, type EventLogEntryWire } from '@salon/core';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { CompanyRequiredNotice, useCompanyMissing } from '@/components/company-required-notice';
import { EVENT_LOG_FILTERS, useEventLog, type EventLogFilter } from '../api/get-event-log';
import { EventDetailsDialog } from './event-details-dialog';
import { ListTable } from '@/components/list-table';
import { usePaging } from '@/lib/use-paging';
import { useSession } from '@/lib/session/session-context';
import { salonTimeZone } from '@/lib/session/use-salon-time-zone';

const ACTION_COLORS = {
  create: 'success',
  update: 'info',
  delete: 'error',
  cancel: 'warning',
  status_change: 'secondary',
} as const;

/**
 * The tone shaded until it reads at 4.5:1 on the background: the palette's main blues and oranges fall
 * below it as text, and even the dark orange of "cancel" does (3.8:1 on white).
 */
const readableOn = (color: string, background: string, darkMode: boolean): string => {
  let text = color;
  for (let step = 0; step < 10 && getContrastRatio(text, background) < 4.5; step += 1) {
    text = darkMode ? lighten(text, 0.1) : darken(text, 0.1);
  }
  return text;
};

const isFilter = (value: string | null): value is EventLogFilter =>
  EVENT_LOG_FILTERS.includes(value as EventLogFilter);

const COLUMNS = ['triggeredBy', 'action', 'area', 'salon', 'createdAt', 'details'] as const;

/** Event log: who did what, where and when, filtered by area, paged by the server. */
export function EventLogView() {
  const { t, i18n } = useTranslation();
  const [params, setParams] = useSearchParams();
  const requested = params.get('area');
  const area: EventLogFilter = isFilter(requested) ? requested : 'all';
  const paging = usePaging(area);
  const [open, setOpen] = useState<EventLogEntryWire | null>(null);
  const companyMissing = useCompanyMissing();
  const query = useEventLog(
    { area, page: paging.page + 1, limit: paging.limit, cursor: paging.cursor },
    !companyMissing,
  );
  const panelId = useId();
  const rows = query.data?.data ?? [];
  const total = query.data?.meta.total ?? 0;

  const chooseArea = (next: EventLogFilter) => {
    setParams(
      (current) => {
        const copy = new URLSearchParams(current);
        if (next === 'all') copy.delete('area');
        else copy.set('area', next);
        return copy;
      },
      { replace: true },
    );
  };

  const { salons } = useSession();
  // The entry's salon's clock; a company entry (or one of a salon since deleted) reads Venezuela's.
  const zoneOf = (entry: EventLogEntryWire) => {
    const salon = entry.salon ? salons.find((one) => one._id === entry.salon!._id) : undefined;
    return salon ? salonTimeZone(salon) : VENEZUELA_TIME_ZONE;
  };
  const when = (entry: EventLogEntryWire) => formatDateTime(entry.created_at, i18n.language, zoneOf(entry));

  return (
    <Box>
      <Typography variant="h1" sx={{ mb: 1 }}>
        {t('eventLog.title')}
      </Typography>
      <Typography sx={{ color: 'text.secondary', mb: 3 }}>{t('eventLog.subtitle')}</Typography>
      <CompanyRequiredNotice />
      <Tabs
        value={area}
        onChange={(_event, value: EventLogFilter) => chooseArea(value)}
        aria-label={t('eventLog.filterLabel')}
        variant="scrollable"
        allowScrollButtonsMobile
        sx={{ mb: 2, borderBottom: 1, borderColor: 'divider' }}
      >
        {EVENT_LOG_FILTERS.map((name) => (
          <Tab key={name} value={name} label={t(`eventLog.filters.${name}`)} aria-controls={panelId} />
        ))}
      </Tabs>
      <Paper variant="outlined" id={panelId} role="tabpanel" aria-label={t(`eventLog.filters.${area}`)}>
        <ListTable
          label={t('eventLog.tableLabel')}
          columns={COLUMNS.map((key) => ({ key, label: t(`eventLog.columns.${key}`) }))}
          query={query}
          rowCount={rows.length}
          emptyText={t('eventLog.empty')}
          paging={{ ...paging.following(query.data), total }}
        >
          {rows.map((entry) => (
            <TableRow key={entry._id} hover>
              <TableCell>
                {entry.triggered_by.name}
                {entry.details.by === 'client' ? (
                  // Done by the client on the visit or booking page, not by anyone of the salon.
                  <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
                    {t('eventLog.byClient')}
                  </Typography>
                ) : null}
              </TableCell>
              <TableCell>
                <Chip
                  size="small"
                  variant="outlined"
                  label={t(`eventLog.actions.${entry.action}`)}
                  sx={(theme) => {
                    const tone = theme.palette[ACTION_COLORS[entry.action]];
                    const dark = theme.palette.mode === 'dark';
                    const text = readableOn(
                      dark ? tone.light : tone.dark,
                      theme.palette.background.paper,
                      dark,
                    );
                    return { color: text, borderColor: text };
                  }}
                />
              </TableCell>
              <TableCell>{t(`eventLog.areas.${entry.affected_area}`)}</TableCell>
              <TableCell>{entry.salon?.name ?? '—'}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                <time dateTime={entry.created_at}>{when(entry)}</time>
              </TableCell>
              <TableCell>
                <Button
                  size="small"
                  startIcon={<InfoOutlined aria-hidden="true" />}
                  onClick={() => setOpen(entry)}
                  aria-label={t('eventLog.details.open', {
                    action: t(`eventLog.actions.${entry.action}`),
                    area: t(`eventLog.areas.${entry.affected_area}`),
                    when: when(entry),
                  })}
                >
                  {t('eventLog.details.button')}
                </Button>
              </TableCell>
            </TableRow>
          ))}
        </ListTable>
      </Paper>
      <EventDetailsDialog
        entry={open}
        timeZone={open ? zoneOf(open) : VENEZUELA_TIME_ZONE}
        onClose={() => setOpen(null)}
      />
    </Box>
  );
}
