import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import { useParams } from 'react-router';
import { PublicHeader } from '@/components/public-header';
import { WaitlistOfferScreen } from '@/features/booking/components/waitlist-offer-screen';
import { usePageTitle } from '@/lib/use-page-title';

/** A waitlist offer's page (`/:langCode/waitlist/:token`, from the offer mail): public, no login, phone-first. */
export function WaitlistOfferPage() {
  usePageTitle('booking.offer.pageTitle');
  const { token = '' } = useParams();
  return (
    <Box sx={{ minHeight: '100vh', bgcolor: 'background.default' }}>
      <PublicHeader />
      <Container component="main" maxWidth="sm" sx={{ pb: 6, pt: 2 }}>
        <WaitlistOfferScreen token={token} />
      </Container>
    </Box>
  );
}
