import CloudUpload from '@mui/icons-material/CloudUpload';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ButtonBase from '@mui/material/ButtonBase';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { UPLOAD_LIMITS, type GalleryImageWire } from '@salon/core';
import { useSnackbar } from 'notistack';
import { useId, useRef, useState, type DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toErrorEnvelope } from '@/lib/api-client';
import { errorText } from '@/lib/api-errors';
import { useDeleteGalleryImage } from '../api/delete-gallery-image';
import { useUploadGallery } from '../api/upload-gallery';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { IMAGE_TYPES, validateImage } from '@/components/image-field';

/** The server takes up to 20 files in one upload. */
const FILES_PER_UPLOAD = 20;

interface GallerySectionProps {
  salonId: string;
  kind: 'portfolio' | 'interior';
  images: GalleryImageWire[];
  /** How many more images the plan allows in this salon. */
  remaining: number;
}

/** One gallery (portfolio or interior): upload several at once or drop them, view large, delete. */
export function GallerySection({ salonId, kind, images, remaining }: GallerySectionProps) {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const titleId = useId();
  const input = useRef<HTMLInputElement>(null);
  const upload = useUploadGallery();
  const remove = useDeleteGalleryImage();
  const [problem, setProblem] = useState<string | null>(null);
  const [dragging, setDragging] = useState(false);
  const [viewing, setViewing] = useState<number | null>(null);
  const [deleting, setDeleting] = useState<GalleryImageWire | null>(null);
  const full = remaining <= 0;
  const label = t(`gallery.kinds.${kind}`);

  const send = async (files: File[]) => {
    setProblem(null);
    if (files.length === 0) return;
    const invalid = files.map((file) => validateImage(file, UPLOAD_LIMITS.galleryBytes)).find(Boolean);
    if (invalid) {
      setProblem(t(invalid));
      return;
    }
    if (files.length > FILES_PER_UPLOAD) {
      setProblem(t('gallery.tooMany', { max: FILES_PER_UPLOAD }));
      return;
    }
    if (files.length > remaining) {
      setProblem(t('errors.PLAN_LIMIT_IMAGES'));
      return;
    }
    try {
      const uploaded = await upload.mutateAsync({ salonId, kind, files });
      enqueueSnackbar(t('gallery.uploaded', { count: uploaded?.length ?? files.length }), {
        variant: 'success',
      });
    } catch (error) {
      const code = toErrorEnvelope(error).code;
      setProblem(
        code === 'PLAN_LIMIT_IMAGES'
          ? t('errors.PLAN_LIMIT_IMAGES')
          : errorText(t, error, 'errors.UNSUPPORTED_FILE'),
      );
    }
  };

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    if (full || upload.isPending) return;
    void send(Array.from(event.dataTransfer.files));
  };

  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      await remove.mutateAsync({ imageId: deleting._id, salonId });
      enqueueSnackbar(t('gallery.deleted'), { variant: 'success' });
      setViewing(null);
    } catch (error) {
      enqueueSnackbar(errorText(t, error, 'gallery.deleteError'), { variant: 'error' });
    }
    setDeleting(null);
  };

  const current = viewing === null ? null : images[viewing];
  return (
    <Paper variant="outlined" component="section" aria-labelledby={titleId} sx={{ p: { xs: 2.5, sm: 3 } }}>
      <Typography id={titleId} variant="h2" sx={{ mb: 2 }}>
        {label}{' '}
        <Typography component="span" color="text.secondary">
          ({images.length})
        </Typography>
      </Typography>
      <Box
        onDragOver={(event) => {
          event.preventDefault();
          if (!full) setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        sx={{
          border: 2,
          borderStyle: 'dashed',
          borderColor: dragging ? 'primary.main' : 'divider',
          bgcolor: dragging ? 'action.hover' : 'transparent',
          borderRadius: 1,
          p: 3,
          mb: 2,
          textAlign: 'center',
        }}
      >
        <input
          ref={input}
          type="file"
          name="images"
          multiple
          accept={IMAGE_TYPES.join(',')}
          aria-label={t('gallery.inputLabel', { kind: label })}
          hidden
          onChange={(event) => {
            const files = Array.from(event.target.files ?? []);
            event.target.value = '';
            void send(files);
          }}
        />
        <Button
          variant="contained"
          startIcon={<CloudUpload aria-hidden="true" />}
          onClick={() => input.current?.click()}
          disabled={full}
          loading={upload.isPending}
        >
          {t('gallery.upload', { kind: label })}
        </Button>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {full ? t('errors.PLAN_LIMIT_IMAGES') : t('gallery.dropHelp')}
        </Typography>
      </Box>
      {problem ? (
        <Alert severity="error" sx={{ mb: 2 }}>
          {problem}
        </Alert>
      ) : null}
      {images.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {t('gallery.empty')}
        </Typography>
      ) : (
        <Box
          component="ul"
          sx={{
            listStyle: 'none',
            m: 0,
            p: 0,
            display: 'grid',
            gap: 1.5,
            gridTemplateColumns: 'repeat(auto-fill, minmax(128px, 1fr))',
          }}
        >
          {images.map((image, index) => (
            <Box
              component="li"
              key={image._id}
              sx={{ position: 'relative', aspectRatio: '1 / 1', borderRadius: 1, overflow: 'hidden' }}
            >
              <ButtonBase
                onClick={() => setViewing(index)}
                aria-label={t('gallery.view', { kind: label, number: index + 1 })}
                sx={{
                  width: '100%',
                  height: '100%',
                  '&:focus-visible': {
                    outline: '3px solid',
                    outlineColor: 'primary.main',
                    outlineOffset: -3,
                  },
                }}
              >
                <Box
                  component="img"
                  src={image.thumbnail || image.url}
                  alt=""
                  loading="lazy"
                  sx={{ width: '100%', height: '100%', objectFit: 'cover' }}
                />
              </ButtonBase>
              <IconButton
                size="small"
                onClick={() => setDeleting(image)}
                aria-label={t('gallery.delete', { kind: label, number: index + 1 })}
                sx={{
                  position: 'absolute',
                  top: 4,
                  right: 4,
                  bgcolor: 'background.paper',
                  '&:hover': { bgcolor: 'background.paper' },
                }}
              >
                <DeleteOutline fontSize="small" />
              </IconButton>
            </Box>
          ))}
        </Box>
      )}
      <Dialog
        open={Boolean(current)}
        onClose={() => setViewing(null)}
        maxWidth="lg"
        aria-labelledby={`${titleId}-dialog`}
      >
        {current ? (
          <>
            <DialogTitle id={`${titleId}-dialog`}>
              {t('gallery.viewTitle', { kind: label, number: (viewing ?? 0) + 1, total: images.length })}
            </DialogTitle>
            <DialogContent>
              <Box
                component="img"
                src={current.url}
                alt={t('gallery.viewTitle', {
                  kind: label,
                  number: (viewing ?? 0) + 1,
                  total: images.length,
                })}
                // Title, actions and the dialog's margins take about 240 px; the image gets the rest, so
                // nothing scrolls (a scrolling area would need to be reachable by keyboard).
                sx={{
                  display: 'block',
                  maxWidth: '100%',
                  maxHeight: 'min(75vh, calc(100vh - 240px))',
                  mx: 'auto',
                  objectFit: 'contain',
                }}
              />
            </DialogContent>
            <DialogActions>
              <Button
                onClick={() => setViewing((viewing! - 1 + images.length) % images.length)}
                disabled={images.length < 2}
              >
                {t('gallery.previous')}
              </Button>
              <Button onClick={() => setViewing((viewing! + 1) % images.length)} disabled={images.length < 2}>
                {t('gallery.next')}
              </Button>
              <Button color="error" onClick={() => setDeleting(current)}>
                {t('gallery.deleteOne')}
              </Button>
              <Button onClick={() => setViewing(null)}>{t('gallery.close')}</Button>
            </DialogActions>
          </>
        ) : null}
      </Dialog>
      <ConfirmDialog
        open={Boolean(deleting)}
        title={t('gallery.confirmTitle')}
        message={t('gallery.confirmText')}
        confirmLabel={t('gallery.deleteOne')}
        destructive
        busy={remove.isPending}
        onConfirm={() => void confirmDelete()}
        onClose={() => setDeleting(null)}
      />
    </Paper>
  );
}
