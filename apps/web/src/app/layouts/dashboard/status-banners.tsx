import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { useSession } from '@/lib/session/session-context';

/**
 * Company inactive, current salon disabled or closed, verification requested
 * (docs/product.md "Other states").
 */
export function StatusBanners() {
  const { t } = useTranslation();
  const session = useSession();
  const salon = session.salons.find((item) => item._id === session.salonId);
  const banners: { key: string; severity: 'warning' | 'error' | 'info' }[] = [];
  if (session.company?.status === 'inactive') banners.push({ key: 'companyInactive', severity: 'error' });
  if (salon?.status_salon === 'disabled') banners.push({ key: 'salonDisabled', severity: 'warning' });
  if (salon && salon.open_store !== undefined && Number(salon.open_store) === 0)
    banners.push({ key: 'salonClosed', severity: 'warning' });
  if (salon?.status_process === 'requested') banners.push({ key: 'verificationRequested', severity: 'info' });
  if (banners.length === 0) return null;

  return (
    <Stack spacing={1} sx={{ mb: 3 }}>
      {banners.map((banner) => (
        <Alert key={banner.key} severity={banner.severity}>
          {t(`banners.${banner.key}`)}
        </Alert>
      ))}
    </Stack>
  );
}
