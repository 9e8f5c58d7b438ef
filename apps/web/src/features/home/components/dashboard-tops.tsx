import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Typography from '@mui/material/Typography';
import type { DashboardSummaryWire } from '@salon/core';
import { formatMoney } from '@salon/core';
import { useTranslation } from 'react-i18next';
import { DashboardCard, EmptyText } from './dashboard-card';

type TopServices = NonNullable<DashboardSummaryWire['top_services']>;
type TopClients = NonNullable<DashboardSummaryWire['top_clients']>;

interface RankedRow {
  _id: string;
  name: string;
  figures: string[];
}

/** A numbered list: the name on the left, its figures on the right. */
function RankedList({ rows, label }: { rows: RankedRow[]; label?: string }) {
  return (
    <List component="ol" disablePadding aria-label={label}>
      {rows.map((row, index) => (
        <ListItem
          key={row._id}
          disableGutters
          divider={index < rows.length - 1}
          sx={{ gap: 1.5, alignItems: 'baseline' }}
        >
          <Typography
            aria-hidden="true"
            variant="body2"
            sx={{ color: 'text.secondary', minWidth: 16, fontWeight: 600 }}
          >
            {index + 1}
          </Typography>
          <Typography sx={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}>{row.name}</Typography>
          <Box sx={{ textAlign: 'right', flexShrink: 0 }}>
            {row.figures.map((figure, at) => (
              <Typography
                key={at}
                variant="body2"
                sx={at === 0 ? { fontWeight: 600 } : { color: 'text.secondary' }}
              >
                {figure}
              </Typography>
            ))}
          </Box>
        </ListItem>
      ))}
    </List>
  );
}

/** The most booked services among the done appointments, with their income when money may be seen. */
export function DashboardTopServices({ services }: { services: TopServices }) {
  const { t, i18n } = useTranslation();
  return (
    <DashboardCard title={t('home.dashboard.topServices.title')}>
      {services.length === 0 ? (
        <EmptyText>{t('home.dashboard.topServices.empty')}</EmptyText>
      ) : (
        <RankedList
          rows={services.map((service) => ({
            _id: service._id,
            name: service.name,
            figures: [
              t('home.dashboard.topServices.count', { count: service.count }),
              ...(service.income === null ? [] : [formatMoney(service.income, i18n.language)]),
            ],
          }))}
        />
      )}
    </DashboardCard>
  );
}

/** The best clients by visits and, when money may be seen, by spend. */
export function DashboardTopClients({ clients }: { clients: TopClients }) {
  const { t, i18n } = useTranslation();
  const bySpend = clients.by_spend;
  return (
    <DashboardCard title={t('home.dashboard.topClients.title')}>
      {clients.by_visits.length === 0 ? (
        <EmptyText>{t('home.dashboard.topClients.empty')}</EmptyText>
      ) : (
        <>
          <Typography component="h3" variant="subtitle2" sx={{ color: 'text.secondary' }}>
            {t('home.dashboard.topClients.byVisits')}
          </Typography>
          <RankedList
            label={t('home.dashboard.topClients.byVisits')}
            rows={clients.by_visits.map((client) => ({
              _id: client._id,
              name: client.name,
              figures: [t('home.dashboard.topClients.visits', { count: client.visits })],
            }))}
          />
          {bySpend && bySpend.length > 0 ? (
            <>
              <Typography component="h3" variant="subtitle2" sx={{ color: 'text.secondary', mt: 2 }}>
                {t('home.dashboard.topClients.bySpend')}
              </Typography>
              <RankedList
                label={t('home.dashboard.topClients.bySpend')}
                rows={bySpend.map((client) => ({
                  _id: client._id,
                  name: client.name,
                  figures: [formatMoney(client.spend, i18n.language)],
                }))}
              />
            </>
          ) : null}
        </>
      )}
    </DashboardCard>
  );
}
