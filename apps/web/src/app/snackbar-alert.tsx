import Alert from '@mui/material/Alert';
import { SnackbarContent, useSnackbar, type CustomContentProps } from 'notistack';
import { forwardRef } from 'react';
import { useTranslation } from 'react-i18next';

const SEVERITY = {
  default: 'info',
  info: 'info',
  success: 'success',
  warning: 'warning',
  error: 'error',
} as const;

/** Snackbars drawn as MUI alerts, so their colours follow the theme and keep readable contrast. */
export const SnackbarAlert = forwardRef<HTMLDivElement, CustomContentProps>(function SnackbarAlert(
  { id, message, variant, style, className },
  ref,
) {
  const { t } = useTranslation();
  const { closeSnackbar } = useSnackbar();
  return (
    <SnackbarContent ref={ref} style={style} className={className}>
      <Alert
        variant="filled"
        severity={SEVERITY[variant]}
        closeText={t('common.close')}
        onClose={() => closeSnackbar(id)}
        sx={{ width: '100%', alignItems: 'center' }}
      >
        {message}
      </Alert>
    </SnackbarContent>
  );
});
