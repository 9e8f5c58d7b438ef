import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { DashboardSummaryWire } from '@salon/core';
import { formatDecimal, formatMoney } from '@salon/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

type Totals = NonNullable<DashboardSummaryWire['totals']>;

/** Appointments, income (only for those who see money) and clients, each in a labelled card. */
export function DashboardTotals({ totals }: { totals: Totals }) {
  const { t, i18n } = useTranslation();
  const cards = [
    { key: 'appointments', value: formatDecimal(totals.appointments, i18n.language, 0) },
    ...(totals.income === null ? [] : [{ key: 'income', value: formatMoney(totals.income, i18n.language) }]),
    { key: 'clients', value: formatDecimal(totals.clients, i18n.language, 0) },
  ];
  return (
    <Grid container spacing={{ xs: 2, md: 3 }}>
      {cards.map((card) => (
        <Grid key={card.key} size={{ xs: 12, sm: 12 / cards.length }}>
          <TotalCard
            label={t(`home.dashboard.totals.${card.key}`)}
            value={card.value}
            hint={t(`home.dashboard.totals.${card.key}Hint`)}
          />
        </Grid>
      ))}
    </Grid>
  );
}

function TotalCard(props: { label: string; value: string; hint: string }) {
  const labelId = useId();
  return (
    <Paper variant="outlined" component="section" aria-labelledby={labelId} sx={{ p: 2.5, height: '100%' }}>
      <Typography id={labelId} component="h2" variant="subtitle2" sx={{ color: 'text.secondary' }}>
        {props.label}
      </Typography>
      <Typography sx={{ fontSize: '2rem', fontWeight: 700, lineHeight: 1.3 }}>{props.value}</Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {props.hint}
      </Typography>
    </Paper>
  );
}
