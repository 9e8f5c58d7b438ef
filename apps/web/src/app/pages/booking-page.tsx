import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import { useParams } from 'react-router';
import { NotFoundView } from '@/components/not-found-view';
import { PublicHeader } from '@/components/public-header';
import { BookingScreen } from '@/features/booking/components/booking-screen';
import { useLangPath } from '@/lib/use-lang-path';
import { usePageTitle } from '@/lib/use-page-title';

/** A salon's public booking page (`/:langCode/book/:slug`): no login, phone-first. */
export function BookingPage() {
  usePageTitle('booking.pageTitle');
  const { slug = '' } = useParams();
  const to = useLangPath();
  return (
    <Box sx={{ minHeight: '100vh', bgcolor: 'background.default' }}>
      <PublicHeader />
      <Container component="main" maxWidth="sm" sx={{ pb: 6 }}>
        <BookingScreen slug={slug} notFound={<NotFoundView homePath={to('/dashboard')} />} />
      </Container>
    </Box>
  );
}
