import Refresh from '@mui/icons-material/Refresh';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { QueriedDiagnosticsReport } from '@/components/diagnostics-report';
import { useSession } from '@/lib/session/session-context';
import { useCan } from '@/lib/session/use-role';
import { useSalonTimeZone } from '@/lib/session/use-salon-time-zone';
import { useDiagnostics } from '../api/get-diagnostics';
import { useSendTestMail } from '../api/send-test-mail';

/** `dashboard/test_page`: the owner's diagnostics page. */
export function DiagnosticsView() {
  const { t } = useTranslation();
  // The owner's alone (the server answers 403 to every other login); others are told so without a call.
  const session = useSession();
  const owner = useCan('billing.manage') && session.account_type === 'business';
  if (!owner) {
    return (
      <Box>
        <Typography variant="h1" sx={{ mb: 2 }}>
          {t('diagnostics.title')}
        </Typography>
        <Alert severity="warning">{t('errors.FORBIDDEN')}</Alert>
      </Box>
    );
  }
  return <OwnerDiagnostics />;
}

function OwnerDiagnostics() {
  const { t } = useTranslation();
  const query = useDiagnostics();
  const testMail = useSendTestMail();
  const timeZone = useSalonTimeZone();
  return (
    <Box>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, flexWrap: 'wrap', mb: 1 }}>
        <Typography variant="h1">{t('diagnostics.title')}</Typography>
        <Button
          variant="outlined"
          startIcon={<Refresh aria-hidden="true" />}
          onClick={() => void query.refetch()}
          disabled={query.isFetching}
        >
          {t('diagnostics.refresh')}
        </Button>
      </Box>
      <Typography sx={{ color: 'text.secondary', mb: 3 }}>{t('diagnostics.intro')}</Typography>
      <QueriedDiagnosticsReport query={query} testMail={testMail} timeZone={timeZone} />
    </Box>
  );
}
