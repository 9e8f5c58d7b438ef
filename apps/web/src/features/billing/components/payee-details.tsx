import ContentCopy from '@mui/icons-material/ContentCopy';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import {
  nationalVenezuelanPhone,
  PAYEE_FIELDS,
  type ManualPaymentMethod,
  type PlatformPayeesWire,
} from '@salon/core';
import { useSnackbar } from 'notistack';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Where to pay the chosen manual method (the platform's details, set by its administrator), each line with a
 * button that copies it for the bank's app. A method without details says to ask the platform instead of
 * showing empty lines.
 */
export function PayeeDetails({
  method,
  payees,
}: {
  method: ManualPaymentMethod;
  payees: PlatformPayeesWire;
}) {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const headingId = useId();
  const details = payees[method] as Record<string, string> | null;
  if (!details) {
    return (
      <Alert severity="info">
        {t('billing.payee.askPlatform', { method: t(`billing.methods.${method}`) })}
      </Alert>
    );
  }

  const copy = async (label: string, value: string) => {
    try {
      await navigator.clipboard.writeText(value);
      enqueueSnackbar(t('billing.payee.copied', { field: label }), { variant: 'success' });
    } catch {
      enqueueSnackbar(t('billing.payee.copyFailed'), { variant: 'error' });
    }
  };

  return (
    <Paper component="section" variant="outlined" aria-labelledby={headingId} sx={{ p: 2 }}>
      <Typography variant="subtitle2" component="h3" id={headingId} sx={{ mb: 1 }}>
        {t('billing.payee.title', { method: t(`billing.methods.${method}`) })}
      </Typography>
      <Box component="dl" sx={{ m: 0 }}>
        {PAYEE_FIELDS[method].map((field) => {
          const label = t(`billing.payee.fields.${field}`);
          // Kept in E.164; a pago móvil is sent to the number as banks here write it (0414...).
          const kept = details[field] ?? '';
          const value = field === 'phone' ? nationalVenezuelanPhone(kept) : kept;
          return (
            <Box key={field} sx={{ py: 0.25 }}>
              <Typography component="dt" variant="caption" sx={{ color: 'text.secondary' }}>
                {label}
              </Typography>
              <Box component="dd" sx={{ m: 0, display: 'flex', alignItems: 'center', gap: 1 }}>
                <Typography
                  component="span"
                  sx={{ flexGrow: 1, minWidth: 0, overflowWrap: 'anywhere', fontWeight: 500 }}
                >
                  {value}
                </Typography>
                <IconButton
                  size="small"
                  aria-label={t('billing.payee.copy', { field: label })}
                  onClick={() => void copy(label, value)}
                >
                  <ContentCopy fontSize="small" aria-hidden="true" />
                </IconButton>
              </Box>
            </Box>
          );
        })}
      </Box>
    </Paper>
  );
}
