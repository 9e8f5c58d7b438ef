import Edit from '@mui/icons-material/Edit';
import ToggleOff from '@mui/icons-material/ToggleOff';
import ToggleOn from '@mui/icons-material/ToggleOn';
import Visibility from '@mui/icons-material/Visibility';
import Box from '@mui/material/Box';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { ServiceWire } from '@salon/core';
import { formatBolivares, formatDuration, formatMoney } from '@salon/core';
import { useTranslation } from 'react-i18next';
import { useLangPath } from '@/lib/use-lang-path';
import { RowAction } from '@/components/row-action';
import { priceParts, WasPrice } from './service-price';
import { ServiceStatusChip } from './service-status-chip';
import { useBolivaresRate } from '@/lib/use-bolivares-rate';

interface ServiceRowProps {
  service: ServiceWire;
  canManage: boolean;
  busy: boolean;
  onActivate: () => void;
  onDeactivate: () => void;
}

/**
 * One service: the price a client pays first, struck through beside it the price without the promotion or
 * the discount, and the running promotion's name.
 */
export function ServiceRow({ service, canManage, busy, onActivate, onDeactivate }: ServiceRowProps) {
  const { t, i18n } = useTranslation();
  const to = useLangPath();
  const money = (amount: number) => formatMoney(amount, i18n.language);
  const name = service.name;
  const price = priceParts(service, t);
  const rate = useBolivaresRate();
  return (
    <TableRow hover>
      <TableCell component="th" scope="row" sx={{ fontWeight: 600 }}>
        {name}
      </TableCell>
      <TableCell>{service.group.name}</TableCell>
      <TableCell sx={{ whiteSpace: 'nowrap' }}>
        <Box component="span" sx={{ fontWeight: price.was === null ? undefined : 600 }}>
          {money(price.now)}
        </Box>{' '}
        {price.was === null ? null : <WasPrice amount={price.was} label={price.wasLabel} />}
        {service.price_type === 'starting_from' ? (
          <Box component="span" sx={{ color: 'text.secondary', ml: 0.5 }}>
            {t('service.list.fromSuffix')}
          </Box>
        ) : null}
        {rate ? (
          <Typography variant="caption" component="p" sx={{ color: 'text.secondary' }}>
            {formatBolivares(price.now, rate.rate, i18n.language)}
          </Typography>
        ) : null}
        {service.promotion ? (
          <Typography variant="caption" component="p" sx={{ color: 'text.secondary', whiteSpace: 'normal' }}>
            {t('service.common.promotion', { title: service.promotion.title })}
          </Typography>
        ) : null}
      </TableCell>
      <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDuration(service.duration)}</TableCell>
      <TableCell>
        {service.remote
          ? t('service.list.remoteYes', { charge: money(service.remote_charge ?? 0) })
          : t('service.list.remoteNo')}
      </TableCell>
      <TableCell>
        <ServiceStatusChip status={service.status} />
      </TableCell>
      <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
        {canManage ? (
          <RowAction
            label={t('service.list.edit', { name })}
            icon={<Edit fontSize="small" aria-hidden="true" />}
            to={to(`/dashboard/service/${service._id}/edit`)}
          />
        ) : null}
        <RowAction
          label={t('service.list.preview', { name })}
          icon={<Visibility fontSize="small" aria-hidden="true" />}
          to={to(`/dashboard/service/${service._id}/test`)}
        />
        {canManage ? (
          service.status === 'active' ? (
            <RowAction
              label={t('service.list.deactivate', { name })}
              icon={<ToggleOn fontSize="small" color="success" aria-hidden="true" />}
              onClick={onDeactivate}
              disabled={busy}
            />
          ) : (
            <RowAction
              label={t('service.list.activate', { name })}
              icon={<ToggleOff fontSize="small" aria-hidden="true" />}
              onClick={onActivate}
              disabled={busy}
            />
          )
        ) : null}
      </TableCell>
    </TableRow>
  );
}
