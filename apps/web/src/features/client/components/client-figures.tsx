import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { formatDate, formatMoney, type ClientWithFiguresWire } from '@salon/core';

/**
 * A client's figures on their profile (docs/decisions.md "Client figures"): a definition list, so each
 * figure is read with its name; two to five across as the screen allows.
 */
export function ClientFigures({ client, timeZone }: { client: ClientWithFiguresWire; timeZone: string }) {
  const { t, i18n } = useTranslation();
  const figures = [
    {
      key: 'lastVisit',
      value: client.last_visit
        ? formatDate(client.last_visit, i18n.language, timeZone)
        : t('client.profile.figures.never'),
    },
    { key: 'visits', value: String(client.visits) },
    { key: 'totalSpent', value: formatMoney(client.total_spent, i18n.language) },
    { key: 'noShows', value: String(client.no_shows) },
    { key: 'lateCancellations', value: String(client.late_cancellations) },
  ];
  return (
    <Paper
      variant="outlined"
      component="section"
      sx={{ p: { xs: 2.5, sm: 4 }, mb: 4 }}
      aria-labelledby="client-figures"
    >
      <Typography variant="h2" id="client-figures" sx={{ mb: 2 }}>
        {t('client.profile.figures.title')}
      </Typography>
      <Box
        component="dl"
        sx={{
          display: 'grid',
          gridTemplateColumns: 'repeat(auto-fill, minmax(9rem, 1fr))',
          gap: 2,
          m: 0,
        }}
      >
        {figures.map((figure) => (
          <Box key={figure.key} data-figure={figure.key}>
            <Typography component="dt" variant="body2" sx={{ color: 'text.secondary' }}>
              {t(`client.profile.figures.${figure.key}`)}
            </Typography>
            <Typography component="dd" variant="h3" sx={{ m: 0 }}>
              {figure.value}
            </Typography>
          </Box>
        ))}
      </Box>
      <Typography variant="body2" sx={{ color: 'text.secondary', mt: 2 }}>
        {t('client.profile.figures.help')}
      </Typography>
    </Paper>
  );
}
