import { zodResolver } from '@hookform/resolvers/zod';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  closureBodySchema,
  formatDate,
  VENEZUELA_TIME_ZONE,
  type ClosureBodyInput,
  type ClosureBody,
  type ClosureWire,
  type HolidayWire,
  type SalonWire,
} from '@salon/core';
import { useSnackbar } from 'notistack';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormTextField } from '@/components/form-text-field';
import { applyServerFieldErrors, errorText } from '@/lib/api-errors';
import { useAddClosure, useClosures, useDeleteClosure, useSetHoliday } from '../api/salon-closures';

const CLOSURE_FIELDS = ['start_date', 'end_date', 'reason'] as const;

/** A local date as the reader writes it ("16 feb 2026"): noon UTC keeps it that day in any zone read. */
const useDayText = () => {
  const { i18n } = useTranslation();
  return (date: string) => formatDate(`${date}T12:00:00Z`, i18n.language, VENEZUELA_TIME_ZONE);
};

/**
 * The salon's closed days (docs/decisions.md "Closed days"): the year's national holidays, each a switch, and
 * closures of a day or a range with their reason. No time is offered or booked on any of them.
 */
export function SalonClosuresTab({ salon }: { salon: SalonWire }) {
  const { t } = useTranslation();
  const thisYear = new Date().getFullYear();
  const [year, setYear] = useState(thisYear);
  const closures = useClosures(salon._id, year);

  return (
    <Box sx={{ display: 'grid', gap: 3, maxWidth: 640 }}>
      <Typography variant="body2" color="text.secondary">
        {t('salon.closures.intro')}
      </Typography>
      <TextField
        select
        label={t('salon.closures.year')}
        value={String(year)}
        onChange={(event) => setYear(Number(event.target.value))}
        sx={{ maxWidth: 200 }}
      >
        {[thisYear, thisYear + 1].map((value) => (
          <MenuItem key={value} value={String(value)}>
            {value}
          </MenuItem>
        ))}
      </TextField>
      {closures.isError ? <Alert severity="error">{errorText(t, closures.error)}</Alert> : null}
      {closures.isPending ? (
        <CircularProgress aria-label={t('salon.common.loading')} />
      ) : closures.data ? (
        <>
          <HolidaySwitches salonId={salon._id} year={year} holidays={closures.data.holidays} />
          <ClosureList salonId={salon._id} closures={closures.data.closures.filter((c) => !c.holiday)} />
        </>
      ) : null}
      <ClosureForm salonId={salon._id} />
    </Box>
  );
}

/**
 * Appointments already booked on days that close stay booked: after closing, the salon is told how many, to
 * move or cancel them (the warning stays until dismissed).
 */
function useBookedWarning() {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  return (booked: number | undefined) => {
    if (booked) {
      enqueueSnackbar(t('salon.closures.stillBooked', { count: booked }), {
        variant: 'warning',
        persist: true,
      });
    }
  };
}

function HolidaySwitches(props: { salonId: string; year: number; holidays: HolidayWire[] }) {
  const { t } = useTranslation();
  const dayText = useDayText();
  const { enqueueSnackbar } = useSnackbar();
  const setHoliday = useSetHoliday();
  const warnOfBooked = useBookedWarning();
  const toggle = async (holiday: HolidayWire, accepted: boolean) => {
    try {
      const answer = await setHoliday.mutateAsync({
        salon_id: props.salonId,
        holiday: holiday.holiday,
        year: props.year,
        accepted,
      });
      enqueueSnackbar(t(accepted ? 'salon.closures.holidayClosed' : 'salon.closures.holidayOpen'), {
        variant: 'success',
      });
      warnOfBooked(answer.booked);
    } catch (error) {
      enqueueSnackbar(errorText(t, error, 'errors.UPDATE'), { variant: 'error' });
    }
  };
  return (
    <Box component="section" aria-labelledby="salon-holidays-title">
      <Typography id="salon-holidays-title" variant="subtitle1" component="h3">
        {t('salon.closures.holidaysTitle', { year: props.year })}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {t('salon.closures.holidaysHelp')}
      </Typography>
      <FormGroup>
        {props.holidays.map((holiday) => (
          <FormControlLabel
            key={holiday.holiday}
            control={
              <Switch
                checked={holiday.closure_id !== null}
                disabled={setHoliday.isPending}
                onChange={(event) => void toggle(holiday, event.target.checked)}
              />
            }
            label={`${t(`salon.closures.holidays.${holiday.holiday}`)} · ${dayText(holiday.date)}`}
          />
        ))}
      </FormGroup>
    </Box>
  );
}

