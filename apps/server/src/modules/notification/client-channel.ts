import type { AppointmentMail, ClientReach } from '@salon/core';
import type { ClientRow } from '../../db/tables/client.table.js';
import type { SalonRow } from '../../db/tables/salon.table.js';

/**
 * The one decision of how a client is reached (docs/decisions.md "Clients without e-mail"), used by the
 * appointment messages, the waitlist's offers and the client screens alike.
 */
export type ChannelSalon = Pick<SalonRow, 'whatsappEnabled' | 'whatsappMessages'>;
export type ChannelClient = Pick<ClientRow, 'email' | 'phone' | 'messageChannel' | 'whatsappOptInAt'>;

/**
 * WhatsApp when the server is set up for it, the salon sends this message so (a waitlist offer: whenever it
 * sends by WhatsApp at all), the client agreed and has a phone in E.164, and they either chose WhatsApp or
 * have no e-mail to be told by instead.
 */
export function goesByWhatsApp(
  whatsappConfigured: boolean,
  salon: ChannelSalon,
  client: ChannelClient,
  message: AppointmentMail | 'waitlist_offer',
): boolean {
  return (
    whatsappConfigured &&
    salon.whatsappEnabled &&
    (message === 'waitlist_offer' || salon.whatsappMessages.includes(message)) &&
    !!client.whatsappOptInAt &&
    client.phone.startsWith('+') &&
    (client.messageChannel === 'whatsapp' || !client.email?.trim())
  );
}

/** Where a message to the client goes: WhatsApp, else e-mail when they have an address, else nowhere. */
export function clientReach(
  whatsappConfigured: boolean,
  salon: ChannelSalon,
  client: ChannelClient,
  message: AppointmentMail | 'waitlist_offer',
): ClientReach {
  if (goesByWhatsApp(whatsappConfigured, salon, client, message)) return 'whatsapp';
  return client.email?.trim() ? 'email' : null;
}
