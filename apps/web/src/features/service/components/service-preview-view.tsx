import ArrowBack from '@mui/icons-material/ArrowBack';
import Edit from '@mui/icons-material/Edit';
import LocalOfferOutlined from '@mui/icons-material/LocalOfferOutlined';
import Schedule from '@mui/icons-material/Schedule';
import Alert from '@mui/material/Alert';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ServicePreviewWire } from '@salon/core';
import { formatDateTime, formatDuration, formatLocalDay, formatMoney } from '@salon/core';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { errorText } from '@/lib/api-errors';
import { useCan } from '@/lib/session/use-role';
import { useLangPath } from '@/lib/use-lang-path';
import { useServicePreview } from '../api/get-service-preview';
import { priceKey } from './service-format';
import { priceParts, WasPrice } from './service-price';
import { SalonScreen } from '@/components/salon-screen';

const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]!.toUpperCase())
    .join('');

/** The card a client sees: price (with "from", any promotion or discount), duration, who and when. */
export function ServicePreviewCard({ preview }: { preview: ServicePreviewWire }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const { service } = preview;
  const money = (amount: number) => formatMoney(amount, lang);
  // The preview's price is what a client pays now; the service's own price is struck beside it.
  const parts = priceParts({ ...service, promotion: preview.promotion && service.promotion }, t);
  const nameById = new Map(preview.employees.map((employee) => [employee._id, employee.name]));
  return (
    <Card
      variant="outlined"
      sx={{ maxWidth: 640 }}
      component="article"
      aria-labelledby="service-preview-name"
    >
      <CardContent>
        <Stack spacing={2.5}>
          {service.status === 'inactive' ? (
            <Alert severity="warning">{t('service.preview.inactive')}</Alert>
          ) : null}
          <Box>
            <Typography variant="overline" sx={{ color: 'text.secondary' }}>
              {service.group.name}
            </Typography>
            <Typography variant="h2" id="service-preview-name">
              {service.name}
            </Typography>
          </Box>
          <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 1.5, flexWrap: 'wrap' }}>
            <Typography variant="h3" component="p" sx={{ fontWeight: 700 }}>
              {t(priceKey(service.price_type), { price: money(preview.price) })}
            </Typography>
            {parts.was === null ? null : (
              <Typography component="p">
                <WasPrice amount={parts.was} label={parts.wasLabel} />
              </Typography>
            )}
            <Chip
              icon={<Schedule aria-hidden="true" />}
              label={formatDuration(service.duration)}
              variant="outlined"
            />
          </Box>
          {preview.promotion ? (
            <Typography sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
              <LocalOfferOutlined color="primary" aria-hidden="true" />
              {service.promotion
                ? t('service.preview.promotionUntil', {
                    title: preview.promotion.title,
                    end: formatLocalDay(service.promotion.end, lang),
                  })
                : t('service.common.promotion', { title: preview.promotion.title })}
            </Typography>
          ) : null}
          {service.remote ? (
            <Typography>
              {t('service.preview.remote', { charge: money(service.remote_charge ?? 0) })}
            </Typography>
          ) : null}
          {service.description ? (
            <Typography sx={{ whiteSpace: 'pre-line' }}>{service.description}</Typography>
          ) : null}
          <Divider />
          <Box component="section" aria-labelledby="service-preview-who">
            <Typography variant="h3" id="service-preview-who" sx={{ mb: 1.5, fontSize: '1.1rem' }}>
              {t('service.preview.performers')}
            </Typography>
            {preview.employees.length === 0 ? (
              <Typography sx={{ color: 'text.secondary' }}>{t('service.preview.noPerformers')}</Typography>
            ) : (
              <Box
                component="ul"
                sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', p: 0, m: 0, listStyle: 'none' }}
              >
                {preview.employees.map((employee) => (
                  <Box
                    component="li"
                    key={employee._id}
                    sx={{ display: 'flex', alignItems: 'center', gap: 1 }}
                  >
                    <Avatar src={employee.avatar ?? undefined} alt="" sx={{ width: 40, height: 40 }}>
                      {initials(employee.name)}
                    </Avatar>
                    <Typography>{employee.name}</Typography>
                  </Box>
                ))}
              </Box>
            )}
          </Box>
          <Box component="section" aria-labelledby="service-preview-times">
            <Typography variant="h3" id="service-preview-times" sx={{ mb: 1.5, fontSize: '1.1rem' }}>
              {t('service.preview.freeTimes')}
            </Typography>
            {preview.next_free_times.length === 0 ? (
              <Typography sx={{ color: 'text.secondary' }}>{t('service.preview.noFreeTimes')}</Typography>
            ) : (
              <>
                <Box
                  component="ul"
                  sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', p: 0, m: 0, listStyle: 'none' }}
                >
                  {preview.next_free_times.map((time) => (
                    <li key={`${time.start}-${time.employee_id}`}>
                      <Chip
                        variant="outlined"
                        color="primary"
                        label={
                          <time dateTime={time.start}>
                            {formatDateTime(time.start, lang, preview.time_zone)}
                          </time>
                        }
                        title={nameById.get(time.employee_id)}
                      />
                    </li>
                  ))}
                </Box>
                <Typography variant="body2" sx={{ color: 'text.secondary', mt: 1 }}>
                  {t('service.preview.timeZone', { zone: preview.time_zone })}
                </Typography>
              </>
            )}
          </Box>
        </Stack>
      </CardContent>
    </Card>
  );
}

function PreviewBody({ id }: { id: string }) {
  const { t } = useTranslation();
  const preview = useServicePreview(id);
  if (preview.isPending) {
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
        <CircularProgress aria-label={t('service.common.loading')} />
      </Box>
    );
  }
  if (preview.isError) return <Alert severity="error">{errorText(t, preview.error)}</Alert>;
  return <ServicePreviewCard preview={preview.data} />;
}

/** `service/{id}/test`: the service as a client will see it (docs/product.md "Screens and routes"). */
export function ServicePreviewView({ id }: { id: string }) {
  const { t } = useTranslation();
  const to = useLangPath();
  const canManage = useCan('service.manage');
  return (
    <SalonScreen
      title={t('service.preview.title')}
      subtitle={t('service.preview.subtitle')}
      actions={
        <>
          <Button
            component={RouterLink}
            to={to('/dashboard/service/list')}
            variant="outlined"
            startIcon={<ArrowBack aria-hidden="true" />}
          >
            {t('service.common.back')}
          </Button>
          {canManage ? (
            <Button
              component={RouterLink}
              to={to(`/dashboard/service/${id}/edit`)}
              variant="contained"
              startIcon={<Edit aria-hidden="true" />}
            >
              {t('service.preview.edit')}
            </Button>
          ) : null}
        </>
      }
    >
      {() => <PreviewBody id={id} />}
    </SalonScreen>
  );
}
