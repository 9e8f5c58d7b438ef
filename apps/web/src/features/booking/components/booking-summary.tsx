import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { PublicSalonWire } from '@salon/core';
import { formatDuration, formatLongDateTime, formatMoney } from '@salon/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { usePriceText } from '@/lib/use-price-text';
import { servicesById } from './format-booking';

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box sx={{ display: 'contents' }}>
      <Typography component="dt" color="text.secondary">
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0 }}>
        {children}
      </Typography>
    </Box>
  );
}

/** What is about to be booked: services, person, time and the price to expect. */
export function BookingSummary(props: {
  salon: PublicSalonWire;
  serviceIds: readonly string[];
  employeeId: string | null;
  start: string | null;
}) {
  const { salon, serviceIds, employeeId, start } = props;
  const { t, i18n } = useTranslation();
  const money = (amount: number) => formatMoney(amount, i18n.language);
  const priceText = usePriceText();
  const byId = servicesById(salon);
  const services = serviceIds.flatMap((id) => byId.get(id) ?? []);
  const subtotal = services.reduce((sum, service) => sum + service.price, 0);
  const duration = services.reduce((sum, service) => sum + service.duration, 0);
  const fee = salon.service_type === 'freelancer' ? (salon.service_area?.travel_fee ?? 0) : 0;
  const employee = salon.employees.find((item) => item._id === employeeId);
  return (
    <Box
      component="dl"
      aria-label={t('booking.summary.title')}
      sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 0.5, m: 0 }}
    >
      <Row label={t('booking.summary.services')}>
        {services.map((service) => service.name).join(', ')}
        {' · '}
        {formatDuration(duration)}
      </Row>
      <Row label={t('booking.summary.employee')}>{employee?.name ?? t('booking.employee.anyone')}</Row>
      {start ? (
        <Row label={t('booking.summary.when')}>
          {formatLongDateTime(start, i18n.language, salon.time_zone)}
        </Row>
      ) : null}
      {fee > 0 ? <Row label={t('booking.summary.travelFee')}>{money(fee)}</Row> : null}
      <Row label={t('booking.summary.total')}>
        {priceText(subtotal + fee, ...services.map((service) => service.price_type))}
      </Row>
    </Box>
  );
}
