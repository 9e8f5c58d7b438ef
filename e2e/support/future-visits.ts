import {
  appointmentViaApi,
  bookableSalonViaApi,
  caracasDate,
  caracasInstant,
  clientViaApi,
} from './appointments';
import { uniqueEmail } from './fixtures';

/**
 * A bookable salon (service "Corte de dama", employee Carla Méndez) and the client Rosa Díaz with an e-mail
 * address and two appointments in three days: what deactivating the service, the employee or the client
 * would cancel.
 */
export async function salonWithTwoFutureVisitsViaApi(baseURL: string, prefix: string) {
  const salon = await bookableSalonViaApi(baseURL, {
    prefix,
    salonTitle: 'Salón Cascada',
    serviceName: 'Corte de dama',
    employee: { firstName: 'Carla', lastName: 'Méndez' },
  });
  const clientEmail = uniqueEmail(`${prefix}.rosa`);
  const client = await clientViaApi(baseURL, salon.token, salon.salonId, {
    firstName: 'Rosa',
    lastName: 'Díaz',
    email: clientEmail,
    phoneNumber: '+58 412 555 0177',
  });
  const { iso } = caracasDate(3);
  for (const time of ['10:00', '12:00']) {
    await appointmentViaApi(baseURL, salon.token, {
      salon_id: salon.salonId,
      client_id: client._id,
      service_id: salon.service._id,
      employee_id: salon.employee._id,
      start: caracasInstant(iso, time),
    });
  }
  return { ...salon, clientEmail };
}
