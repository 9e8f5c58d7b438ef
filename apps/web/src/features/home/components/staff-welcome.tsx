import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { formatPercent } from '@salon/core';
import { useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useWelcomePaint } from './use-welcome-paint';
import { useSession } from '@/lib/session/session-context';

type ProfileItem = 'name' | 'phone' | 'photo';

/**
 * An employee's welcome: their day in their salon (the dashboard below lists their next appointments), and
 * while it is incomplete, how complete their record in the salon is — the name, phone and photo clients see,
 * which the manager keeps in Employees — rather than the owner's steps to set up a business.
 */
export function StaffWelcome({ children }: { children?: ReactNode }) {
  const { t, i18n } = useTranslation();
  const session = useSession();
  const user = session.user;
  const heading = useRef<HTMLHeadingElement>(null);
  const subtitle = useRef<HTMLParagraphElement>(null);
  useWelcomePaint(user?._id ?? '', heading, subtitle);
  if (!user) return null;
  const record = session.account?.employee;
  const salon = session.salons.find((entry) => entry._id === session.salonId);
  const salonName = typeof salon?.title === 'string' ? salon.title : null;

  const done: Record<ProfileItem, boolean> = record
    ? {
        name: Boolean(record.firstName.trim() && record.lastName.trim()),
        phone: Boolean(record.phoneNumber),
        photo: Boolean(record.avatar),
      }
    : { name: Boolean(user.name && user.surname), phone: Boolean(user.phone), photo: Boolean(user.avatar) };
  const items = Object.keys(done) as ProfileItem[];
  const missing = items.filter((item) => !done[item]);
  const progress = Math.round(((items.length - missing.length) / items.length) * 100);

  return (
    <Box>
      <Typography ref={heading} variant="h1" sx={{ mb: 1 }}>
        {t('home.greeting', { name: record?.firstName || user.name })}
      </Typography>
      <Typography ref={subtitle} sx={{ color: 'text.secondary', mb: 3 }}>
        {salonName ? t('home.staff.subtitle', { salon: salonName }) : t('home.staff.subtitleNoSalon')}
      </Typography>
      {missing.length > 0 ? (
        <Paper
          variant="outlined"
          component="section"
          aria-labelledby="home-staff-profile"
          sx={{ p: 2.5, mb: 3, maxWidth: 560 }}
        >
          <Typography id="home-staff-profile" variant="h2" sx={{ mb: 1 }}>
            {t('home.staff.profileTitle')}
          </Typography>
          <Typography variant="body2" sx={{ mb: 1 }}>
            {t('home.staff.progress', { percent: formatPercent(progress, i18n.language) })}{' '}
            {t('home.staff.missing', {
              items: missing.map((item) => t(`home.staff.items.${item}`)).join(', '),
            })}
          </Typography>
          <LinearProgress
            variant="determinate"
            value={progress}
            aria-label={t('home.staff.progressLabel')}
            sx={{ mb: 1.5, height: 8, borderRadius: 4 }}
          />
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {t('home.staff.whoUpdates')}
          </Typography>
        </Paper>
      ) : null}
      {children}
    </Box>
  );
}
