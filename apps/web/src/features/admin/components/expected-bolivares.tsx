import CheckCircleOutlined from '@mui/icons-material/CheckCircleOutlined';
import WarningAmber from '@mui/icons-material/WarningAmber';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { AdminPaymentWire } from '@salon/core';
import { useTranslation } from 'react-i18next';
import { expectedBolivares } from './payment-model';

// The words carry the meaning in the text colour (small coloured text fails contrast); the icon only marks it.
const flag = { display: 'flex', alignItems: 'center', gap: 0.5, color: 'text.primary' } as const;
const icon = { fontSize: '1rem', flexShrink: 0 } as const;

/**
 * The bolívares expected at the rate recorded with the payment, and whether the reported ones match: a
 * difference is flagged in words (not by colour alone) so the administrator checks the bank before confirming.
 */
export function ExpectedBolivares({
  payment,
  labelled = true,
}: {
  payment: AdminPaymentWire;
  /** False where the field's name is already shown (the card's detail list). */
  labelled?: boolean;
}) {
  const { t, i18n } = useTranslation();
  const expected = expectedBolivares(t, payment, i18n.language);
  if (!expected) return null;
  return (
    <Box sx={{ mt: 0.5 }}>
      <Typography variant="caption" sx={{ display: 'block', color: 'text.secondary' }}>
        {labelled ? `${t('admin.payments.fields.expected_ves')}: ` : null}
        {expected.text}
      </Typography>
      {expected.matches === true ? (
        <Typography variant="caption" sx={flag}>
          <CheckCircleOutlined fontSize="inherit" color="success" aria-hidden="true" sx={icon} />
          {t('admin.payments.vesMatches')}
        </Typography>
      ) : null}
      {expected.difference ? (
        <Typography variant="caption" sx={{ ...flag, fontWeight: 600 }}>
          <WarningAmber fontSize="inherit" color="warning" aria-hidden="true" sx={icon} />
          {expected.difference}
        </Typography>
      ) : null}
    </Box>
  );
}
