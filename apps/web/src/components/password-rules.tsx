import CheckCircle from '@mui/icons-material/CheckCircle';
import RadioButtonUnchecked from '@mui/icons-material/RadioButtonUnchecked';
import Box from '@mui/material/Box';
import { visuallyHidden } from '@mui/utils';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

export type PasswordRule = 'min' | 'lowercase' | 'uppercase' | 'number' | 'special' | 'differentFromOld';

/**
 * Registration (docs/product.md "Validation rules and limits"): 8+ characters with lowercase, uppercase,
 * number and special.
 */
export const STRONG_PASSWORD_RULES: readonly PasswordRule[] = [
  'min',
  'lowercase',
  'uppercase',
  'number',
  'special',
];
/** Change password: 8+ characters, a digit and a special character, different from the old one. */
export const CHANGE_PASSWORD_RULES: readonly PasswordRule[] = [
  'min',
  'number',
  'special',
  'differentFromOld',
];

export const passwordRuleMet = (rule: PasswordRule, value: string, oldValue?: string): boolean => {
  switch (rule) {
    case 'min':
      return value.length >= 8;
    case 'lowercase':
      return /[a-z]/.test(value);
    case 'uppercase':
      return /[A-Z]/.test(value);
    case 'number':
      return /\d/.test(value);
    case 'special':
      return /[^A-Za-z0-9]/.test(value);
    case 'differentFromOld':
      return value.length > 0 && value !== oldValue;
  }
};

interface PasswordRulesProps {
  id?: string;
  value: string;
  rules: readonly PasswordRule[];
  oldValue?: string;
}

/** The password rules, each ticked as soon as the typed password meets it. */
export function PasswordRules({ id, value, rules, oldValue }: PasswordRulesProps) {
  const { t } = useTranslation();
  return (
    <Box component="ul" id={id} sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 0.25 }}>
      {rules.map((rule) => {
        const met = passwordRuleMet(rule, value, oldValue);
        return (
          <Box
            component="li"
            key={rule}
            sx={{
              display: 'flex',
              alignItems: 'center',
              gap: 1,
              color: met ? 'success.main' : 'text.secondary',
            }}
          >
            {met ? (
              <CheckCircle fontSize="small" aria-hidden="true" />
            ) : (
              <RadioButtonUnchecked fontSize="small" aria-hidden="true" />
            )}
            <Typography variant="body2" component="span" sx={{ color: 'text.secondary' }}>
              {t(`passwordRules.${rule}`)}
              <Box component="span" sx={visuallyHidden}>
                {` (${met ? t('passwordRules.met') : t('passwordRules.notMet')})`}
              </Box>
            </Typography>
          </Box>
        );
      })}
    </Box>
  );
}
