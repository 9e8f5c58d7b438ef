import CheckCircleOutlined from '@mui/icons-material/CheckCircleOutlined';
import ErrorOutlined from '@mui/icons-material/ErrorOutlined';
import MailOutlined from '@mui/icons-material/MailOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import type { DiagnosticsWire } from '@salon/core';
import { formatDateTime, formatDecimal } from '@salon/core';
import type { UseMutationResult, UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '@/lib/api-errors';
import { DetailList, type DetailItem } from './detail-list';

export interface TestMailState {
  pending: boolean;
  result?: { to: string; ok: boolean; error: string | null };
  /** A failure of the call itself (already in the user's words). */
  failure?: string;
}

interface DiagnosticsReportProps {
  data: DiagnosticsWire | undefined;
  loading: boolean;
  /** The load's failure, in the user's words. */
  failure?: string;
  onTestMail: () => void;
  testMail: TestMailState;
  /** The clock its times are read on: the salon's for the owner, Venezuela's for the administrator. */
  timeZone: string;
}

/** A yes/no fact as a labelled chip: green for healthy, red for not. */
function Health({ ok, label }: { ok: boolean; label: string }) {
  return (
    <Chip
      size="small"
      color={ok ? 'success' : 'error'}
      variant="outlined"
      icon={ok ? <CheckCircleOutlined aria-hidden="true" /> : <ErrorOutlined aria-hidden="true" />}
      label={label}
    />
  );
}

function Section({ title, items, children }: { title: string; items: DetailItem[]; children?: ReactNode }) {
  return (
    <Card variant="outlined">
      <CardContent>
        <Typography variant="h2" sx={{ fontSize: '1.125rem', mb: 2 }}>
          {title}
        </Typography>
        <DetailList items={items} />
        {children}
      </CardContent>
    </Card>
  );
}

/**
 * The diagnostics page's body (`dashboard/test_page` for the owner, the administrator's Diagnostics tab):
 * version, database, mail with a test-mail button, jobs, the change feed and storage, each with its health.
 */
export function DiagnosticsReport({
  data,
  loading,
  failure,
  onTestMail,
  testMail,
  timeZone,
}: DiagnosticsReportProps) {
  const { t, i18n } = useTranslation();
  const number = (value: number) => formatDecimal(value, i18n.language, 0);
  const bytes = (value: number | null) => {
    if (value === null) return t('diagnostics.unknown');
    const units = ['byte', 'kilobyte', 'megabyte', 'gigabyte', 'terabyte'] as const;
    let amount = value;
    let unit = 0;
    while (amount >= 1024 && unit < units.length - 1) {
      amount /= 1024;
      unit++;
    }
    return new Intl.NumberFormat(i18n.language, {
      style: 'unit',
      unit: units[unit],
      unitDisplay: 'short',
      maximumFractionDigits: 1,
    }).format(amount);
  };
  const when = (iso: string) => formatDateTime(iso, i18n.language, timeZone);

  if (loading && !data) return <LinearProgress aria-label={t('diagnostics.loading')} />;
  if (!data) return <Alert severity="error">{failure ?? t('diagnostics.loadFailed')}</Alert>;

  const migrationsOk = data.database.migrations_applied === data.database.migrations_known;
  const last = data.mail.last;
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
      <Section
        title={t('diagnostics.server.title')}
        items={[
          { label: t('diagnostics.server.version'), value: data.version },
          { label: t('diagnostics.server.commit'), value: data.commit ?? t('diagnostics.unknown') },
          { label: t('diagnostics.server.started'), value: when(data.started_at) },
          {
            label: t('diagnostics.server.uptime'),
            value: t('diagnostics.server.uptimeValue', {
              days: Math.floor(data.uptime_seconds / 86_400),
              hours: Math.floor((data.uptime_seconds % 86_400) / 3_600),
              minutes: Math.floor((data.uptime_seconds % 3_600) / 60),
            }),
          },
          {
            label: t('diagnostics.server.changeFeed'),
            value: (
              <Health
                ok={data.change_feed.live}
                label={t(data.change_feed.live ? 'diagnostics.server.live' : 'diagnostics.server.notLive')}
              />
            ),
          },
        ]}
      />
      <Section
        title={t('diagnostics.database.title')}
        items={[
          {
            label: t('diagnostics.database.mode'),
            value: t(`diagnostics.database.modes.${data.database.mode}`),
          },
          {
            label: t('diagnostics.database.state'),
            value: (
              <Health
                ok={data.database.ok}
                label={t(data.database.ok ? 'diagnostics.database.ok' : 'diagnostics.database.down')}
              />
            ),
          },
          {
            label: t('diagnostics.database.migrations'),
            value: (
              <Health
                ok={migrationsOk}
                label={t('diagnostics.database.migrationsValue', {
                  applied: data.database.migrations_applied,
                  known: data.database.migrations_known,
                })}
              />
            ),
          },
        ]}
      >
        {data.database.mode === 'embedded' ? (
          <Alert severity="warning" sx={{ mt: 2 }}>
            {t('diagnostics.database.embeddedWarning')}
          </Alert>
        ) : null}
      </Section>
      <Section
        title={t('diagnostics.mail.title')}
        items={[
          { label: t('diagnostics.mail.mode'), value: t(`diagnostics.mail.modes.${data.mail.mode}`) },
          {
            label: t('diagnostics.mail.last'),
            value: last ? (
              <Health
                ok={last.ok}
                label={
                  last.ok
                    ? t('diagnostics.mail.lastOk', { time: when(last.at) })
                    : t('diagnostics.mail.lastFailed', { time: when(last.at), error: last.error ?? '' })
                }
              />
            ) : (
              t('diagnostics.mail.none')
            ),
          },
        ]}
      >
        <Button
          sx={{ mt: 2 }}
          variant="outlined"
          startIcon={<MailOutlined aria-hidden="true" />}
          onClick={onTestMail}
          disabled={testMail.pending}
        >
          {t(testMail.pending ? 'diagnostics.mail.sending' : 'diagnostics.mail.test')}
        </Button>
        <Box aria-live="polite" sx={{ mt: testMail.result || testMail.failure ? 2 : 0 }}>
          {testMail.result ? (
            <Alert severity={testMail.result.ok ? 'success' : 'error'}>
              {testMail.result.ok
                ? t('diagnostics.mail.testSent', { to: testMail.result.to })
                : t('diagnostics.mail.testFailed', {
                    to: testMail.result.to,
                    error: testMail.result.error ?? '',
                  })}
            </Alert>
          ) : null}
          {testMail.failure ? <Alert severity="error">{testMail.failure}</Alert> : null}
        </Box>
      </Section>
      <Section
        title={t('diagnostics.jobs.title')}
        items={[
          { label: t('diagnostics.jobs.waiting'), value: number(data.jobs.waiting) },
          { label: t('diagnostics.jobs.running'), value: number(data.jobs.running) },
          {
            label: t('diagnostics.jobs.failed'),
            value:
              data.jobs.failed > 0 ? (
                <Health ok={false} label={number(data.jobs.failed)} />
              ) : (
                number(data.jobs.failed)
              ),
          },
        ]}
      />
      <Section
        title={t('diagnostics.storage.title')}
        items={[
          { label: t('diagnostics.storage.used'), value: bytes(data.storage.used_bytes) },
          { label: t('diagnostics.storage.free'), value: bytes(data.storage.free_bytes) },
          { label: t('diagnostics.storage.total'), value: bytes(data.storage.total_bytes) },
        ]}
      />
    </Box>
  );
}

/**
 * The report of a diagnostics call and its test-mail call (the owner's page and the administrator's tab ask
 * different paths for the same report).
 */
export function QueriedDiagnosticsReport({
  query,
  testMail,
  timeZone,
}: {
  query: UseQueryResult<DiagnosticsWire>;
  testMail: UseMutationResult<NonNullable<TestMailState['result']>, Error, void>;
  timeZone: string;
}) {
  const { t } = useTranslation();
  return (
    <DiagnosticsReport
      data={query.data}
      loading={query.isPending}
      failure={query.isError ? errorText(t, query.error) : undefined}
      onTestMail={() => testMail.mutate()}
      timeZone={timeZone}
      testMail={{
        pending: testMail.isPending,
        result: testMail.data,
        failure: testMail.isError ? errorText(t, testMail.error) : undefined,
      }}
    />
  );
}
