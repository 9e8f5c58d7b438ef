import ArrowForward from '@mui/icons-material/ArrowForward';
import CheckCircle from '@mui/icons-material/CheckCircle';
import LockOutlined from '@mui/icons-material/LockOutlined';
import PersonOutlined from '@mui/icons-material/PersonOutlined';
import PhotoCameraOutlined from '@mui/icons-material/PhotoCameraOutlined';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import LinearProgress from '@mui/material/LinearProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { formatPercent } from '@salon/core';
import { useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useWelcomePaint } from './use-welcome-paint';
import { Link as RouterLink } from 'react-router';
import { CompanyRequiredNotice } from '@/components/company-required-notice';
import { useSession } from '@/lib/session/session-context';
import { useLangPath } from '@/lib/use-lang-path';
import { StaffWelcome } from './staff-welcome';

interface ChecklistItem {
  key: 'profile' | 'photo' | 'password';
  done: boolean;
  to: string;
  icon: ReactNode;
}

/**
 * The signed-in owner's welcome: greeting, then account summary and a getting-started list until its steps
 * are done, then `children` (the salon's dashboard). Employees get their own (StaffWelcome).
 */
export function WelcomeView({ children }: { children?: ReactNode }) {
  const { t, i18n } = useTranslation();
  const session = useSession();
  const to = useLangPath();
  const user = session.user;
  const heading = useRef<HTMLHeadingElement>(null);
  const subtitle = useRef<HTMLParagraphElement>(null);
  useWelcomePaint(user?._id ?? '', heading, subtitle);
  if (!user) return null;
  if (session.account_type === 'employee') return <StaffWelcome>{children}</StaffWelcome>;

  const role =
    session.account?.roles?.[0]?.type ?? (session.account_type === 'business' ? 'owner' : undefined);
  const items: ChecklistItem[] = [
    {
      key: 'profile',
      done: Boolean(user.name && user.surname && user.phone),
      to: to('/dashboard/account?tab=general'),
      icon: <PersonOutlined />,
    },
    {
      key: 'photo',
      done: Boolean(user.avatar),
      to: to('/dashboard/account?tab=general'),
      icon: <PhotoCameraOutlined />,
    },
    { key: 'password', done: false, to: to('/dashboard/account?tab=password'), icon: <LockOutlined /> },
  ];
  const tracked = items.filter((item) => item.key === 'profile' || item.key === 'photo');
  const progress = Math.round((tracked.filter((item) => item.done).length / tracked.length) * 100);
  const fullName = `${user.name} ${user.surname}`.trim();
  const started = progress < 100;

  return (
    <Box>
      <Typography ref={heading} variant="h1" sx={{ mb: 1 }}>
        {t('home.greeting', { name: user.name })}
      </Typography>
      <Typography ref={subtitle} sx={{ color: 'text.secondary', mb: 4 }}>
        {t(started ? 'home.subtitle' : 'home.dashboard.subtitle')}
      </Typography>
      <CompanyRequiredNotice />

      {started ? (
        <Grid container spacing={3} sx={{ mb: 3 }}>
          <Grid size={{ xs: 12, md: 5 }}>
            <Paper
              variant="outlined"
              component="section"
              aria-labelledby="home-summary"
              sx={{ p: 3, height: '100%' }}
            >
              <Typography id="home-summary" variant="h2" sx={{ mb: 2.5 }}>
                {t('home.summary.title')}
              </Typography>
              <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mb: 2.5 }}>
                <Avatar
                  src={user.avatar ?? undefined}
                  alt=""
                  sx={{ width: 56, height: 56, bgcolor: 'primary.main', color: 'primary.contrastText' }}
                >
                  {user.name.slice(0, 1).toUpperCase()}
                </Avatar>
                <Box sx={{ minWidth: 0 }}>
                  <Typography sx={{ fontWeight: 600 }} noWrap>
                    {fullName}
                  </Typography>
                  <Typography variant="body2" sx={{ color: 'text.secondary' }} noWrap>
                    {user.email}
                  </Typography>
                </Box>
              </Box>
              <Box
                component="dl"
                sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 1.25 }}
              >
                <SummaryRow label={t('home.summary.accountType')}>
                  <Chip size="small" label={t(`auth.login.tabs.${session.account_type}`)} />
                </SummaryRow>
                {role ? <SummaryRow label={t('home.summary.role')}>{t(`roles.${role}`)}</SummaryRow> : null}
                <SummaryRow label={t('fields.phone')}>{user.phone || t('home.summary.notSet')}</SummaryRow>
                <SummaryRow label={t('fields.language')}>
                  {t(`language.name.${user.language.slice(0, 2)}`)}
                </SummaryRow>
                <SummaryRow label={t('home.summary.company')}>
                  {typeof session.company?.name === 'string'
                    ? session.company.name
                    : t('home.summary.noCompany')}
                </SummaryRow>
                <SummaryRow label={t('home.summary.salons')}>{session.salons.length}</SummaryRow>
              </Box>
            </Paper>
          </Grid>

          <Grid size={{ xs: 12, md: 7 }}>
            <Paper
              variant="outlined"
              component="section"
              aria-labelledby="home-start"
              sx={{ p: 3, height: '100%' }}
            >
              <Typography id="home-start" variant="h2" sx={{ mb: 1 }}>
                {t('home.start.title')}
              </Typography>
              <Typography variant="body2" sx={{ color: 'text.secondary', mb: 2 }}>
                {t('home.start.progress', { percent: formatPercent(progress, i18n.language) })}
              </Typography>
              <LinearProgress
                variant="determinate"
                value={progress}
                aria-label={t('home.start.progressLabel')}
                sx={{ mb: 2, height: 8, borderRadius: 4 }}
              />
              <List disablePadding>
                {items.map((item) => (
                  <ListItem key={item.key} disablePadding>
                    <ListItemButton component={RouterLink} to={item.to} sx={{ borderRadius: 1 }}>
                      <ListItemIcon
                        sx={{ color: item.done ? 'success.main' : 'primary.main' }}
                        aria-hidden="true"
                      >
                        {item.done ? <CheckCircle /> : item.icon}
                      </ListItemIcon>
                      <ListItemText
                        primary={
                          item.done
                            ? `${t(`home.start.items.${item.key}.title`)} (${t('home.start.done')})`
                            : t(`home.start.items.${item.key}.title`)
                        }
                        secondary={t(`home.start.items.${item.key}.description`)}
                      />
                      <ArrowForward fontSize="small" aria-hidden="true" sx={{ color: 'text.secondary' }} />
                    </ListItemButton>
                  </ListItem>
                ))}
              </List>
            </Paper>
          </Grid>
        </Grid>
      ) : null}
      {children}
    </Box>
  );
}

function SummaryRow({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <Typography component="dt" variant="body2" sx={{ color: 'text.secondary' }}>
        {label}
      </Typography>
      <Typography component="dd" variant="body2" sx={{ m: 0, fontWeight: 500 }}>
        {children}
      </Typography>
    </>
  );
}
