import Add from '@mui/icons-material/Add';
import FilterList from '@mui/icons-material/FilterList';
import Refresh from '@mui/icons-material/Refresh';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

export const FILTERS_PANEL_ID = 'appointment-calendar-filters';
const COUNTDOWN_ID = 'appointment-refresh-countdown';

/**
 * The calendar's title with its refresh button (and the seconds to the next automatic refresh) and the new
 * appointment button. On a phone the title shares a row with the new appointment button, the refresh button is
 * an icon, and a Filters button opens the filters and the colour legend, which would push the agenda off screen.
 */
export function CalendarHeader(props: {
  phone: boolean;
  secondsLeft: number;
  onRefresh: () => void;
  /** Absent for a role that may not book (basic): no New appointment button. */
  onNew?: () => void;
  filtersOpen: boolean;
  onToggleFilters: () => void;
  activeFilters: number;
}) {
  const { phone, secondsLeft, onRefresh, onNew, filtersOpen, onToggleFilters, activeFilters } = props;
  const { t } = useTranslation();
  const title = <Typography variant="h1">{t('appointment.calendar.title')}</Typography>;
  const countdown = (
    <Typography id={COUNTDOWN_ID} variant="body2" color="text.secondary">
      {t('appointment.calendar.countdown', { count: secondsLeft })}
    </Typography>
  );
  const create = onNew ? (
    <Button variant="contained" startIcon={<Add aria-hidden="true" />} onClick={onNew} sx={{ flexShrink: 0 }}>
      {t('appointment.calendar.new')}
    </Button>
  ) : null;
  if (!phone) {
    return (
      <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, flexWrap: 'wrap', mb: 2 }}>
        {title}
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
          <Button
            variant="outlined"
            onClick={onRefresh}
            startIcon={<Refresh aria-hidden="true" />}
            aria-describedby={COUNTDOWN_ID}
          >
            {t('appointment.calendar.refresh')}
          </Button>
          {countdown}
          {create}
        </Box>
      </Box>
    );
  }
  return (
    <Box sx={{ display: 'grid', gap: 1, mb: 1 }}>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 1 }}>
        {title}
        {create}
      </Box>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
        <IconButton
          onClick={onRefresh}
          aria-label={t('appointment.calendar.refresh')}
          aria-describedby={COUNTDOWN_ID}
          sx={{ ml: -1 }}
        >
          <Refresh />
        </IconButton>
        {countdown}
        <Button
          onClick={onToggleFilters}
          startIcon={<FilterList aria-hidden="true" />}
          aria-expanded={filtersOpen}
          aria-controls={FILTERS_PANEL_ID}
          sx={{ ml: 'auto', flexShrink: 0 }}
        >
          {activeFilters
            ? t('appointment.calendar.filtersActive', { count: activeFilters })
            : t('appointment.calendar.filters')}
        </Button>
      </Box>
    </Box>
  );
}
