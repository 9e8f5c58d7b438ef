import EventAvailableOutlined from '@mui/icons-material/EventAvailableOutlined';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useLangPath } from '@/lib/use-lang-path';

/**
 * Where an employee's own calendar feed is found, on their profile in the staff screen. A feed is the
 * person's (docs/decisions.md "Calendar feeds"): the employee signed in gets the way to their account's
 * Calendar tab; anyone else reading the profile is told where that employee finds it.
 */
export function EmployeeCalendarFeedHint({ firstName, own }: { firstName: string; own: boolean }) {
  const { t } = useTranslation();
  const to = useLangPath();
  if (!own) {
    return (
      <Typography color="text.secondary">{t('calendarFeed.employee.other', { name: firstName })}</Typography>
    );
  }
  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      <Typography color="text.secondary">{t('calendarFeed.explain.own')}</Typography>
      <Button
        variant="outlined"
        component={RouterLink}
        to={to('/dashboard/account?tab=calendar')}
        startIcon={<EventAvailableOutlined aria-hidden="true" />}
      >
        {t('calendarFeed.employee.subscribe')}
      </Button>
    </Stack>
  );
}
