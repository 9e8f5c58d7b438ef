import PhotoCameraOutlined from '@mui/icons-material/PhotoCameraOutlined';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import Typography from '@mui/material/Typography';
import { UPLOAD_LIMITS } from '@salon/core';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

export const AVATAR_TYPES = ['image/jpeg', 'image/jpg', 'image/png', 'image/gif'] as const;

/** Client-side check before upload (the server checks the bytes again): jpeg, jpg, png, gif up to 10 MB. */
export const validateAvatar = (file: File): string | null => {
  if (!(AVATAR_TYPES as readonly string[]).includes(file.type)) return 'validation.file.type';
  if (file.size > UPLOAD_LIMITS.avatarBytes) return 'validation.file.size';
  return null;
};

interface AvatarPickerProps {
  currentUrl: string | null;
  name: string;
  file: File | null;
  onChange: (file: File | null) => void;
}

/** The profile photo with a preview of the newly chosen file. */
export function AvatarPicker({ currentUrl, name, file, onChange }: AvatarPickerProps) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const [error, setError] = useState<string | null>(null);
  const [preview, setPreview] = useState<{ file: File; url: string } | null>(null);
  const helpId = useId();
  // The preview belongs to the chosen file; once the parent clears it (after saving) the saved photo shows.
  const previewUrl = file && preview?.file === file ? preview.url : null;

  const choose = (chosen: File | null) => {
    if (preview) URL.revokeObjectURL(preview.url);
    setPreview(chosen ? { file: chosen, url: URL.createObjectURL(chosen) } : null);
    onChange(chosen);
  };

  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 2.5, flexWrap: 'wrap' }}>
      <Avatar
        src={previewUrl ?? currentUrl ?? undefined}
        alt={t('account.general.avatarAlt', { name })}
        sx={{ width: 96, height: 96, fontSize: 36, bgcolor: 'primary.main', color: 'primary.contrastText' }}
      >
        {name.slice(0, 1).toUpperCase()}
      </Avatar>
      <Box>
        <input
          ref={input}
          type="file"
          name="avatar"
          accept={AVATAR_TYPES.join(',')}
          aria-label={t('account.general.avatarInput')}
          hidden
          onChange={(event) => {
            const chosen = event.target.files?.[0] ?? null;
            event.target.value = '';
            if (!chosen) return;
            const problem = validateAvatar(chosen);
            setError(problem);
            choose(problem ? null : chosen);
          }}
        />
        <Button
          variant="outlined"
          startIcon={<PhotoCameraOutlined aria-hidden="true" />}
          onClick={() => input.current?.click()}
          aria-describedby={helpId}
        >
          {t('account.general.uploadPhoto')}
        </Button>
        {file ? (
          <Typography variant="body2" sx={{ mt: 1 }}>
            {t('account.general.photoChosen', { name: file.name })}
          </Typography>
        ) : null}
        <FormHelperText id={helpId} error={Boolean(error)} role={error ? 'alert' : undefined}>
          {error ? t(error) : t('account.general.photoHelp')}
        </FormHelperText>
      </Box>
    </Box>
  );
}
