import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import Skeleton from '@mui/material/Skeleton';
import type { DashboardSummaryWire } from '@salon/core';
import { visuallyHidden } from '@mui/utils';
import { lazy, Suspense, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { StackedTable } from '@/components/stacked-table';
import { useNearViewport } from '@/lib/use-near-viewport';
import { dayLabels, shiftLocalDay } from '@/lib/zoned-time';
import { DashboardCard } from './dashboard-card';

// The chart library is most of the welcome's code: the welcome paints its figures first and draws the chart when
// it arrives (the week's numbers are in the table below it meanwhile).
const BarChart = lazy(async () => ({ default: (await import('@mui/x-charts/BarChart')).BarChart }));
const CHART_HEIGHT = 260;

type Visits = NonNullable<DashboardSummaryWire['visits']>;

/** 2024-01-01 was a Monday: the weekday names, Monday first, in the interface language. */
const weekdays = (lang: string) =>
  Array.from({ length: 7 }, (_, index) => dayLabels(shiftLocalDay('2024-01-01', index), lang));

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

/**
 * This week's visits against the previous week's, per weekday, as grouped bars in the theme's colours, with
 * a one-line summary and the same numbers as a table in a <details> for readers who cannot see the chart.
 */
export function DashboardVisits({ visits }: { visits: Visits }) {
  const { t, i18n } = useTranslation();
  const theme = useTheme();
  const days = weekdays(i18n.language);
  const short = days.map((labels) => labels.weekday);
  const long = days.map((labels) => labels.weekdayLong);
  const title = t('home.dashboard.visits.title');
  const chartBox = useRef<HTMLDivElement>(null);
  const chartNear = useNearViewport(chartBox);
  const placeholder = <Skeleton variant="rounded" height={CHART_HEIGHT} />;
  const summaryId = useId();
  const descId = useId();
  const series = [
    { key: 'thisWeek', data: visits.this_week, color: theme.palette.primary.main },
    { key: 'previousWeek', data: visits.previous_week, color: theme.palette.grey[500] },
  ] as const;
  return (
    <DashboardCard title={title}>
      <Typography id={summaryId} variant="body2" sx={{ color: 'text.secondary' }}>
        {t('home.dashboard.visits.summary', {
          count: sum(visits.this_week),
          previousWeek: sum(visits.previous_week),
        })}
      </Typography>
      {/* MUI X labels its surface on a role="none" element, which axe refuses: the label is given here. */}
      <Box ref={chartBox} role="img" aria-label={title} aria-describedby={`${summaryId} ${descId}`}>
        {/* Drawn when it comes near the screen: on a phone it sits below the fold while the welcome starts. */}
        {chartNear ? (
          <Suspense fallback={placeholder}>
            <BarChart
              height={CHART_HEIGHT}
              margin={{ left: 0, right: 8 }}
              xAxis={[{ scaleType: 'band', data: short }]}
              yAxis={[{ tickMinStep: 1, width: 32 }]}
              series={series.map((one) => ({
                label: t(`home.dashboard.visits.${one.key}`),
                data: [...one.data],
                color: one.color,
              }))}
            />
          </Suspense>
        ) : (
          placeholder
        )}
      </Box>
      <Box id={descId} sx={visuallyHidden}>
        {t('home.dashboard.visits.description')}
      </Box>
      <Box component="details" sx={{ mt: 1 }}>
        <Box component="summary" sx={{ cursor: 'pointer', color: 'primary.main', fontWeight: 600 }}>
          {t('home.dashboard.visits.showTable')}
        </Box>
        <StackedTable size="small" aria-label={title} sx={{ mt: 1 }}>
          <TableHead>
            <TableRow>
              <TableCell sx={{ fontWeight: 700 }}>{t('home.dashboard.visits.day')}</TableCell>
              {series.map((one) => (
                <TableCell key={one.key} align="right" sx={{ fontWeight: 700 }}>
                  {t(`home.dashboard.visits.${one.key}`)}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {long.map((day, index) => (
              <TableRow key={day}>
                <TableCell component="th" scope="row">
                  {day}
                </TableCell>
                {series.map((one) => (
                  <TableCell key={one.key} align="right">
                    {one.data[index] ?? 0}
                  </TableCell>
                ))}
              </TableRow>
            ))}
          </TableBody>
        </StackedTable>
      </Box>
    </DashboardCard>
  );
}
