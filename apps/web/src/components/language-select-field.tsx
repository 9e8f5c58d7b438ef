import TextField from '@mui/material/TextField';
import { LANGUAGES } from '@salon/core';
import type { ComponentProps, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGE_LABEL_KEYS } from '@/lib/language-labels';

type FieldProps = Omit<ComponentProps<typeof TextField>, 'select' | 'children' | 'label'>;

interface LanguageSelectFieldProps extends FieldProps {
  label: ReactNode;
  /** A first, empty choice (e.g. "The salon's language"); without it a language is always chosen. */
  noneLabel?: string;
}

/**
 * The app's languages in a native select (each named as its speakers write it), for a form field: spread
 * `useFormFieldProps` into it. The label stays above it, as every option, the empty one too, is a choice.
 */
export function LanguageSelectField({ label, noneLabel, slotProps, ...field }: LanguageSelectFieldProps) {
  const { t } = useTranslation();
  return (
    <TextField
      select
      label={label}
      fullWidth
      slotProps={{ ...slotProps, select: { native: true }, inputLabel: { shrink: true } }}
      {...field}
    >
      {noneLabel === undefined ? null : <option value="">{noneLabel}</option>}
      {LANGUAGES.map((lang) => (
        <option key={lang} value={lang}>
          {t(LANGUAGE_LABEL_KEYS[lang])}
        </option>
      ))}
    </TextField>
  );
}
