import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';

interface FormActionsProps {
  submitLabel: string;
  submitting: boolean;
  /** Where Cancel goes back to (a language-prefixed path); without it, `secondary` stands there instead. */
  cancelTo?: string;
  secondary?: ReactNode;
}

/** The end of a page form: the way back, then the submit button, on the right. */
export function FormActions({ submitLabel, submitting, cancelTo, secondary }: FormActionsProps) {
  const { t } = useTranslation();
  return (
    <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 1.5, mt: 4 }}>
      {cancelTo ? (
        <Button component={RouterLink} to={cancelTo}>
          {t('common.cancel')}
        </Button>
      ) : (
        secondary
      )}
      <Button type="submit" variant="contained" size="large" loading={submitting}>
        {submitLabel}
      </Button>
    </Box>
  );
}
