import LockOutlined from '@mui/icons-material/LockOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';

/** "You don't have access to this page" with a way back home: a screen the signed-in role may not open. */
export function NoAccessView({ homePath }: { homePath: string }) {
  const { t } = useTranslation();
  return (
    <Box sx={{ textAlign: 'center', py: { xs: 6, md: 10 }, px: 2, maxWidth: 520, mx: 'auto' }}>
      <LockOutlined aria-hidden="true" sx={{ fontSize: 72, color: 'primary.main', mb: 2 }} />
      <Typography variant="h1" sx={{ mb: 2 }}>
        {t('noAccess.title')}
      </Typography>
      <Typography sx={{ color: 'text.secondary', mb: 4 }}>{t('noAccess.description')}</Typography>
      <Button component={RouterLink} to={homePath} variant="contained" size="large">
        {t('noAccess.goHome')}
      </Button>
    </Box>
  );
}
