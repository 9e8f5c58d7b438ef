import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { VisitWire } from '@salon/core';
import {
  formatBolivares,
  formatDuration,
  formatLocalDay,
  formatLongDateTime,
  formatMoney,
  formatRate,
  formatTime,
  timeZoneLabel,
} from '@salon/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { usePriceText } from '@/lib/use-price-text';

const STATUS_COLOR = {
  pending: 'warning',
  reserved: 'success',
  done: 'info',
  no_show: 'default',
  cancelled: 'error',
} as const;

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Typography component="dt" variant="overline" color="text.secondary">
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0 }}>
        {children}
      </Typography>
    </div>
  );
}

/** What, when, where and how much; every text from the server is shown as plain text. */
export function VisitDetails({ visit }: { visit: VisitWire }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const money = (amount: number) => formatMoney(amount, lang);
  const priceText = usePriceText();
  // A starting price reads "desde" until the visit is done; then it is what was charged.
  const priceType = visit.status === 'done' ? 'exact' : visit.service.price_type;
  const where = [visit.salon.address, visit.salon.city].filter(Boolean).join(', ');
  return (
    <Stack spacing={2}>
      <div>
        <Typography variant="overline" color="text.secondary" component="p">
          {t('visit.statusLabel')}
        </Typography>
        <Chip label={t(`visit.status.${visit.status}`)} color={STATUS_COLOR[visit.status]} />
      </div>
      <Stack component="dl" spacing={1.5} sx={{ m: 0 }} aria-label={t('visit.details')}>
        <Row label={t('visit.when')}>
          {formatLongDateTime(visit.start, lang, visit.time_zone)}
          <Typography component="span" variant="body2" color="text.secondary" sx={{ display: 'block' }}>
            {t('visit.timeZone', { zone: timeZoneLabel(visit.time_zone, lang, visit.start) })}
          </Typography>
        </Row>
        {visit.parts.length > 0 ? (
          <Row label={t('visit.services')}>
            {/* A visit of several services: one line each, on the salon's clock. */}
            <Stack component="ul" spacing={0.5} sx={{ m: 0, pl: 2.5 }}>
              {visit.parts.map((part) => (
                <li key={part.start}>
                  {t('visit.partLine', {
                    start: formatTime(part.start, lang, visit.time_zone),
                    end: formatTime(part.end, lang, visit.time_zone),
                    service: part.service.name,
                    employee: part.employee.firstName,
                    price: priceText(part.price, visit.status === 'done' ? 'exact' : part.service.price_type),
                  })}
                </li>
              ))}
            </Stack>
          </Row>
        ) : (
          <Row label={t('visit.service')}>
            {t('visit.serviceWith', {
              service: visit.service.name,
              employee: visit.employee.firstName,
              duration: formatDuration(visit.service.duration),
            })}
          </Row>
        )}
        {visit.series.length > 1 ? (
          <Row label={t('visit.series')}>
            {/* A repeating appointment: its dates from today on, this one among them. */}
            <Stack component="ul" spacing={0.5} sx={{ m: 0, pl: 2.5 }}>
              {visit.series.map((occurrence) => (
                <li key={occurrence.start}>
                  {formatLongDateTime(occurrence.start, lang, visit.time_zone)}
                  {occurrence.status === 'cancelled' ? ` · ${t('visit.status.cancelled')}` : ''}
                </li>
              ))}
            </Stack>
          </Row>
        ) : null}
        <Row label={visit.salon.is_visit_address ? t('visit.visitAddress') : t('visit.where')}>{where}</Row>
        <Row label={t('visit.price')}>{priceText(visit.price, priceType)}</Row>
        {visit.travel_fee !== null ? (
          <>
            <Row label={t('visit.travelFee')}>{money(visit.travel_fee)}</Row>
            <Row label={t('visit.total')}>{priceText(visit.total, priceType)}</Row>
          </>
        ) : null}
        {visit.bolivares ? (
          <Row label={t('visit.bolivares')}>
            {t('visit.bolivaresAmount', {
              amount: formatBolivares(visit.total, visit.bolivares.rate, i18n.language),
              date: formatLocalDay(visit.bolivares.date, i18n.language),
              rate: formatRate(visit.bolivares.rate, i18n.language),
            })}
          </Row>
        ) : null}
      </Stack>
    </Stack>
  );
}
