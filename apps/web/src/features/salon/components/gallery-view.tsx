import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { GALLERY_KINDS } from '@salon/core';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { CompanyRequiredNotice } from '@/components/company-required-notice';
import { errorText } from '@/lib/api-errors';
import { useSession } from '@/lib/session/session-context';
import { useLangPath } from '@/lib/use-lang-path';
import { useGallery } from '../api/list-gallery';
import { GallerySection } from './gallery-section';

/** The current salon's galleries, Portfolio and Interior, with the plan's image count. */
export function GalleryView() {
  const { t } = useTranslation();
  const to = useLangPath();
  const { salonId, salons } = useSession();
  const gallery = useGallery(salonId);
  const salonName = salons.find((salon) => salon._id === salonId)?.title;

  const title = (
    <Typography variant="h1" sx={{ mb: 1 }}>
      {t('gallery.title')}
    </Typography>
  );
  if (!salonId) {
    return (
      <Box>
        {title}
        <CompanyRequiredNotice />
        <Alert
          severity="info"
          sx={{ mt: 2 }}
          action={
            <Button component={RouterLink} to={to('/dashboard/salon')} color="inherit" size="small">
              {t('salon.profile.toList')}
            </Button>
          }
        >
          {t('errors.NO_SALON_SELECTED')}
        </Alert>
      </Box>
    );
  }

  const data = gallery.data;
  const full = Boolean(data && data.limit > 0 && data.total >= data.limit);
  return (
    <Box>
      {title}
      {typeof salonName === 'string' ? (
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {salonName}
        </Typography>
      ) : null}
      {gallery.isPending ? (
        <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
          <CircularProgress aria-label={t('salon.common.loading')} />
        </Box>
      ) : gallery.isError ? (
        <Alert severity="error">{errorText(t, gallery.error)}</Alert>
      ) : (
        <>
          <Box sx={{ mb: 3, maxWidth: 420 }}>
            <Typography variant="body2" sx={{ mb: 0.5 }}>
              {t('gallery.count', { total: data!.total, limit: data!.limit })}
            </Typography>
            {data!.limit > 0 ? (
              <LinearProgress
                variant="determinate"
                value={Math.min(100, (data!.total / data!.limit) * 100)}
                color={full ? 'error' : 'primary'}
                aria-label={t('gallery.countLabel')}
              />
            ) : null}
          </Box>
          {full ? (
            <Alert severity="warning" sx={{ mb: 3 }}>
              {t('errors.PLAN_LIMIT_IMAGES')}
            </Alert>
          ) : null}
          <Stack spacing={3}>
            {GALLERY_KINDS.map((kind) => (
              <GallerySection
                key={kind}
                salonId={salonId}
                kind={kind}
                images={data!.images.filter((image) => image.kind === kind)}
                remaining={data!.limit > 0 ? data!.limit - data!.total : Number.POSITIVE_INFINITY}
              />
            ))}
          </Stack>
        </>
      )}
    </Box>
  );
}
