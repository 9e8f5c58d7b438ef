import Alert from '@mui/material/Alert';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { CompanyRequiredNotice } from '@/components/company-required-notice';
import { UrlTabs, useUrlTab } from '@/components/url-tabs';
import { errorText } from '@/lib/api-errors';
import { useSession } from '@/lib/session/session-context';
import { useCan } from '@/lib/session/use-role';
import { useLangPath } from '@/lib/use-lang-path';
import { useSalon } from '../api/get-salon';
import { SalonAreaTab } from './salon-area-tab';
import { SalonBookingTab } from './salon-booking-tab';
import { SalonClosuresTab } from './salon-closures-tab';
import { SalonFieldsTab } from './salon-fields-tab';
import { SalonHoursTab } from './salon-hours-tab';
import { SalonImagesTab } from './salon-images-tab';

const ALL_TABS = [
  'details',
  'contact',
  'address',
  'hours',
  'closures',
  'area',
  'booking',
  'images',
  'calendar',
] as const;
type ProfileTab = (typeof ALL_TABS)[number];

interface SalonProfileViewProps {
  /** The Calendar tab's content for a salon (another feature's, put here by the page); without it, no tab. */
  calendarPanel?: (salonId: string) => ReactNode;
}

/** The current salon's profile: one tab per part, each saved on its own. */
export function SalonProfileView({ calendarPanel }: SalonProfileViewProps = {}) {
  const { t } = useTranslation();
  const to = useLangPath();
  const { salonId } = useSession();
  const salon = useSalon(salonId);
  // Closed days are the owner's and the managers' (the server checks it again).
  const managesSalon = useCan('salon.manage');

  const tabs = ALL_TABS.filter(
    (name) =>
      (name !== 'area' || salon.data?.service_type === 'freelancer') &&
      (name !== 'calendar' || calendarPanel) &&
      (name !== 'closures' || managesSalon),
  );
  const [tab, setTab] = useUrlTab<ProfileTab>(tabs, 'details');

  const title = (
    <Typography variant="h1" sx={{ mb: 3 }}>
      {t('salon.profile.title')}
    </Typography>
  );
  if (!salonId || salon.isError) {
    const notFound = salon.isError;
    return (
      <Box>
        {title}
        <CompanyRequiredNotice />
        <Alert
          severity={notFound ? 'error' : 'info'}
          action={
            <Button component={RouterLink} to={to('/dashboard/salon')} color="inherit" size="small">
              {t('salon.profile.toList')}
            </Button>
          }
        >
          {notFound ? errorText(t, salon.error, 'errors.SALON_NOT_FOUND') : t('errors.NO_SALON_SELECTED')}
        </Alert>
      </Box>
    );
  }
  if (salon.isPending) {
    return (
      <Box>
        {title}
        <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
          <CircularProgress aria-label={t('salon.common.loading')} />
        </Box>
      </Box>
    );
  }
  const data = salon.data;

  return (
    <Box>
      {title}
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mb: 3 }}>
        <Avatar src={data.avatar ?? undefined} alt="" sx={{ width: 56, height: 56, bgcolor: 'primary.main' }}>
          {data.title.slice(0, 1).toUpperCase()}
        </Avatar>
        <Box>
          <Typography variant="h6" component="p">
            {data.title}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {t(`salon.kind.${data.service_type}`)} · {t(`salon.status.verification.${data.status_process}`)}
          </Typography>
        </Box>
      </Box>
      {data.status_salon === 'disabled' ? (
        <Alert severity="warning" sx={{ mb: 2 }}>
          {t('salon.profile.disabledBanner')}
        </Alert>
      ) : null}
      {data.open_store === 0 ? (
        <Alert severity="info" sx={{ mb: 2 }}>
          {t('salon.profile.closedBanner')}
        </Alert>
      ) : null}
      <UrlTabs
        tabs={tabs}
        value={tab}
        onChange={setTab}
        label={t('salon.profile.tabsLabel')}
        tabLabel={(name) => t(`salon.profile.tabs.${name}`)}
        heading={t(`salon.profile.headings.${tab}`)}
      >
        {tab === 'details' || tab === 'contact' || tab === 'address' ? (
          <SalonFieldsTab key={`${data._id}-${tab}`} salon={data} tab={tab} />
        ) : null}
        {tab === 'hours' ? <SalonHoursTab key={data._id} salon={data} /> : null}
        {tab === 'closures' ? <SalonClosuresTab key={data._id} salon={data} /> : null}
        {tab === 'area' ? <SalonAreaTab key={data._id} salon={data} /> : null}
        {tab === 'booking' ? <SalonBookingTab key={data._id} salon={data} /> : null}
        {tab === 'images' ? <SalonImagesTab key={data._id} salon={data} /> : null}
        {tab === 'calendar' && calendarPanel ? <Box key={data._id}>{calendarPanel(data._id)}</Box> : null}
      </UrlTabs>
    </Box>
  );
}
