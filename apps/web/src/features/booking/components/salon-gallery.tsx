import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { PublicSalonWire } from '@salon/core';
import { useTranslation } from 'react-i18next';

/** The salon's photos, loaded as they scroll into view. */
export function SalonGallery({ salon }: { salon: PublicSalonWire }) {
  const { t } = useTranslation();
  if (salon.gallery.length === 0) return null;
  return (
    <Box component="section" aria-labelledby="booking-gallery-title">
      <Typography id="booking-gallery-title" variant="h6" component="h2" sx={{ mb: 1 }}>
        {t('booking.gallery.title')}
      </Typography>
      <Box
        component="ul"
        sx={{
          display: 'grid',
          gridTemplateColumns: 'repeat(auto-fill, minmax(120px, 1fr))',
          gap: 1,
          listStyle: 'none',
          p: 0,
          m: 0,
        }}
      >
        {salon.gallery.map((image, index) => (
          <li key={image._id}>
            <img
              src={image.url}
              alt={t('booking.gallery.photo', {
                index: index + 1,
                count: salon.gallery.length,
                salon: salon.name,
              })}
              loading="lazy"
              style={{
                width: '100%',
                aspectRatio: '1',
                objectFit: 'cover',
                borderRadius: 8,
                display: 'block',
              }}
            />
          </li>
        ))}
      </Box>
    </Box>
  );
}
