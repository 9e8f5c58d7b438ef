import Star from '@mui/icons-material/Star';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import type { PublicSalonWire } from '@salon/core';
import { formatDecimal } from '@salon/core';
import { useTranslation } from 'react-i18next';

/** Cover, avatar, name, rating, categories and description: who the salon is, at a glance. */
export function SalonHeader({ salon }: { salon: PublicSalonWire }) {
  const { t, i18n } = useTranslation();
  const average =
    salon.rating.average === null ? null : formatDecimal(salon.rating.average, i18n.language, 1);
  return (
    <Box component="header">
      {salon.cover ? (
        <Box
          sx={{ height: { xs: 140, sm: 200 }, borderRadius: 2, overflow: 'hidden', bgcolor: 'action.hover' }}
        >
          {/* Decorative: the name below says whose page this is. */}
          <img src={salon.cover} alt="" style={{ width: '100%', height: '100%', objectFit: 'cover' }} />
        </Box>
      ) : null}
      <Avatar
        src={salon.avatar ?? undefined}
        alt=""
        aria-hidden="true"
        sx={{
          width: 88,
          height: 88,
          border: 3,
          borderColor: 'background.paper',
          fontSize: 36,
          // Over the cover's lower edge when there is one.
          mt: salon.cover ? -5 : 0,
          ml: salon.cover ? 2 : 0,
        }}
      >
        {salon.name.slice(0, 1).toUpperCase()}
      </Avatar>
      <Typography variant="h4" component="h1" sx={{ mt: 1, wordBreak: 'break-word' }}>
        {salon.name}
      </Typography>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, mt: 0.5 }}>
        {average !== null ? (
          <>
            <Star fontSize="small" sx={{ color: 'warning.main' }} aria-hidden="true" />
            <Typography>{t('booking.rating.summary', { average, count: salon.rating.count })}</Typography>
          </>
        ) : (
          <Typography color="text.secondary">{t('booking.rating.none')}</Typography>
        )}
      </Box>
      {salon.categories.length > 0 ? (
        <Box
          component="ul"
          aria-label={t('booking.categories')}
          sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, listStyle: 'none', p: 0, m: 0, mt: 1.5 }}
        >
          {salon.categories.map((category) => (
            <li key={category.slug}>
              <Chip size="small" label={category.name} />
            </li>
          ))}
        </Box>
      ) : null}
      {salon.description ? (
        <Typography sx={{ mt: 2, whiteSpace: 'pre-line' }}>{salon.description}</Typography>
      ) : null}
    </Box>
  );
}
