import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { VisitContact } from '@salon/core';

/** Only links the page itself builds are followed: `tel:` with the phone's digits. */
export const telHref = (phone: string): string => `tel:${phone.replace(/[^\d+]/g, '')}`;

/**
 * Call and WhatsApp buttons for a salon on the client's pages (booking, visit): the way on when the page
 * cannot help. They take the text colour around them: inside a tinted alert the brand colours fall short of
 * 4.5:1. Each page passes its own translated labels.
 */
export function SalonContactButtons(props: {
  contact: VisitContact;
  callLabel: string;
  whatsappLabel: string;
}) {
  const { contact } = props;
  if (!contact.phone && !contact.whatsapp_url) return null;
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
      {contact.phone ? (
        <Button variant="outlined" color="inherit" href={telHref(contact.phone)}>
          {props.callLabel}
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
          {props.whatsappLabel}
        </Button>
      ) : null}
    </Stack>
  );
}
