import CheckCircle from '@mui/icons-material/CheckCircle';
import HourglassTop from '@mui/icons-material/HourglassTop';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { BookingWire } from '@salon/core';
import { formatLongDateTime, formatMoney, keepTimesTogether } from '@salon/core';
import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { DepositPayTo, depositAmountText } from '@/components/deposit-pay-to';
import { usePriceText } from '@/lib/use-price-text';
import { Link as RouterLink } from 'react-router';
import { useLangPath } from '@/lib/use-lang-path';

/**
 * The booking as the server took it: reserved, or pending until the salon approves it. A visit shared by
 * several people names who does each service on its line instead of one "With".
 */
export function BookingConfirmation({
  booking,
  headingRef,
  depositRef,
}: {
  booking: BookingWire;
  headingRef: Ref<HTMLHeadingElement>;
  /** Around where to pay the deposit and the way to report it, for the flow to scroll to. */
  depositRef?: Ref<HTMLDivElement>;
}) {
  const { t, i18n } = useTranslation();
  const to = useLangPath();
  const lang = i18n.language;
  const money = (amount: number) => formatMoney(amount, lang);
  const priceText = usePriceText();
  const pending = booking.status === 'pending';
  // A booking waiting for its deposit: how much, until when, where to pay, and where to report it.
  const deposit = booking.deposit;
  const shared = new Set(booking.services.map((service) => service.employee.name)).size > 1;
  const Icon = pending ? HourglassTop : CheckCircle;
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <Icon color={pending ? 'warning' : 'success'} aria-hidden="true" />
        <Typography ref={headingRef} tabIndex={-1} variant="h5" component="h3" sx={{ outline: 'none' }}>
          {deposit
            ? t('depositPay.booking.title')
            : pending
              ? t('booking.done.pendingTitle')
              : t('booking.done.reservedTitle')}
        </Typography>
      </Box>
      {deposit ? (
        <Typography>
          {t('depositPay.booking.text', {
            when: keepTimesTogether(formatLongDateTime(deposit.hold_until, lang, booking.time_zone)),
            amount: depositAmountText(deposit, lang, t),
          })}
        </Typography>
      ) : (
        <Typography>{pending ? t('booking.done.pendingText') : t('booking.done.reservedText')}</Typography>
      )}
      <Box
        component="dl"
        aria-label={t('booking.summary.title')}
        sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 0.5, m: 0 }}
      >
        <Typography component="dt" color="text.secondary">
          {t('booking.summary.when')}
        </Typography>
        <Typography component="dd" sx={{ m: 0 }}>
          {keepTimesTogether(formatLongDateTime(booking.start, lang, booking.time_zone))}
        </Typography>
        {shared ? null : (
          <>
            <Typography component="dt" color="text.secondary">
              {t('booking.summary.employee')}
            </Typography>
            <Typography component="dd" sx={{ m: 0 }}>
              {booking.employee.name}
            </Typography>
          </>
        )}
        <Typography component="dt" color="text.secondary">
          {t('booking.summary.services')}
        </Typography>
        <Box component="dd" sx={{ m: 0 }}>
          <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
            {booking.services.map((service) => (
              <li key={`${service.start}-${service.name}`}>
                {t(shared ? 'booking.done.serviceLineWith' : 'booking.done.serviceLine', {
                  name: service.name,
                  employee: service.employee.name,
                  price: priceText(service.price, service.price_type),
                })}
              </li>
            ))}
          </Box>
        </Box>
        {booking.travel_fee !== null ? (
          <>
            <Typography component="dt" color="text.secondary">
              {t('booking.summary.travelFee')}
            </Typography>
            <Typography component="dd" sx={{ m: 0 }}>
              {money(booking.travel_fee)}
            </Typography>
          </>
        ) : null}
        <Typography component="dt" color="text.secondary">
          {t('booking.summary.total')}
        </Typography>
        <Typography component="dd" sx={{ m: 0, fontWeight: 600 }}>
          {priceText(booking.total, ...booking.services.map((service) => service.price_type))}
        </Typography>
      </Box>
      {deposit ? (
        <Box ref={depositRef} sx={{ scrollMarginTop: 16 }}>
          <DepositPayTo deposit={deposit} timeZone={booking.time_zone} headingLevel="h4" />
        </Box>
      ) : null}
      <Typography variant="body2" color="text.secondary">
        {t('booking.done.email')}
      </Typography>
      <Button
        variant="contained"
        component={RouterLink}
        to={to(`/visit/${encodeURIComponent(booking.visit_token)}`)}
      >
        {deposit ? t('depositPay.booking.report') : t('booking.done.visitLink')}
      </Button>
    </Box>
  );
}
