import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { SERIES_SCOPES } from '@salon/core';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

export type SeriesScope = (typeof SERIES_SCOPES)[number];

/**
 * Cancelling an occurrence of a repeating series: only this one (the default), this and the
 * following, or the whole series; the server cancels the standing occurrences still ahead. Mounted when asked,
 * so each question starts at "only this one".
 */
export function SeriesCancelQuestion(props: {
  busy: boolean;
  onConfirm: (scope: SeriesScope) => void;
  onClose: () => void;
}) {
  const { busy, onConfirm, onClose } = props;
  const { t } = useTranslation();
  const id = useId();
  const [scope, setScope] = useState<SeriesScope>('one');
  return (
    <Dialog
      open
      onClose={busy ? undefined : onClose}
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-text`}
    >
      <DialogTitle id={`${id}-title`}>{t('appointment.series.cancelTitle')}</DialogTitle>
      <DialogContent>
        <DialogContentText id={`${id}-text`}>{t('appointment.series.cancelText')}</DialogContentText>
        <RadioGroup
          aria-labelledby={`${id}-title`}
          value={scope}
          onChange={(event) => setScope(event.target.value as SeriesScope)}
        >
          {SERIES_SCOPES.map((value) => (
            <FormControlLabel
              key={value}
              value={value}
              control={<Radio />}
              label={t(`appointment.series.scope.${value}`)}
            />
          ))}
        </RadioGroup>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          {t('appointment.series.keep')}
        </Button>
        <Button variant="contained" color="error" loading={busy} onClick={() => onConfirm(scope)}>
          {t('appointment.series.cancelConfirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
