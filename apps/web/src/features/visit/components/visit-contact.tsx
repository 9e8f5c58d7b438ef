import { displayPhone, type VisitContact as Contact } from '@salon/core';
import { useTranslation } from 'react-i18next';
import { SalonContactButtons } from '@/components/salon-contact-buttons';

/** Call and WhatsApp buttons for the salon: the way to cancel or change when the page cannot. */
export function VisitContact({ contact }: { contact: Contact }) {
  const { t } = useTranslation();
  return (
    <SalonContactButtons
      contact={contact}
      callLabel={t('visit.call', { phone: displayPhone(contact.phone) })}
      whatsappLabel={t('visit.whatsapp')}
    />
  );
}
