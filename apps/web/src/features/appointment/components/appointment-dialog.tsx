import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { AppointmentWire } from '@salon/core';
import { useSnackbar } from 'notistack';
import { useEffect, useId, useRef, useState } from 'react';
import { Controller, useForm, useWatch, type FieldErrors } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { FormNumberField } from '@/components/form-number-field';
import { FormTextField } from '@/components/form-text-field';
import { applyServerFieldErrors, errorText } from '@/lib/api-errors';
import { firstErrorText, isTimeRefusal, refusalText } from './appointment-refusal';
import { useCan, useRole } from '@/lib/session/use-role';
import { useEmployees, useServices } from '../api/lookups';
import { useCreateAppointment, useDeleteAppointment, useUpdateAppointment } from '../api/mutate-appointment';
import { useAppointmentVisit } from '../api/get-visit';
import { useBookingPrice } from './use-booking-price';
import { useSalonZone } from './use-salon-zone';
import { AppointmentDeposit } from './appointment-deposit';
import { AppointmentNotifications } from './appointment-notifications';
import { AppointmentPaymentsSection } from './appointment-payments';
import { AppointmentStatusChip } from './appointment-status-chip';
import {
  appointmentFormSchema,
  formDefaults,
  serverFields,
  toCreateBody,
  type AppointmentFormInput,
  type AppointmentFormValues,
} from './appointment-form-schema';
import { ClientSection } from './client-section';
import { ServiceEmployeePickers } from './service-employee-pickers';
import { FreeTimes } from './free-times';
import { NextServicesSection } from './next-services-section';
import { usePastVisitQuestion } from './past-visit-question';
import { StatusMenu } from './status-menu';
import { TimeAndPriceFields } from './time-and-price-fields';
import { VisitAddressSection } from './visit-address-section';
import { VisitPartSection } from './visit-part-section';
import { VisitStatusMenu } from './visit-status-menu';
import { SeriesScopeSection } from './series-scope-section';
import { updateRequests } from './visit-update';
import { useSeriesBooking } from './use-series-booking';
import { useEndFollowsStart } from './use-end-follows-start';

export type DialogTarget =
  | { mode: 'new'; start?: string; date?: string; employee_id?: string }
  | { mode: 'edit'; appointment: AppointmentWire };

/**
 * New or edit appointment (docs/product.md "Screens and routes"), validated by the shared fields of
 * docs/product.md "Validation rules and limits".
 */
