import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import { useParams } from 'react-router';
import { PublicHeader } from '@/components/public-header';
import { VisitScreen } from '@/features/visit/components/visit-screen';
import { usePageTitle } from '@/lib/use-page-title';

/** The client's appointment page (`/:langCode/visit/:token`): public, no login, phone-first. */
export function VisitPage() {
  usePageTitle('visit.pageTitle');
  const { token = '' } = useParams();
  return (
    <Box sx={{ minHeight: '100vh', bgcolor: 'background.default' }}>
      <PublicHeader />
      <Container component="main" maxWidth="sm" sx={{ pb: 6 }}>
        <VisitScreen token={token} />
      </Container>
    </Box>
  );
}
