import SearchOff from '@mui/icons-material/SearchOff';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';

/** "Sorry, page not found!" with a Go to Home button. */
export function NotFoundView({ homePath }: { homePath: string }) {
  const { t } = useTranslation();
  return (
    <Box sx={{ textAlign: 'center', py: { xs: 6, md: 10 }, px: 2, maxWidth: 520, mx: 'auto' }}>
      <SearchOff aria-hidden="true" sx={{ fontSize: 72, color: 'primary.main', mb: 2 }} />
      <Typography variant="h1" sx={{ mb: 2 }}>
        {t('notFound.title')}
      </Typography>
      <Typography sx={{ color: 'text.secondary', mb: 4 }}>{t('notFound.description')}</Typography>
      <Button component={RouterLink} to={homePath} variant="contained" size="large">
        {t('notFound.goHome')}
      </Button>
    </Box>
  );
}
