import ImageOutlined from '@mui/icons-material/ImageOutlined';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import Typography from '@mui/material/Typography';
import { UPLOAD_LIMITS } from '@salon/core';
import { useEffect, useId, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';

export const LOGO_TYPES = ['image/jpeg', 'image/jpg', 'image/png'] as const;

/** Client-side check (the server checks the bytes again): jpeg, jpg or png up to 5 MB. */
export const validateLogo = (file: File | null): string | null => {
  if (!file) return 'validation.logo.required';
  if (!(LOGO_TYPES as readonly string[]).includes(file.type)) return 'validation.logo.type';
  if (file.size > UPLOAD_LIMITS.logoBytes) return 'validation.logo.size';
  return null;
};

interface LogoPickerProps {
  file: File | null;
  onChange: (file: File | null, problem: string | null) => void;
  /** A validation key to show (e.g. required on submit). */
  error: string | null;
}

/** The company logo with a preview of the chosen file. */
export function LogoPicker({ file, onChange, error }: LogoPickerProps) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const helpId = useId();
  const url = useMemo(
    () => (file && typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : null),
    [file],
  );
  useEffect(() => () => (url ? URL.revokeObjectURL(url) : undefined), [url]);

  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 2.5, flexWrap: 'wrap' }}>
      <Avatar
        variant="rounded"
        src={url ?? undefined}
        alt={file ? t('company.form.logoPreview') : ''}
        sx={{ width: 96, height: 96, bgcolor: 'action.hover', color: 'text.secondary' }}
      >
        <ImageOutlined fontSize="large" aria-hidden="true" />
      </Avatar>
      <Box>
        <input
          ref={input}
          type="file"
          name="logo"
          accept={LOGO_TYPES.join(',')}
          aria-label={t('company.form.logoInput')}
          hidden
          onChange={(event) => {
            const chosen = event.target.files?.[0] ?? null;
            event.target.value = '';
            if (!chosen) return;
            const problem = validateLogo(chosen);
            onChange(problem ? null : chosen, problem);
          }}
        />
        <Button
          variant="outlined"
          startIcon={<ImageOutlined aria-hidden="true" />}
          onClick={() => input.current?.click()}
          aria-describedby={helpId}
        >
          {t('company.form.uploadLogo')}
        </Button>
        {file ? (
          <Typography variant="body2" sx={{ mt: 1 }}>
            {t('company.form.logoChosen', { name: file.name })}
          </Typography>
        ) : null}
        <FormHelperText id={helpId} error={Boolean(error)} role={error ? 'alert' : undefined}>
          {error ? t(error) : t('company.form.logoHelp')}
        </FormHelperText>
      </Box>
    </Box>
  );
}
