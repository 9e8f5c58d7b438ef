import EditOutlined from '@mui/icons-material/EditOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { displayPhone, type EmployeeWire } from '@salon/core';
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { errorText } from '@/lib/api-errors';
import { useCan } from '@/lib/session/use-role';
import { useLangPath } from '@/lib/use-lang-path';
import { useEmployee } from '../api/get-employee';
import { AccessSection } from './access-section';
import { AvailabilityMonth } from './availability-month';
import { CommissionTab } from './commission-tab';
import { EmployeeAvatar, employeeName, EmployeeStatusChip } from './employee-labels';
import { useEmployeeStatusAction } from './employee-status-action';

function Card({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper variant="outlined" component="section" sx={{ p: { xs: 2.5, sm: 3 }, mb: 3 }}>
      <Typography variant="h2" sx={{ mb: 2 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box sx={{ mb: 1.5 }}>
      <Typography component="dt" variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0 }}>
        {children}
      </Typography>
    </Box>
  );
}

/**
 * One employee: profile, app access, the month view of available days, and (given by the page, from the
 * calendar-feed feature) where their calendar feed is found.
 */
export function EmployeeProfileView({
  id,
  calendarPanel,
}: {
  id: string;
  calendarPanel?: (employee: EmployeeWire) => ReactNode;
}) {
  const { t } = useTranslation();
  const to = useLangPath();
  const query = useEmployee(id);
  return (
    <Box>
      <Button component={RouterLink} to={to('/dashboard/employee/list')} sx={{ mb: 1 }}>
        {t('employee.common.back')}
      </Button>
      {query.isPending ? <LinearProgress aria-label={t('employee.common.loading')} /> : null}
      {query.isError ? (
        <>
          <Typography variant="h1" sx={{ mb: 3 }}>
            {t('employee.pageTitles.view')}
          </Typography>
          <Alert severity="error">{errorText(t, query.error)}</Alert>
        </>
      ) : null}
      {query.data ? <Profile employee={query.data} calendarPanel={calendarPanel} /> : null}
    </Box>
  );
}

function Profile({
  employee,
  calendarPanel,
}: {
  employee: EmployeeWire;
  calendarPanel?: (employee: EmployeeWire) => ReactNode;
}) {
  const { t } = useTranslation();
  const to = useLangPath();
  const canManage = useCan('employee.manage');
  const statusAction = useEmployeeStatusAction();
  const name = employeeName(employee);
  const active = employee.status === 'active';
  const [tab, setTab] = useState<'profile' | 'commission'>('profile');
  const tabsId = useId();
  const tabId = (name: string) => `${tabsId}-${name}-tab`;
  const panelId = (name: string) => `${tabsId}-${name}-panel`;
  return (
    <>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mb: 3, flexWrap: 'wrap' }}>
        <EmployeeAvatar employee={employee} size={72} alt={t('employee.view.photoAlt', { name })} />
        <Box sx={{ flexGrow: 1 }}>
          <Typography variant="h1">{name}</Typography>
          <Box sx={{ display: 'flex', gap: 1, mt: 1, flexWrap: 'wrap' }}>
            <Chip size="small" label={t(`roles.${employee.role}`)} />
            <EmployeeStatusChip status={employee.status} />
          </Box>
        </Box>
        {canManage ? (
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
            <Button
              component={RouterLink}
              to={to(`/dashboard/employee/${employee._id}/edit`)}
              variant="contained"
              startIcon={<EditOutlined aria-hidden="true" />}
            >
              {t('employee.view.edit')}
            </Button>
            <Button
              variant="outlined"
              color={active ? 'error' : 'primary'}
              onClick={() => statusAction.toggle(employee)}
            >
              {t(active ? 'employee.statusChange.deactivate' : 'employee.statusChange.activate')}
            </Button>
          </Box>
        ) : null}
      </Box>
      {/* Commissions are pay: only those who manage employees see the tab (and the salon's fees in it). */}
      {canManage ? (
        <Tabs
          value={tab}
          onChange={(_, next: 'profile' | 'commission') => setTab(next)}
          aria-label={t('employee.view.tabs.label')}
          sx={{ mb: 3, borderBottom: 1, borderColor: 'divider' }}
        >
          {(['profile', 'commission'] as const).map((name) => (
            <Tab
              key={name}
              value={name}
              label={t(`employee.view.tabs.${name}`)}
              id={tabId(name)}
              aria-controls={panelId(name)}
            />
          ))}
        </Tabs>
      ) : null}
      {tab === 'commission' ? (
        <Box role="tabpanel" id={panelId('commission')} aria-labelledby={tabId('commission')}>
          <CommissionTab employee={employee} />
        </Box>
      ) : null}
      <Grid
        container
        spacing={3}
        sx={tab === 'profile' ? undefined : { display: 'none' }}
        {...(canManage
          ? { role: 'tabpanel', id: panelId('profile'), 'aria-labelledby': tabId('profile') }
          : {})}
      >
        <Grid size={{ xs: 12, md: 5 }}>
          <Card title={t('employee.form.sections.profile')}>
            <Box component="dl" sx={{ m: 0 }}>
              <Fact label={t('employee.view.role')}>
                {t(`roles.${employee.role}`)} — {t(`employee.roles.${employee.role}`)}
              </Fact>
              <Fact label={t('employee.view.email')}>{employee.email}</Fact>
              <Fact label={t('employee.view.phone')}>{displayPhone(employee.phoneNumber)}</Fact>
              <Fact label={t('employee.view.services')}>
                {employee.services.length
                  ? employee.services.map((service) => service.name).join(', ')
                  : t('employee.view.noServices')}
              </Fact>
              <Fact label={t('employee.form.activeInCalendar')}>
                {t(employee.active_in_calendar ? 'employee.view.inCalendar' : 'employee.view.notInCalendar')}
              </Fact>
              <Fact label={t('employee.view.schedule')}>
                <Box component="span" sx={{ display: 'block' }}>
                  {employee.schedule.map((day, index) => (
                    <Box component="span" key={day.day_name} sx={{ display: 'block' }}>
                      {t(`hoursEditor.days.${index}`)}:{' '}
                      {day.active
                        ? `${day.start_hour}–${day.end_hour}${day.start_break_hour ? ` (${day.start_break_hour}–${day.end_break_hour})` : ''}`
                        : t('employee.view.dayOff')}
                    </Box>
                  ))}
                </Box>
              </Fact>
            </Box>
          </Card>
          <Card title={t('employee.access.title')}>
            <AccessSection employee={employee} canManage={canManage} />
          </Card>
          {calendarPanel ? (
            <Card title={t('employee.view.calendarFeed')}>{calendarPanel(employee)}</Card>
          ) : null}
        </Grid>
        <Grid size={{ xs: 12, md: 7 }}>
          <Card title={t('employee.availability.title')}>
            <AvailabilityMonth employeeId={employee._id} editable={canManage} />
          </Card>
        </Grid>
      </Grid>
      {statusAction.dialog}
    </>
  );
}
