import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** Back on the left, the step's main action on the right; stacked full width on a phone. */
export function StepActions(props: { onBack?: () => void; backLabel?: string; primary: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Box
      sx={{
        display: 'flex',
        flexDirection: { xs: 'column-reverse', sm: 'row' },
        justifyContent: 'space-between',
        gap: 1,
        mt: 1,
        '& > *': { width: { xs: '100%', sm: 'auto' } },
      }}
    >
      {props.onBack ? (
        <Button onClick={props.onBack}>{props.backLabel ?? t('booking.flow.back')}</Button>
      ) : (
        <span />
      )}
      {props.primary}
    </Box>
  );
}
