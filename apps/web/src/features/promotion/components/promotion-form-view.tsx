import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { SalonScreen } from '@/components/salon-screen';
import { errorText } from '@/lib/api-errors';
import { useCan } from '@/lib/session/use-role';
import { useLangPath } from '@/lib/use-lang-path';
import { usePromotion } from '../api/get-promotion';
import { PromotionForm } from './promotion-form';
import { PromotionsPlanNotice, usePromotionsAllowed } from './promotions-plan-notice';

function BackToList() {
  const { t } = useTranslation();
  const to = useLangPath();
  return (
    <Button component={RouterLink} to={to('/dashboard/promotion/list')} color="inherit" size="small">
      {t('promotion.common.back')}
    </Button>
  );
}

function Loading() {
  const { t } = useTranslation();
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
      <CircularProgress aria-label={t('promotion.common.loading')} />
    </Box>
  );
}

function EditBody({ id }: { id: string }) {
  const { t } = useTranslation();
  const promotion = usePromotion(id);
  if (promotion.isPending) return <Loading />;
  if (promotion.isError) {
    return (
      <Alert severity="error" action={<BackToList />}>
        {errorText(t, promotion.error)}
      </Alert>
    );
  }
  // The promotion's own salon gives the services, whichever salon is selected now.
  return (
    <PromotionForm key={promotion.data._id} salonId={promotion.data.salon_id} promotion={promotion.data} />
  );
}

/**
 * The new-promotion screen, or the edit screen of promotion `id`. A plan without promotions gets the
 * explanation instead of the form.
 */
export function PromotionFormView({ id }: { id?: string }) {
  const { t } = useTranslation();
  const canManage = useCan('promotion.manage');
  const allowed = usePromotionsAllowed();
  return (
    <SalonScreen title={t(id ? 'promotion.form.editTitle' : 'promotion.form.newTitle')}>
      {(salonId) =>
        !canManage ? (
          <Alert severity="warning" action={<BackToList />}>
            {t('errors.FORBIDDEN')}
          </Alert>
        ) : allowed === null ? (
          <Loading />
        ) : !allowed ? (
          <PromotionsPlanNotice />
        ) : id ? (
          <EditBody id={id} />
        ) : (
          <PromotionForm key={salonId} salonId={salonId} />
        )
      }
    </SalonScreen>
  );
}
