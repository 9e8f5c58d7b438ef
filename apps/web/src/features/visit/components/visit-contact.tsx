import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { VisitContact as Contact } from '@salon/core';
import { useTranslation } from 'react-i18next';
import { telHref } from './format-visit';

/** Call and WhatsApp buttons for the salon: the way to cancel or change when the page cannot. */
export function VisitContact({ contact }: { contact: Contact }) {
  const { t } = useTranslation();
  if (!contact.phone) return null;
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
      <Button variant="outlined" href={telHref(contact.phone)}>
        {t('visit.call', { phone: contact.phone })}
      </Button>
      {contact.whatsapp_url ? (
        <Button
          variant="outlined"
          color="success"
          href={contact.whatsapp_url}
          target="_blank"
          rel="noopener noreferrer"
        >
          {t('visit.whatsapp')}
        </Button>
      ) : null}
    </Stack>
  );
}
