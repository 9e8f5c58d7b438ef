import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { PublicSalonWire } from '@salon/core';
import { formatDuration, formatLongDateTime, formatMoney, keepTimesTogether } from '@salon/core';
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

/**
 * What is about to be booked: services, person (or who does each service), time and the price to expect.
 */
export function BookingSummary(props: {
  salon: PublicSalonWire;
  serviceIds: readonly string[];
  employeeId: string | null;
  /** A person per service (null entries: anyone who performs it). */
  employeeIds?: readonly (string | null)[] | null;
  /** Who the chosen time's answer named for each service: an "anyone" service shows who it will be. */
  plan?: readonly string[] | null;
  start: string | null;
}) {
  const { salon, serviceIds, employeeId, employeeIds, plan, start } = props;
  const { t, i18n } = useTranslation();
  const money = (amount: number) => formatMoney(amount, i18n.language);
  const priceText = usePriceText();
  const byId = servicesById(salon);
  const services = serviceIds.flatMap((id) => byId.get(id) ?? []);
  const subtotal = services.reduce((sum, service) => sum + service.price, 0);
  const duration = services.reduce((sum, service) => sum + service.duration, 0);
  const fee = salon.service_type === 'freelancer' ? (salon.service_area?.travel_fee ?? 0) : 0;
  const employee = salon.employees.find((item) => item._id === employeeId);
  const nameOf = (id: string | null | undefined) =>
    salon.employees.find((item) => item._id === id)?.name ?? t('booking.employee.anyone');
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
      {employeeIds ? (
        <Row label={t('booking.summary.employee')}>
          <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
            {serviceIds.map((id, index) => (
              <li key={id}>
                {t('booking.summary.partLine', {
                  service: byId.get(id)?.name ?? '',
                  employee: nameOf(employeeIds[index] ?? plan?.[index]),
                })}
              </li>
            ))}
          </Box>
        </Row>
      ) : (
        <Row label={t('booking.summary.employee')}>{employee?.name ?? t('booking.employee.anyone')}</Row>
      )}
      {start ? (
        <Row label={t('booking.summary.when')}>
          {keepTimesTogether(formatLongDateTime(start, i18n.language, salon.time_zone))}
        </Row>
      ) : null}
      {fee > 0 ? <Row label={t('booking.summary.travelFee')}>{money(fee)}</Row> : null}
      <Row label={t('booking.summary.total')}>
        {priceText(subtotal + fee, ...services.map((service) => service.price_type))}
      </Row>
    </Box>
  );
}
