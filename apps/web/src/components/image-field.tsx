import PhotoCameraOutlined from '@mui/icons-material/PhotoCameraOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import Typography from '@mui/material/Typography';
import { UPLOAD_LIMITS } from '@salon/core';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

export const IMAGE_TYPES = ['image/jpeg', 'image/jpg', 'image/png', 'image/gif'] as const;

/** Client-side check before upload (the server checks the bytes again): jpeg, jpg, png, gif up to 10 MB. */
export const validateImage = (file: File, maxBytes: number = UPLOAD_LIMITS.avatarBytes): string | null => {
  if (!(IMAGE_TYPES as readonly string[]).includes(file.type)) return 'validation.file.type';
  if (file.size > maxBytes) return 'validation.file.size';
  return null;
};

interface ImageFieldProps {
  /** `avatar` or `cover`: the input's name and the shape of the preview. */
  name: 'avatar' | 'cover';
  label: string;
  currentUrl?: string | null;
  file: File | null;
  onChange: (file: File | null) => void;
  /** A locale key shown as the error (e.g. required). */
  error?: string | null;
  /** The button's text; by default "Choose profile image" or "Choose cover image". */
  chooseLabel?: string;
}

/** One image with a preview of the chosen file; the file input is hidden behind a button (shared by salons and employees). */
export function ImageField({ name, label, currentUrl, file, onChange, error, chooseLabel }: ImageFieldProps) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const helpId = useId();
  const [problem, setProblem] = useState<string | null>(null);
  const previewUrl = useMemo(() => (file ? URL.createObjectURL(file) : null), [file]);
  useEffect(
    () => () => {
      if (previewUrl) URL.revokeObjectURL(previewUrl);
    },
    [previewUrl],
  );
  const shown = previewUrl ?? currentUrl ?? null;
  const message = problem ?? error ?? null;

  return (
    <Box>
      <Typography variant="subtitle1" component="h3" sx={{ mb: 1 }}>
        {label}
      </Typography>
      <Box
        sx={{
          width: name === 'avatar' ? 120 : '100%',
          maxWidth: name === 'avatar' ? 120 : 480,
          aspectRatio: name === 'avatar' ? '1 / 1' : '3 / 1',
          borderRadius: name === 'avatar' ? '50%' : 1,
          overflow: 'hidden',
          bgcolor: 'action.hover',
          border: 1,
          borderColor: message ? 'error.main' : 'divider',
          mb: 1.5,
        }}
      >
        {shown ? (
          <Box
            component="img"
            src={shown}
            alt={t('imageField.previewAlt', { label })}
            sx={{ width: '100%', height: '100%', objectFit: 'cover' }}
          />
        ) : null}
      </Box>
      <input
        ref={input}
        type="file"
        name={name}
        accept={IMAGE_TYPES.join(',')}
        aria-label={label}
        hidden
        onChange={(event) => {
          const chosen = event.target.files?.[0] ?? null;
          event.target.value = '';
          if (!chosen) return;
          const invalid = validateImage(chosen);
          setProblem(invalid);
          onChange(invalid ? null : chosen);
        }}
      />
      <Button
        variant="outlined"
        startIcon={<PhotoCameraOutlined aria-hidden="true" />}
        onClick={() => input.current?.click()}
        aria-describedby={helpId}
      >
        {chooseLabel ?? t(name === 'avatar' ? 'imageField.chooseAvatar' : 'imageField.chooseCover')}
      </Button>
      {file ? (
        <Typography variant="body2" sx={{ mt: 1 }}>
          {t('imageField.chosen', { name: file.name })}
        </Typography>
      ) : null}
      <FormHelperText id={helpId} error={Boolean(message)} role={message ? 'alert' : undefined}>
        {message ? t(message) : t('imageField.help')}
      </FormHelperText>
    </Box>
  );
}
