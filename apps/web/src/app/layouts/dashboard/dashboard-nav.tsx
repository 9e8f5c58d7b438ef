import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import { alpha } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation } from 'react-router';
import { useLangPath } from '@/lib/use-lang-path';
import { useRole } from '@/lib/session/use-role';
import { isNavItemActive, navItemsFor } from './nav-items';

export type NavVariant = 'vertical' | 'mini' | 'horizontal';

interface DashboardNavProps {
  variant: NavVariant;
  onNavigate?: () => void;
  /** Shown above the links, inside the navigation landmark (the logo in the side drawer). */
  header?: ReactNode;
}

/** The navigation landmark in one of the three layouts. */
export function DashboardNav({ variant, onNavigate, header }: DashboardNavProps) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const to = useLangPath();
  const items = navItemsFor(useRole());

  if (variant === 'horizontal') {
    return (
      <Box component="nav" aria-label={t('nav.label')} sx={{ display: 'flex', gap: 1, px: 2, py: 1 }}>
        {items.map((item) => {
          const active = isNavItemActive(item, pathname);
          return (
            <Button
              key={item.key}
              component={RouterLink}
              to={to(item.path)}
              onClick={onNavigate}
              aria-current={active ? 'page' : undefined}
              startIcon={item.icon}
              color="inherit"
              sx={{
                px: 2,
                fontWeight: active ? 700 : 500,
                bgcolor: (theme) => (active ? alpha(theme.palette.primary.main, 0.12) : 'transparent'),
              }}
            >
              {t(`nav.${item.key}`)}
            </Button>
          );
        })}
      </Box>
    );
  }

  const mini = variant === 'mini';
  return (
    <Box component="nav" aria-label={t('nav.label')}>
      {header}
      <List sx={{ px: mini ? 1 : 1.5, py: 1 }}>
        {items.map((item) => {
          const active = isNavItemActive(item, pathname);
          return (
            <ListItem key={item.key} disablePadding>
              <ListItemButton
                component={RouterLink}
                to={to(item.path)}
                onClick={onNavigate}
                aria-current={active ? 'page' : undefined}
                sx={{
                  borderRadius: 1,
                  mb: 0.5,
                  flexDirection: mini ? 'column' : 'row',
                  py: mini ? 1.25 : 1,
                  fontWeight: active ? 700 : 500,
                  bgcolor: (theme) => (active ? alpha(theme.palette.primary.main, 0.12) : 'transparent'),
                  '&:hover': { bgcolor: (theme) => alpha(theme.palette.primary.main, active ? 0.18 : 0.06) },
                }}
              >
                <ListItemIcon
                  sx={{ minWidth: mini ? 0 : 40, color: active ? 'primary.main' : 'text.secondary' }}
                >
                  {item.icon}
                </ListItemIcon>
                {mini ? (
                  <Typography variant="caption" sx={{ mt: 0.5, fontWeight: 'inherit', textAlign: 'center' }}>
                    {t(`nav.${item.key}`)}
                  </Typography>
                ) : (
                  <ListItemText
                    primary={t(`nav.${item.key}`)}
                    slotProps={{ primary: { sx: { fontWeight: 'inherit' } } }}
                  />
                )}
              </ListItemButton>
            </ListItem>
          );
        })}
      </List>
    </Box>
  );
}
