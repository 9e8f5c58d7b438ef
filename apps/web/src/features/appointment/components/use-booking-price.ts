import { roundDollars, type AppointmentWire, type ServiceWire } from '@salon/core';
import { useEffect, useState } from 'react';
import { useWatch, type UseFormReturn } from 'react-hook-form';
import { useServicePrice } from '../api/get-service-price';
import type { AppointmentFormInput, AppointmentFormValues } from './appointment-form-schema';
import { instantFromParts } from './wall-clock';

type AppointmentForm = UseFormReturn<AppointmentFormInput, unknown, AppointmentFormValues>;

/** A start without a time yet still has its day, and the day alone decides which promotion runs. */
const MIDDAY = '12:00';

/**
 * The booking dialog's price: while the user has not typed one, it follows what the server says a booking
 * of the service at that start costs (a running promotion's price first, times the count), and the
 * promotion that sets it is returned to be named. An edit keeps the price it was booked at (and its
 * promotion) until its service or count is changed; from then on it follows too.
 */
export function useBookingPrice(options: {
  form: AppointmentForm;
  timeZone: string;
  appointment: AppointmentWire | null;
  services: ServiceWire[] | undefined;
}): { title: string } | null {
  const { form, timeZone, appointment, services } = options;
  const [serviceId, date, time, count, price] = useWatch({
    control: form.control,
    name: ['service_id', 'date', 'time', 'service_count', 'price'],
  });
  const serviceCount = Number(count);
  const [following, setFollowing] = useState(!appointment);
  if (
    !following &&
    appointment &&
    (serviceId !== appointment.service._id || serviceCount !== appointment.service_count)
  ) {
    setFollowing(true);
  }
  const at = instantFromParts(date, time || MIDDAY, timeZone);
  const countOk = Number.isInteger(serviceCount) && serviceCount >= 1 && serviceCount <= 20;
  const quote = useServicePrice(
    following && serviceId && at && countOk
      ? { service_id: serviceId, at: at.toISOString(), service_count: serviceCount }
      : null,
  );

  useEffect(() => {
    if (form.getFieldState('price').isDirty) return;
    if (quote.data) {
      form.setValue('price', String(quote.data.price));
    } else if (quote.isError) {
      // Without the server's answer the service's own price stands in (discount first), as before promotions.
      const service = services?.find((one) => one._id === serviceId);
      const unit = service ? (service.discount_price ?? service.regular_price) : null;
      if (unit !== null) form.setValue('price', String(roundDollars(unit * serviceCount)));
    }
  }, [quote.data, quote.isError, services, serviceId, serviceCount, form]);

  // A promotion is named only while the price is the one it set (a typed price books no promotion).
  if (following)
    return quote.data && String(price) === String(quote.data.price) ? quote.data.promotion : null;
  return appointment && String(price) === String(appointment.price) ? appointment.promotion : null;
}
