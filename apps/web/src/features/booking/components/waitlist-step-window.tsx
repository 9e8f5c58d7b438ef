import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { PublicSalonWire } from '@salon/core';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { WaitlistWindowFields } from '@/components/waitlist-window-fields';
import { todayIn } from '@/lib/zoned-time';
import { servicesById } from './format-booking';
import { StepActions } from './step-actions';
import { windowResolver, type WindowInput } from './waitlist-window-model';

/** The service and the person a waitlist entry is for, as the client chose them on the page. */
export const waitlistWhat = (salon: PublicSalonWire, serviceId: string, employeeId: string | null) => ({
  service: servicesById(salon).get(serviceId)?.name ?? '',
  employee: salon.employees.find((employee) => employee._id === employeeId)?.name ?? null,
});

/** The waitlist's first step: for what (carried over from the page) and which days and times suit. */
export function WaitlistStepWindow(props: {
  salon: PublicSalonWire;
  serviceId: string;
  employeeId: string | null;
  value: WindowInput;
  onBack: (window: WindowInput) => void;
  onNext: (window: WindowInput) => void;
}) {
  const { salon, serviceId, employeeId } = props;
  const { t } = useTranslation();
  const form = useForm<WindowInput>({ resolver: windowResolver, defaultValues: props.value });
  const what = waitlistWhat(salon, serviceId, employeeId);
  return (
    <Box
      component="form"
      noValidate
      onSubmit={form.handleSubmit(props.onNext)}
      sx={{ display: 'grid', gap: 2 }}
    >
      <Typography>{t('booking.waitlist.intro')}</Typography>
      <Typography sx={{ fontWeight: 600 }}>
        {t('booking.waitlist.what', {
          service: what.service,
          employee: what.employee ?? t('booking.waitlist.anyone'),
        })}
      </Typography>
      <WaitlistWindowFields form={form} minDay={todayIn(salon.time_zone)} />
      <StepActions
        onBack={() => props.onBack(form.getValues())}
        backLabel={t('booking.waitlist.backToTimes')}
        primary={
          <Button type="submit" variant="contained">
            {t('booking.flow.next')}
          </Button>
        }
      />
    </Box>
  );
}
