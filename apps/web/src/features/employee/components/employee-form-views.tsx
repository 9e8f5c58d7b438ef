import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { errorText } from '@/lib/api-errors';
import { useCan } from '@/lib/session/use-role';
import { useLangPath } from '@/lib/use-lang-path';
import { useEmployee } from '../api/get-employee';
import { useSalonHours } from '../api/get-salon-hours';
import { EmployeeForm } from './employee-form';
import { SalonGate } from '@/components/salon-gate';

function FormScreen({ title, children }: { title: string; children: ReactNode }) {
  const { t } = useTranslation();
  const to = useLangPath();
  return (
    <Box>
      <Button component={RouterLink} to={to('/dashboard/employee/list')} sx={{ mb: 1 }}>
        {t('employee.common.back')}
      </Button>
      <Typography variant="h1" sx={{ mb: 3 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

/** A role without `employee.manage` sees why there is no form (the server would refuse it anyway). */
function ManageOnly({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  if (!useCan('employee.manage')) return <Alert severity="warning">{t('errors.FORBIDDEN')}</Alert>;
  return <>{children}</>;
}

/** Waits for the salon's opening hours, which bound the employee's; without them the form is unbounded. */
function WithSalonHours({
  salonId,
  children,
}: {
  salonId: string;
  children: (hours: ReturnType<typeof useSalonHours>['data'] | null) => ReactNode;
}) {
  const { t } = useTranslation();
  const hours = useSalonHours(salonId);
  if (hours.isPending) return <LinearProgress aria-label={t('employee.common.loading')} />;
  return (
    <>
      {hours.isError ? (
        <Alert severity="warning" sx={{ mb: 3 }}>
          {t('employee.form.salonHoursError')}
        </Alert>
      ) : null}
      {children(hours.data ?? null)}
    </>
  );
}

export function EmployeeNewView() {
  const { t } = useTranslation();
  return (
    <SalonGate title={t('employee.form.titleNew')}>
      {(salonId) => (
        <FormScreen title={t('employee.form.titleNew')}>
          <ManageOnly>
            <WithSalonHours salonId={salonId}>
              {(hours) => <EmployeeForm salonId={salonId} salonHours={hours ?? null} />}
            </WithSalonHours>
          </ManageOnly>
        </FormScreen>
      )}
    </SalonGate>
  );
}

export function EmployeeEditView({ id }: { id: string }) {
  const { t } = useTranslation();
  return (
    <FormScreen title={t('employee.form.titleEdit')}>
      <ManageOnly>
        <EditForm id={id} />
      </ManageOnly>
    </FormScreen>
  );
}

function EditForm({ id }: { id: string }) {
  const { t } = useTranslation();
  const employee = useEmployee(id);
  if (employee.isPending) return <LinearProgress aria-label={t('employee.common.loading')} />;
  if (employee.isError) return <Alert severity="error">{errorText(t, employee.error)}</Alert>;
  const current = employee.data;
  return (
    <WithSalonHours salonId={current.salon_id}>
      {(hours) => <EmployeeForm salonId={current.salon_id} employee={current} salonHours={hours ?? null} />}
    </WithSalonHours>
  );
}
