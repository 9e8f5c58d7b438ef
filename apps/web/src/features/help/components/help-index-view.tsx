import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLangPath } from '@/lib/use-lang-path';
import { HELP_TOPICS } from '../help-topics';

/** `dashboard/help`: the manual's topics, each a card with its summary. */
export function HelpIndexView() {
  const { t } = useTranslation();
  const to = useLangPath();
  return (
    <Box>
      <Typography variant="h1" sx={{ mb: 1 }}>
        {t('help.title')}
      </Typography>
      <Typography sx={{ color: 'text.secondary', mb: 3, maxWidth: 720 }}>{t('help.intro')}</Typography>
      <Box
        component="ul"
        aria-label={t('help.topicsLabel')}
        sx={{
          listStyle: 'none',
          p: 0,
          m: 0,
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', lg: '1fr 1fr 1fr' },
        }}
      >
        {HELP_TOPICS.map((topic) => (
          <li key={topic}>
            <Card variant="outlined" sx={{ height: '100%' }}>
              <CardActionArea component={Link} to={to(`/dashboard/help/${topic}`)} sx={{ height: '100%' }}>
                <CardContent>
                  <Typography variant="h2" sx={{ fontSize: '1.125rem', mb: 1 }}>
                    {t(`help.topics.${topic}.title`)}
                  </Typography>
                  <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                    {t(`help.topics.${topic}.summary`)}
                  </Typography>
                </CardContent>
              </CardActionArea>
            </Card>
          </li>
        ))}
      </Box>
    </Box>
  );
}
