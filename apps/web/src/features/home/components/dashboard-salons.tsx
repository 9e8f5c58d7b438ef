import Paper from '@mui/material/Paper';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { formatDecimal, formatMoney, type DashboardSummaryWire } from '@salon/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { StackedTable } from '@/components/stacked-table';
import { useRole } from '@/lib/session/use-role';

/**
 * Whether the dashboard's figures cover every salon (`?salons=all`): the owner's choice alone, kept
 * in the URL so a reload shows the same; anyone else always sees the current salon.
 */
export function useAllSalons(): [boolean, (all: boolean) => void, boolean] {
  const [params, setParams] = useSearchParams();
  const owner = useRole() === 'owner';
  const select = (all: boolean) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (all) updated.set('salons', 'all');
        else updated.delete('salons');
        return updated;
      },
      { replace: true },
    );
  return [owner && params.get('salons') === 'all', select, owner];
}

/** "This salon" or "All salons" for the figures, as toggle buttons (Tab, then Space or Enter). */
export function DashboardSalonScope({ all, onChange }: { all: boolean; onChange: (all: boolean) => void }) {
  const { t } = useTranslation();
  return (
    <ToggleButtonGroup
      value={all ? 'all' : 'current'}
      exclusive
      onChange={(_event, next: string | null) => next && onChange(next === 'all')}
      aria-label={t('home.dashboard.salons.label')}
      size="small"
      // The unpressed choice in the secondary text colour: MUI's default grey fails contrast on the page's
      // background (axe, the e2e report spec).
      sx={{
        flexWrap: 'wrap',
        mb: 1.5,
        '& .MuiToggleButton-root:not(.Mui-selected)': { color: 'text.secondary' },
      }}
    >
      <ToggleButton value="current" sx={{ textTransform: 'none' }}>
        {t('home.dashboard.salons.current')}
      </ToggleButton>
      <ToggleButton value="all" sx={{ textTransform: 'none' }}>
        {t('home.dashboard.salons.all')}
      </ToggleButton>
    </ToggleButtonGroup>
  );
}

type BySalon = NonNullable<DashboardSummaryWire['by_salon']>;
type Totals = NonNullable<DashboardSummaryWire['totals']>;

/** Each salon's last 30 days side by side and the total; rows become cards on a phone. */
export function DashboardSalons({ salons, totals }: { salons: BySalon; totals: Totals }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const headingId = useId();
  const money = totals.income !== null;
  const row = (key: string, name: string, figures: Totals, strong = false) => (
    <TableRow key={key} sx={strong ? { '& > *': { fontWeight: 700 } } : undefined}>
      <TableCell component="th" scope="row">
        {name}
      </TableCell>
      <TableCell align="right">{formatDecimal(figures.appointments, lang, 0)}</TableCell>
      {money ? <TableCell align="right">{formatMoney(figures.income ?? 0, lang)}</TableCell> : null}
      <TableCell align="right">{formatDecimal(figures.clients, lang, 0)}</TableCell>
    </TableRow>
  );
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby={headingId}
      sx={{ p: 2.5, mt: { xs: 2, md: 3 } }}
    >
      <Typography id={headingId} component="h2" variant="h6" sx={{ mb: 1 }}>
        {t('home.dashboard.salons.title')}
      </Typography>
      <StackedTable size="small" aria-labelledby={headingId}>
        <TableHead>
          <TableRow>
            <TableCell sx={{ fontWeight: 700 }}>{t('home.dashboard.salons.salon')}</TableCell>
            <TableCell align="right" sx={{ fontWeight: 700 }}>
              {t('home.dashboard.totals.appointments')}
            </TableCell>
            {money ? (
              <TableCell align="right" sx={{ fontWeight: 700 }}>
                {t('home.dashboard.totals.income')}
              </TableCell>
            ) : null}
            <TableCell align="right" sx={{ fontWeight: 700 }}>
              {t('home.dashboard.totals.clients')}
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {salons.map((salon) => row(salon._id, salon.title, salon))}
          {row('total', t('home.dashboard.salons.total'), totals, true)}
        </TableBody>
      </StackedTable>
    </Paper>
  );
}
