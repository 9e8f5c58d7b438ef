import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { AdminPaymentWire } from '@salon/core';
import { useTranslation } from 'react-i18next';
import { expectedBolivares } from './payment-model';

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
        <Typography variant="caption" sx={{ display: 'block', color: 'success.main' }}>
          {t('admin.payments.vesMatches')}
        </Typography>
      ) : null}
      {expected.difference ? (
        <Typography
          variant="caption"
          role="note"
          sx={{ display: 'block', color: 'warning.main', fontWeight: 600 }}
        >
          {expected.difference}
        </Typography>
      ) : null}
    </Box>
  );
}
