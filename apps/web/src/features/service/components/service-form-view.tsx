import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { errorText } from '@/lib/api-errors';
import { useCan } from '@/lib/session/use-role';
import { useLangPath } from '@/lib/use-lang-path';
import { useService } from '../api/get-service';
import { ServiceForm } from './service-form';
import { SalonScreen } from '@/components/salon-screen';

function BackToList() {
  const { t } = useTranslation();
  const to = useLangPath();
  return (
    <Button component={RouterLink} to={to('/dashboard/service/list')} color="inherit" size="small">
      {t('service.common.back')}
    </Button>
  );
}

function EditBody({ id }: { id: string }) {
  const { t } = useTranslation();
  const service = useService(id);
  if (service.isPending) {
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
        <CircularProgress aria-label={t('service.common.loading')} />
      </Box>
    );
  }
  if (service.isError) {
    return (
      <Alert severity="error" action={<BackToList />}>
        {errorText(t, service.error)}
      </Alert>
    );
  }
  // The service's own salon gives the groups, whichever salon is selected now.
  return <ServiceForm key={service.data._id} salonId={service.data.salon_id} service={service.data} />;
}

/** The new-service screen, or the edit screen of service `id`. */
export function ServiceFormView({ id }: { id?: string }) {
  const { t } = useTranslation();
  const canManage = useCan('service.manage');
  return (
    <SalonScreen title={t(id ? 'service.form.editTitle' : 'service.form.newTitle')}>
      {(salonId) =>
        !canManage ? (
          <Alert severity="warning" action={<BackToList />}>
            {t('errors.FORBIDDEN')}
          </Alert>
        ) : id ? (
          <EditBody id={id} />
        ) : (
          <ServiceForm key={salonId} salonId={salonId} />
        )
      }
    </SalonScreen>
  );
}
