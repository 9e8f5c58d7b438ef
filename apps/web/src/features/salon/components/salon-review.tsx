import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney, parseLocaleNumber } from '@salon/core';
import { categoryName, useCategories } from '../api/get-categories';
import type { HoursDraftDay } from '@/components/opening-hours-editor/opening-hours-model';
import type { SalonFormInput } from './salon-form-schema';
import type { ServiceAreaDraft } from './service-area-model';

interface SalonReviewProps {
  kind: 'salon' | 'freelancer';
  values: SalonFormInput;
  hours: HoursDraftDay[];
  area: ServiceAreaDraft | null;
  avatar: File | null;
  cover: File | null;
}

/** The last step: everything that will be sent, as a definition list. */
export function SalonReview({ kind, values, hours, area, avatar, cover }: SalonReviewProps) {
  const { t, i18n } = useTranslation();
  const categories = useCategories();
  const names = new Map(
    (categories.data ?? []).map((category) => [category._id, categoryName(category, i18n.language)]),
  );
  const openDays = hours
    .map((day, index) =>
      day.active ? `${t(`hoursEditor.days.${index}`)} ${day.start_hour}–${day.end_hour}` : null,
    )
    .filter(Boolean);
  const social = (['instagram', 'tiktok', 'facebook'] as const)
    .filter((name) => values[name])
    .map((name) => `${t(`salon.fields.${name}`)}: @${values[name]}`);
  const rows: [string, ReactNode][] = [
    [t('salon.create.kindLabel'), t(`salon.kind.${kind}`)],
    [t('salon.fields.title'), values.title],
    [t('salon.fields.description'), values.description],
    [
      t('salon.fields.categories'),
      <Box key="categories" component="span" sx={{ display: 'inline-flex', flexWrap: 'wrap', gap: 0.5 }}>
        {(values.categories ?? []).map((id) => (
          <Chip key={id} size="small" label={names.get(id) ?? id} />
        ))}
      </Box>,
    ],
    [t('salon.fields.email'), values.email],
    [t('salon.fields.phone'), values.phone],
    [t('salon.review.social'), social.join(' · ') || '—'],
    [t('salon.fields.site'), values.site || '—'],
    [t('salon.fields.address'), [values.address, values.city].filter(Boolean).join(', ')],
    [t('salon.review.coordinates'), `${values.lat}, ${values.lng}`],
    [t('salon.review.hours'), openDays.join(' · ') || t('salon.review.noOpenDays')],
  ];
  if (area) {
    const detail =
      area.mode === 'radius'
        ? t('salon.review.areaRadius', { km: area.radiusKm })
        : area.mode === 'city'
          ? t('salon.review.areaCity', { city: area.city })
          : t('salon.review.areaPolygon');
    rows.push([
      t('salon.review.area'),
      `${detail} · ${t('salon.review.fee', {
        fee: formatMoney(parseLocaleNumber(area.travelFee, i18n.language) ?? 0, i18n.language),
      })}`,
    ]);
  }
  rows.push([t('salon.review.images'), [avatar?.name, cover?.name].filter(Boolean).join(' · ')]);

  return (
    <Box
      component="dl"
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', sm: '200px 1fr' },
        gap: { xs: 0.5, sm: 1.5 },
        m: 0,
      }}
    >
      {rows.map(([label, value]) => (
        <Box key={label} sx={{ display: 'contents' }}>
          <Typography component="dt" variant="subtitle2" color="text.secondary" sx={{ mt: { xs: 1, sm: 0 } }}>
            {label}
          </Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0, wordBreak: 'break-word' }}>
            {value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
