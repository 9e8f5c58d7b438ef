import MapIcon from '@mui/icons-material/Map';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { PublicSalonWire } from '@salon/core';
import { formatMoney } from '@salon/core';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { mapHref } from './format-booking';

// Leaflet is a large library: it loads only when someone asks to see the map.
const SalonMap = lazy(() => import('./salon-map').then((module) => ({ default: module.SalonMap })));

/** Where a freelancer goes: the area's description and the travel fee. */
function ServiceAreaText({ salon }: { salon: PublicSalonWire }) {
  const { t, i18n } = useTranslation();
  const area = salon.service_area;
  if (!area)
    return <Typography>{t('booking.location.areaUnknown', { city: salon.address.city })}</Typography>;
  const description =
    area.mode === 'radius'
      ? t('booking.location.area.radius', { km: area.radius_km, city: salon.address.city })
      : area.mode === 'city'
        ? t('booking.location.area.city', { city: area.city })
        : t('booking.location.area.polygon');
  return (
    <>
      <Typography>{description}</Typography>
      <Typography color="text.secondary">
        {area.travel_fee > 0
          ? t('booking.location.travelFee', { fee: formatMoney(area.travel_fee, i18n.language) })
          : t('booking.location.noTravelFee')}
      </Typography>
    </>
  );
}

/** A salon's address with a link to a map service and an on-demand map; a freelancer's service area. */
export function SalonLocation({ salon }: { salon: PublicSalonWire }) {
  const { t } = useTranslation();
  const [showMap, setShowMap] = useState(false);
  const freelancer = salon.service_type === 'freelancer';
  const { address, reference_point: reference, city } = salon.address;
  return (
    <Box component="section" aria-labelledby="booking-location-title" sx={{ display: 'grid', gap: 1 }}>
      <Typography id="booking-location-title" variant="h6" component="h2">
        {freelancer ? t('booking.location.areaTitle') : t('booking.location.title')}
      </Typography>
      {freelancer ? (
        <ServiceAreaText salon={salon} />
      ) : (
        <>
          <Typography>{[address, city].filter(Boolean).join(', ')}</Typography>
          {reference ? (
            <Typography variant="body2" color="text.secondary">
              {t('booking.location.reference', { reference })}
            </Typography>
          ) : null}
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center' }}>
            <Link href={mapHref(salon.location)} target="_blank" rel="noopener noreferrer">
              {t('booking.location.openMap')}
            </Link>
            {showMap ? null : (
              <Button size="small" startIcon={<MapIcon />} onClick={() => setShowMap(true)}>
                {t('booking.location.showMap')}
              </Button>
            )}
          </Box>
          {showMap ? (
            <Suspense fallback={<CircularProgress size={24} aria-label={t('booking.loading')} />}>
              <SalonMap point={salon.location} label={t('booking.location.map', { salon: salon.name })} />
            </Suspense>
          ) : null}
        </>
      )}
    </Box>
  );
}
