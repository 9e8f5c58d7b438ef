import Box from '@mui/material/Box';
import { LanguageMenu } from './language-menu';
import { Logo } from './logo';

/** The banner of screens outside the dashboard (auth pages, 404): logo left, language menu right. */
export function PublicHeader() {
  return (
    <Box
      component="header"
      sx={{
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'space-between',
        px: { xs: 2, sm: 4 },
        py: 2,
      }}
    >
      <Logo />
      <LanguageMenu />
    </Box>
  );
}
