import { displayPhone, type VisitContact } from '@salon/core';
import { useTranslation } from 'react-i18next';
import { SalonContactButtons } from '@/components/salon-contact-buttons';

/** Call and WhatsApp buttons for the salon: the way to book when the page cannot. */
export function ContactButtons({ contact }: { contact: VisitContact }) {
  const { t } = useTranslation();
  return (
    <SalonContactButtons
      contact={contact}
      callLabel={t('booking.contact.call', { phone: displayPhone(contact.phone) })}
      whatsappLabel={t('booking.contact.whatsapp')}
    />
  );
}
