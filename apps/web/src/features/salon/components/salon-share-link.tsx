import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import QrCode2Icon from '@mui/icons-material/QrCode2';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useSnackbar } from 'notistack';
import { useTranslation } from 'react-i18next';
import { useLangPath } from '@/lib/use-lang-path';
import { saveBlob } from '@/lib/save-blob';

/** The booking page's address to share (Instagram bio, WhatsApp status), copied or as a QR code PNG. */
export function SalonShareLink({ slug }: { slug: string }) {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const to = useLangPath();
  const url = `${window.location.origin}${to(`/book/${slug}`)}`;

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      enqueueSnackbar(t('salon.booking.online.copied'), { variant: 'success' });
    } catch {
      enqueueSnackbar(t('salon.booking.online.copyFailed'), { variant: 'error' });
    }
  };

  const downloadQr = async () => {
    // Loaded on demand: the QR encoder is only needed for this one click.
    const { toCanvas } = await import('qrcode');
    // Drawn on a canvas and taken as a PNG from it: fetching a data: URL is refused by the security policy.
    const canvas = document.createElement('canvas');
    await toCanvas(canvas, url, { width: 1024, margin: 2, errorCorrectionLevel: 'M' });
    const png = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/png'));
    if (png) saveBlob(png, `${slug}-qr.png`);
  };

  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      <Typography variant="body2" color="text.secondary">
        {t('salon.booking.online.link')}
      </Typography>
      <Typography data-testid="booking-link" sx={{ wordBreak: 'break-all', fontFamily: 'monospace' }}>
        {url}
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        <Button size="small" variant="outlined" startIcon={<ContentCopyIcon />} onClick={() => void copy()}>
          {t('salon.booking.online.copy')}
        </Button>
        <Button size="small" variant="outlined" startIcon={<QrCode2Icon />} onClick={() => void downloadQr()}>
          {t('salon.booking.online.qr')}
        </Button>
        <Button size="small" startIcon={<OpenInNewIcon />} href={url} target="_blank" rel="noopener">
          {t('salon.booking.online.open')}
        </Button>
      </Box>
    </Box>
  );
}