function ClosureList({ salonId, closures }: { salonId: string; closures: ClosureWire[] }) {
  const { t } = useTranslation();
  const dayText = useDayText();
  const { enqueueSnackbar } = useSnackbar();
  const remove = useDeleteClosure();
  const span = (closure: ClosureWire) =>
    closure.start_date === closure.end_date
      ? dayText(closure.start_date)
      : `${dayText(closure.start_date)} – ${dayText(closure.end_date)}`;
  const onDelete = async (closure: ClosureWire) => {
    try {
      await remove.mutateAsync({ salon_id: salonId, id: closure._id });
      enqueueSnackbar(t('salon.closures.deleted'), { variant: 'success' });
    } catch (error) {
      enqueueSnackbar(errorText(t, error, 'errors.UPDATE'), { variant: 'error' });
    }
  };
  return (
    <Box component="section" aria-labelledby="salon-closures-title">
      <Typography id="salon-closures-title" variant="subtitle1" component="h3">
        {t('salon.closures.listTitle')}
      </Typography>
      {closures.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {t('salon.closures.none')}
        </Typography>
      ) : (
        <List dense>
          {closures.map((closure) => (
            <ListItem
              key={closure._id}
              secondaryAction={
                <IconButton
                  edge="end"
                  aria-label={t('salon.closures.delete', { reason: closure.reason, days: span(closure) })}
                  onClick={() => void onDelete(closure)}
                  disabled={remove.isPending}
                >
                  <DeleteOutline fontSize="small" />
                </IconButton>
              }
            >
              <ListItemText primary={closure.reason} secondary={span(closure)} />
            </ListItem>
          ))}
        </List>
      )}
    </Box>
  );
}

function ClosureForm({ salonId }: { salonId: string }) {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const [failure, setFailure] = useState<string | null>(null);
  const add = useAddClosure();
  const warnOfBooked = useBookedWarning();
  const form = useForm<ClosureBodyInput, unknown, ClosureBody>({
    resolver: zodResolver(closureBodySchema),
    defaultValues: { salon_id: salonId, start_date: '', end_date: '', reason: '' },
  });
  const startDate = useWatch({ control: form.control, name: 'start_date' });
  const onSubmit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      const closure = await add.mutateAsync(values);
      enqueueSnackbar(t('salon.closures.added'), { variant: 'success' });
      warnOfBooked(closure.booked);
      form.reset({ salon_id: salonId, start_date: '', end_date: '', reason: '' });
    } catch (error) {
      const unplaced = applyServerFieldErrors(error, form.setError, CLOSURE_FIELDS);
      if (unplaced) setFailure(errorText(t, unplaced, 'errors.UPDATE'));
    }
  });
  const shrink = { inputLabel: { shrink: true } };
  return (
    <Box
      component="form"
      noValidate
      onSubmit={onSubmit}
      aria-labelledby="salon-closure-form-title"
      sx={{ display: 'grid', gap: 2 }}
    >
      <Typography id="salon-closure-form-title" variant="subtitle1" component="h3">
        {t('salon.closures.addTitle')}
      </Typography>
      {failure ? <Alert severity="error">{failure}</Alert> : null}
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <FormTextField
          form={form}
          name="start_date"
          type="date"
          required
          label={t('salon.closures.from')}
          slotProps={shrink}
        />
        <FormTextField
          form={form}
          name="end_date"
          type="date"
          label={t('salon.closures.to')}
          helperText={t('salon.closures.toHelp')}
          slotProps={{ ...shrink, htmlInput: { min: startDate || undefined } }}
        />
      </Box>
      <FormTextField
        form={form}
        name="reason"
        required
        label={t('salon.closures.reason')}
        helperText={t('salon.closures.reasonHelp')}
      />
      <Box>
        <Button type="submit" variant="contained" disabled={add.isPending}>
          {t('salon.closures.add')}
        </Button>
      </Box>
    </Box>
  );
}
