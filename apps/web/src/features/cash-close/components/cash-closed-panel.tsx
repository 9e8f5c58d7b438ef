import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogContentText from '@mui/material/DialogContentText';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import {
  CASH_CLOSE_LIMITS,
  cashReopenBodySchema,
  formatDateTime,
  formatMoney,
  type CashCloseWire,
} from '@salon/core';
import { useSnackbar } from 'notistack';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TextFieldDialogForm } from '@/components/text-field-dialog-form';
import { useCan } from '@/lib/session/use-role';
import { useSalonTimeZone } from '@/lib/session/use-salon-time-zone';
import { useReopenCashDay } from '../api/cash-close-mutations';

/** The reopen dialog checks the reason with the shared rule of the reopen body. */
const reasonSchema = cashReopenBodySchema.pick({ reason: true });

/**
 * A closed day: who closed it and when, the payments changed after closing (each with its reason), and for
 * owner and manager the way to reopen it (with a reason, kept in the event log).
 */
export function CashClosedPanel({ day, salonId }: { day: CashCloseWire; salonId: string }) {
  const { t, i18n } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const timeZone = useSalonTimeZone();
  const mayReopen = useCan('cashClose.reopen');
  const reopen = useReopenCashDay();
  const [asking, setAsking] = useState(false);
  const titleId = useId();
  const lang = i18n.language;
  const at = (instant: string | null) => (instant ? formatDateTime(instant, lang, timeZone) : '—');

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Alert
        severity="info"
        action={
          mayReopen ? (
            <Button color="inherit" data-print="hide" onClick={() => setAsking(true)}>
              {t('cashClose.reopen.button')}
            </Button>
          ) : undefined
        }
      >
        {t('cashClose.closed.by', { name: day.closed_by ?? '—', at: at(day.closed_at) })}
      </Alert>
      <Box component="section" aria-labelledby="cash-adjustments-title">
        <Typography id="cash-adjustments-title" variant="h2" sx={{ fontSize: '1.25rem', mb: 1 }}>
          {t('cashClose.closed.adjustments')}
        </Typography>
        {day.adjustments.length === 0 ? (
          <Typography variant="body2">{t('cashClose.closed.noAdjustments')}</Typography>
        ) : (
          <List dense>
            {day.adjustments.map((adjustment) => (
              <ListItem key={adjustment._id} disableGutters>
                <ListItemText
                  primary={t('cashClose.closed.adjustment', {
                    change: t(`cashClose.closed.${adjustment.change}`),
                    method: t(`appointment.paymentMethods.${adjustment.method}`),
                    amount: formatMoney(adjustment.amount, lang, adjustment.currency),
                    dollars: formatMoney(adjustment.dollars, lang, 'USD'),
                    reason: adjustment.reason,
                    name: adjustment.by,
                    at: at(adjustment.at),
                  })}
                />
              </ListItem>
            ))}
          </List>
        )}
      </Box>
      <Dialog
        open={asking}
        onClose={() => setAsking(false)}
        fullWidth
        maxWidth="sm"
        aria-labelledby={titleId}
      >
        {asking ? (
          <TextFieldDialogForm
            titleId={titleId}
            title={t('cashClose.reopen.title')}
            intro={<DialogContentText sx={{ mb: 2 }}>{t('cashClose.reopen.message')}</DialogContentText>}
            schema={reasonSchema}
            name="reason"
            label={t('cashClose.reopen.field')}
            minRows={2}
            maxLength={CASH_CLOSE_LIMITS.reasonMax}
            submitLabel={t('cashClose.reopen.submit')}
            danger
            onSubmit={async (reason) => {
              await reopen.mutateAsync({ salon_id: salonId, date: day.date, reason });
              enqueueSnackbar(t('cashClose.reopen.done'), { variant: 'success' });
            }}
            onClose={() => setAsking(false)}
          />
        ) : null}
      </Dialog>
    </Box>
  );
}
