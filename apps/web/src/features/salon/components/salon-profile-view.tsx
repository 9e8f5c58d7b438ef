import Alert from '@mui/material/Alert';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { CompanyRequiredNotice } from '@/components/company-required-notice';
import { errorText } from '@/lib/api-errors';
import { useSession } from '@/lib/session/session-context';
import { useLangPath } from '@/lib/use-lang-path';
import { useSalon } from '../api/get-salon';
import { SalonAreaTab } from './salon-area-tab';
import { SalonFieldsTab } from './salon-fields-tab';
import { SalonHoursTab } from './salon-hours-tab';
import { SalonImagesTab } from './salon-images-tab';

const ALL_TABS = ['details', 'contact', 'address', 'hours', 'area', 'images'] as const;
type ProfileTab = (typeof ALL_TABS)[number];

/** The current salon's profile: one tab per part, each saved on its own. */
export function SalonProfileView() {
  const { t } = useTranslation();
  const to = useLangPath();
  const baseId = useId();
  const { salonId } = useSession();
  const salon = useSalon(salonId);
  const [params, setParams] = useSearchParams();

  const tabs = ALL_TABS.filter((name) => name !== 'area' || salon.data?.service_type === 'freelancer');
  const requested = params.get('tab') as ProfileTab | null;
  const tab: ProfileTab = requested && tabs.includes(requested) ? requested : 'details';

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
      <Tabs
        value={tab}
        onChange={(_event, value: ProfileTab) =>
          setParams(
            (current) => {
              const next = new URLSearchParams(current);
              next.set('tab', value);
              return next;
            },
            { replace: true },
          )
        }
        aria-label={t('salon.profile.tabsLabel')}
        variant="scrollable"
        allowScrollButtonsMobile
        sx={{ mb: 3, borderBottom: 1, borderColor: 'divider' }}
      >
        {tabs.map((name) => (
          <Tab
            key={name}
            value={name}
            id={`${baseId}-tab-${name}`}
            aria-controls={`${baseId}-panel-${name}`}
            label={t(`salon.profile.tabs.${name}`)}
          />
        ))}
      </Tabs>
      <Paper
        variant="outlined"
        role="tabpanel"
        id={`${baseId}-panel-${tab}`}
        aria-labelledby={`${baseId}-tab-${tab}`}
        sx={{ p: { xs: 2.5, sm: 4 } }}
      >
        <Typography variant="h2" sx={{ mb: 3 }}>
          {t(`salon.profile.headings.${tab}`)}
        </Typography>
        {tab === 'details' || tab === 'contact' || tab === 'address' ? (
          <SalonFieldsTab key={`${data._id}-${tab}`} salon={data} tab={tab} />
        ) : null}
        {tab === 'hours' ? <SalonHoursTab key={data._id} salon={data} /> : null}
        {tab === 'area' ? <SalonAreaTab key={data._id} salon={data} /> : null}
        {tab === 'images' ? <SalonImagesTab key={data._id} salon={data} /> : null}
      </Paper>
    </Box>
  );
}