export function AppointmentDialog(props: { salonId: string; target: DialogTarget; onClose: () => void }) {
  const { salonId, target, onClose } = props;
  const { t, i18n } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const titleId = useId();
  // A phone gets the whole screen: a centred dialog would leave a narrow column between wide margins.
  const fullScreen = useMediaQuery(useTheme().breakpoints.down('sm'), { noSsr: true });
  const { timeZone, freelancer, baseLocation } = useSalonZone();
  const role = useRole();
  const canOverride = role === 'owner' || role === 'manager';
  const canAll = useCan('appointment.all');
  const canOwn = useCan('appointment.own');
  const canStatus = useCan('appointment.ownStatus');
  const canWrite = canAll || canOwn;
  const [appointment, setAppointment] = useState(target.mode === 'edit' ? target.appointment : null);
  const isNew = !appointment;
  const form = useForm<AppointmentFormInput, unknown, AppointmentFormValues>({
    resolver: zodResolver(appointmentFormSchema),
    defaultValues: formDefaults(
      timeZone,
      target.mode === 'edit' ? { appointment: target.appointment } : target,
      freelancer,
    ),
  });
  const [formError, setFormError] = useState<string | null>(null);
  const formErrorRef = useRef<HTMLDivElement>(null);
  // The message sits at the top of a long dialog; bring it into view wherever the user has scrolled to.
  useEffect(() => {
    if (formError) formErrorRef.current?.scrollIntoView?.({ block: 'nearest' });
  }, [formError]);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const visit = useAppointmentVisit(appointment);
  const create = useCreateAppointment();
  const update = useUpdateAppointment();
  const remove = useDeleteAppointment();
  const services = useServices(salonId);
  const serviceId = useWatch({ control: form.control, name: 'service_id' });
  const employees = useEmployees({ salon_id: salonId, service_id: serviceId || undefined });
  const [date, time, employeeId, serviceCount, nextServices] = useWatch({
    control: form.control,
    name: ['date', 'time', 'employee_id', 'service_count', 'next_services'],
  });

  // The price follows the service, start and count (a running promotion first) until the user types one.
  const promotion = useBookingPrice({ form, timeZone, appointment, services: services.data });

  useEndFollowsStart(form, timeZone);

  const pastVisit = usePastVisitQuestion(timeZone);
  // A refusal shows where the user looks (docs/decisions.md "Moving in the dialog"): on its field, and in a
  // snackbar over the dialog, which a phone shows without scrolling; what no field holds, atop the form too.
  const notSaved = (reason: string) =>
    enqueueSnackbar(t('appointment.refusal.notSaved', { reason }), { variant: 'error' });
  const failed = (error: unknown, values: AppointmentFormValues) => {
    const text = refusalText(t, error, i18n.language, timeZone);
    const unplaced = applyServerFieldErrors(error, form.setError, serverFields(values));
    if (isTimeRefusal(error)) form.setError('time', { type: 'server', message: text }, { shouldFocus: true });
    else if (unplaced) setFormError(text);
    notSaved(text);
  };
  const invalid = (errors: FieldErrors<AppointmentFormInput>) =>
    notSaved(firstErrorText(t, errors) ?? t('appointment.refusal.checkFields'));
  const series = useSeriesBooking({
    salonId,
    timeZone,
    canOverride,
    onSaved: onClose,
    onFailure: failed,
  });
  const submit = form.handleSubmit(async (values) => {
    setFormError(null);
    if (isNew && series.active) return series.start(values);
    if (!(await pastVisit.confirm(values, appointment?.start))) return;
    try {
      if (isNew) await create.mutateAsync(toCreateBody(values, timeZone, { salonId, canOverride }));
      // Usually one call; moving a whole visit saves this part's other changes first, in a call of their own.
      else
        for (const body of updateRequests(values, timeZone, { canOverride, appointment, freelancer }))
          await update.mutateAsync({ id: appointment._id, body });
      enqueueSnackbar(t(isNew ? 'appointment.messages.created' : 'appointment.messages.updated'), {
        variant: 'success',
      });
      onClose();
    } catch (error) {
      failed(error, values);
    }
  }, invalid);

  const doDelete = async () => {
    if (!appointment) return;
    try {
      await remove.mutateAsync(appointment._id);
      enqueueSnackbar(t('appointment.messages.deleted'), { variant: 'success' });
      onClose();
    } catch (error) {
      setFormError(errorText(t, error));
    } finally {
      setConfirmDelete(false);
    }
  };

  const busy = create.isPending || update.isPending || series.busy;
  return (
    <Dialog
      open
      onClose={busy ? undefined : onClose}
      aria-labelledby={titleId}
      maxWidth="md"
      fullWidth
      fullScreen={fullScreen}
    >
      <DialogTitle id={titleId}>
        {t(isNew ? 'appointment.dialog.newTitle' : 'appointment.dialog.editTitle')}
      </DialogTitle>
      {/* A flex column, so the fields scroll between a title and buttons that stay in view. */}
      <Box
        component="form"
        noValidate
        onSubmit={(event) => void submit(event)}
        sx={{ display: 'flex', flexDirection: 'column', flex: '1 1 auto', minHeight: 0 }}
      >
        <DialogContent dividers sx={{ display: 'grid', gap: 2.5 }}>
          {appointment?.source === 'online' ? (
            <Alert severity="info">{t('appointment.source.bookedOnline')}</Alert>
          ) : null}
          {formError ? (
            <Alert ref={formErrorRef} severity="error">
              {formError}
            </Alert>
          ) : null}
          {appointment ? (
            <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
              <Typography variant="body2">{t('appointment.dialog.currentStatus')}</Typography>
              <AppointmentStatusChip status={appointment.status} />
              {canWrite || canStatus ? (
                <StatusMenu appointment={appointment} onChanged={setAppointment} />
              ) : null}
              {canAll && visit.data ? (
                <VisitStatusMenu appointment={appointment} visit={visit.data} onChanged={setAppointment} />
              ) : null}
            </Box>
          ) : null}
          {/* The checkout comes first after the status: at the front desk, the reason to open a past visit. */}
          {appointment ? (
            <AppointmentDeposit
              appointmentId={appointment._id}
              timeZone={timeZone}
              // Only online bookings (the booking page, a waitlist claim) ask for a deposit.
              enabled={canAll && appointment.source === 'online'}
            />
          ) : null}
          {appointment ? (
            <AppointmentPaymentsSection appointment={appointment} timeZone={timeZone} canWrite={canWrite} />
          ) : null}
          {appointment ? (
            <AppointmentNotifications appointmentId={appointment._id} timeZone={timeZone} />
          ) : null}
          <ClientSection
            form={form}
            salonId={salonId}
            allowNew={isNew}
            initial={appointment ? appointment.client : null}
          />
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
            <ServiceEmployeePickers
              form={form}
              services={services.data}
              employees={employees.data}
              appointment={appointment}
            />
            <FormTextField
              form={form}
              name="date"
              type="date"
              required
              label={t('appointment.dialog.date')}
              slotProps={{ inputLabel: { shrink: true } }}
            />
            <FormNumberField
              form={form}
              name="service_count"
              decimals={0}
              example={2}
              label={t('appointment.dialog.serviceCount')}
            />
          </Box>
          {isNew ? (
            <NextServicesSection form={form} salonId={salonId} services={services.data} timeZone={timeZone} />
          ) : null}
          {isNew ? series.section : null}
          <FreeTimes
            serviceId={serviceId}
            employeeId={employeeId}
            nextServices={isNew ? nextServices : undefined}
            date={date}
            serviceCount={Number(serviceCount)}
            excludeId={appointment?._id}
            timeZone={timeZone}
            selected={time}
            onPick={(picked) => form.setValue('time', picked, { shouldValidate: form.formState.isSubmitted })}
            onPickDay={(day) => form.setValue('date', day, { shouldValidate: form.formState.isSubmitted })}
          />
          <TimeAndPriceFields form={form} isNew={isNew} promotionTitle={promotion?.title ?? null} />
          {appointment?.visit_id ? (
            <VisitPartSection form={form} appointment={appointment} visit={visit.data} timeZone={timeZone} />
          ) : null}
          {appointment?.series_id ? (
            <SeriesScopeSection form={form} appointment={appointment} timeZone={timeZone} />
          ) : null}
          {freelancer ? (
            <VisitAddressSection
              form={form}
              salonId={salonId}
              saved={appointment}
              defaultCenter={baseLocation}
            />
          ) : null}
          <FormTextField
            form={form}
            name="note"
            label={t('appointment.dialog.note')}
            helperText={t('appointment.dialog.noteHelp')}
            multiline
            minRows={2}
          />
          {canOverride ? (
            <Controller
              control={form.control}
              name="override_hours"
              render={({ field }) => (
                <FormControlLabel
                  control={
                    <Checkbox
                      checked={field.value}
                      onChange={(event) => field.onChange(event.target.checked)}
                    />
                  }
                  label={t('appointment.dialog.overrideHours')}
                />
              )}
            />
          ) : null}
        </DialogContent>
        <DialogActions>
          {appointment && canWrite ? (
            <Button color="error" onClick={() => setConfirmDelete(true)} sx={{ mr: 'auto' }}>
              {t('appointment.dialog.delete')}
            </Button>
          ) : null}
          <Button onClick={onClose} disabled={busy}>
            {t('common.cancel')}
          </Button>
          {canWrite ? (
            <Button type="submit" variant="contained" loading={busy}>
              {t(isNew ? 'appointment.dialog.create' : 'appointment.dialog.save')}
            </Button>
          ) : null}
        </DialogActions>
      </Box>
      {pastVisit.dialog}
      {series.dialog}
      <ConfirmDialog
        open={confirmDelete}
        title={t('appointment.dialog.deleteTitle')}
        message={t('appointment.dialog.deleteText')}
        confirmLabel={t('appointment.dialog.delete')}
        destructive
        busy={remove.isPending}
        onConfirm={() => void doDelete()}
        onClose={() => setConfirmDelete(false)}
      />
    </Dialog>
  );
}
