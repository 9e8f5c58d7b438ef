import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import type { AppointmentWire } from '@salon/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Asked when a part of a visit of several services is dragged to another time (same employee): move every
 * standing part of the visit by the same amount, only this part, or nothing. Escape and a click outside are
 * Cancel; the whole visit, what the staff mostly mean, has the focus.
 */
export function MoveVisitQuestion({
  open,
  appointment,
  onWholeVisit,
  onOnlyThis,
  onCancel,
}: {
  open: boolean;
  /** The part dragged (kept while the dialog closes, so its text does not go blank). */
  appointment: AppointmentWire | null;
  onWholeVisit: () => void;
  onOnlyThis: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <Dialog open={open} onClose={onCancel} aria-labelledby={`${id}-title`} aria-describedby={`${id}-text`}>
      <DialogTitle id={`${id}-title`}>{t('appointment.calendar.moveVisit.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText id={`${id}-text`}>
          {appointment
            ? t('appointment.calendar.moveVisit.message', {
                service: appointment.service.name,
                client: `${appointment.client.firstName} ${appointment.client.lastName}`,
              })
            : null}
        </DialogContentText>
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1, '& > :not(style) ~ :not(style)': { ml: 0 } }}>
        <Button onClick={onCancel}>{t('common.cancel')}</Button>
        <Button onClick={onOnlyThis} variant="outlined">
          {t('appointment.calendar.moveVisit.onlyThis')}
        </Button>
        <Button onClick={onWholeVisit} variant="contained" autoFocus>
          {t('appointment.calendar.moveVisit.wholeVisit')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
