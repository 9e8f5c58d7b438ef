import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { VisitContact } from '@salon/core';
import { useTranslation } from 'react-i18next';
import { telHref } from './format-booking';

/**
 * Call and WhatsApp buttons for the salon: the way to book when the page cannot. They take the text colour
 * around them: inside a tinted alert the brand colours fall short of 4.5:1.
 */
export function ContactButtons({ contact }: { contact: VisitContact }) {
  const { t } = useTranslation();
  if (!contact.phone && !contact.whatsapp_url) return null;
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
      {contact.phone ? (
        <Button variant="outlined" color="inherit" href={telHref(contact.phone)}>
          {t('booking.contact.call', { phone: contact.phone })}
        </Button>
      ) : null}
      {contact.whatsapp_url ? (
        <Button
          variant="outlined"
          color="inherit"
          href={contact.whatsapp_url}
          target="_blank"
          rel="noopener noreferrer"
        >
          {t('booking.contact.whatsapp')}
        </Button>
      ) : null}
    </Stack>
  );
}
