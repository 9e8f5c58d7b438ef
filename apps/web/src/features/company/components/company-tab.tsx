import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { companyWireSchema, type CompanyWire } from '@salon/core';
import { useSnackbar } from 'notistack';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useSession } from '@/lib/session/session-context';
import { useLangPath } from '@/lib/use-lang-path';
import { useMyCompany } from '../api/company-api';
import { CompanyCard } from './company-card';
import { CompanyForm } from './company-form';

/** Account > Company: the creation form, then (for good) the read-only company card. */
export function CompanyTab() {
  const { t } = useTranslation();
  const to = useLangPath();
  const session = useSession();
  const { enqueueSnackbar } = useSnackbar();
  const query = useMyCompany();
  const [created, setCreated] = useState<CompanyWire | null>(null);
  const fromSession = companyWireSchema.safeParse(session.company);
  const company = created ?? query.data ?? (fromSession.success ? fromSession.data : null);

  let body;
  if (company) body = <CompanyCard company={company} />;
  else if (query.isPending)
    body = (
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
        <CircularProgress aria-label={t('common.loading')} />
      </Box>
    );
  else
    body = (
      <CompanyForm
        onCreated={(next) => {
          setCreated(next);
          session.setCompany(next);
          enqueueSnackbar(t('company.created'), { variant: 'success' });
        }}
      />
    );

  return (
    <>
      {body}
      <Dialog
        open={Boolean(created)}
        onClose={() => setCreated(null)}
        aria-labelledby="company-congrats-title"
      >
        <DialogTitle id="company-congrats-title">{t('company.congrats.title')}</DialogTitle>
        <DialogContent>
          <DialogContentText>{t('company.congrats.body', { name: created?.name ?? '' })}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setCreated(null)}>{t('common.close')}</Button>
          <Button component={RouterLink} to={to('/dashboard/salon/create_salon_stepper')} variant="contained">
            {t('company.congrats.createSalon')}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
