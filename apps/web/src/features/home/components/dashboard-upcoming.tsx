import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import type { AppointmentWire } from '@salon/core';
import { formatDate, formatTime } from '@salon/core';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useLangPath } from '@/lib/use-lang-path';
import { visitTotalsLine } from '@/lib/visit-totals';
import { DashboardCard, EmptyText } from './dashboard-card';

/**
 * The next appointments, on the salon's clock; choosing one opens it. A visit's total price shows only to
 * those the dashboard shows money to (`showMoney`).
 */
export function DashboardUpcoming(props: {
  upcoming: AppointmentWire[];
  timeZone: string;
  showMoney: boolean;
  onOpen: (appointment: AppointmentWire) => void;
}) {
  const { t, i18n } = useTranslation();
  const to = useLangPath();
  return (
    <DashboardCard
      title={t('home.dashboard.upcoming.title')}
      action={
        <Button component={RouterLink} to={to('/dashboard/appointment/list')} size="small">
          {t('home.dashboard.upcoming.seeAll')}
        </Button>
      }
    >
      {props.upcoming.length === 0 ? (
        <>
          <EmptyText>{t('home.dashboard.upcoming.empty')}</EmptyText>
          <Button component={RouterLink} to={to('/dashboard/appointment/calendar')} variant="outlined">
            {t('home.dashboard.upcoming.calendar')}
          </Button>
        </>
      ) : (
        <List disablePadding>
          {props.upcoming.map((appointment) => {
            const client = `${appointment.client.firstName} ${appointment.client.lastName}`.trim();
            const day = formatDate(appointment.start, i18n.language, props.timeZone);
            const time = formatTime(appointment.start, i18n.language, props.timeZone);
            return (
              <ListItem key={appointment._id} disablePadding>
                <ListItemButton
                  onClick={() => props.onOpen(appointment)}
                  sx={{ borderRadius: 1, gap: 2, alignItems: 'flex-start', px: { xs: 1, sm: 2 } }}
                >
                  <Typography
                    component="time"
                    dateTime={appointment.start}
                    variant="body2"
                    sx={{ minWidth: 76, pt: 0.5, fontWeight: 600, lineHeight: 1.4 }}
                  >
                    {day}
                    <br />
                    {time}
                  </Typography>
                  <ListItemText
                    sx={{ my: 0.5, minWidth: 0 }}
                    primary={client}
                    secondary={
                      <>
                        {t('home.dashboard.upcoming.with', {
                          service: appointment.service.name,
                          employee: appointment.employee.name,
                        })}
                        {/* A part of a visit of several services says what the whole visit comes to. */}
                        {appointment.visit ? (
                          <>
                            <br />
                            {t('home.dashboard.upcoming.visitTotal', {
                              summary: visitTotalsLine(appointment.visit, i18n.language, {
                                price: props.showMoney,
                              }),
                            })}
                          </>
                        ) : null}
                      </>
                    }
                  />
                </ListItemButton>
              </ListItem>
            );
          })}
        </List>
      )}
    </DashboardCard>
  );
}
