import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import {
  BOOKING_MAX_SERVICES,
  formatDuration,
  formatLocalDay,
  formatRate,
  type PublicSalonWire,
  type PublicServiceWire,
} from '@salon/core';
import { Fragment, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ServicePrice } from './service-price';

interface Selection {
  chosen: readonly string[];
  onToggle: (serviceId: string) => void;
}

function ServiceRow({
  service,
  selection,
  bolivares,
}: {
  service: PublicServiceWire;
  selection?: Selection;
  bolivares: PublicSalonWire['bolivares'];
}) {
  const nameId = useId();
  const detailsId = useId();
  const checked = selection?.chosen.includes(service._id) ?? false;
  const full = (selection?.chosen.length ?? 0) >= BOOKING_MAX_SERVICES;
  // On a phone a long price (a promotion's badge) goes under the name rather than squeeze it to a word a line.
  const body = (
    <Box sx={{ flex: 1, minWidth: 0, display: 'flex', flexWrap: 'wrap', columnGap: 2, rowGap: 0.5 }}>
      <Box sx={{ flex: '1 1 10rem', minWidth: 0 }}>
        <Typography id={nameId} sx={{ fontWeight: 500 }}>
          {service.name}
        </Typography>
        <Typography id={detailsId} variant="body2" color="text.secondary">
          {[formatDuration(service.duration), service.description].filter(Boolean).join(' · ')}
        </Typography>
      </Box>
      <Box sx={{ ml: 'auto', maxWidth: '100%' }}>
        <ServicePrice service={service} bolivares={bolivares} />
      </Box>
    </Box>
  );
  if (!selection) {
    return <Box sx={{ display: 'flex', gap: 2, alignItems: 'flex-start', py: 1.5 }}>{body}</Box>;
  }
  return (
    // The whole row is the checkbox's label: a large target on a phone.
    <Box
      component="label"
      sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', py: 1, cursor: 'pointer' }}
    >
      <Checkbox
        checked={checked}
        disabled={!checked && full}
        onChange={() => selection.onToggle(service._id)}
        slotProps={{ input: { 'aria-labelledby': nameId, 'aria-describedby': detailsId } }}
        sx={{ mt: -0.5 }}
      />
      {body}
    </Box>
  );
}

/** The salon's services by group; with `selection`, each is a checkbox (at most five chosen). */
export function ServiceList(props: {
  salon: PublicSalonWire;
  selection?: Selection;
  /** The group names' level under the section's own heading. */
  groupHeading: 'h3' | 'h4';
}) {
  const { salon, selection, groupHeading } = props;
  const { t, i18n } = useTranslation();
  const groups = salon.groups.filter((group) => group.services.length > 0);
  if (groups.length === 0) {
    return <Typography color="text.secondary">{t('booking.service.none')}</Typography>;
  }
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      {salon.bolivares ? (
        <Typography variant="body2" color="text.secondary">
          {t('booking.service.bolivaresRate', {
            date: formatLocalDay(salon.bolivares.date, i18n.language),
            rate: formatRate(salon.bolivares.rate, i18n.language),
          })}
        </Typography>
      ) : null}
      {groups.map((group) => (
        <Box key={group._id} component="section" aria-label={group.name}>
          <Typography variant="subtitle1" component={groupHeading} sx={{ fontWeight: 600 }}>
            {group.name}
          </Typography>
          {group.services.map((service, index) => (
            <Fragment key={service._id}>
              {index > 0 ? <Divider /> : null}
              <ServiceRow service={service} selection={selection} bolivares={salon.bolivares} />
            </Fragment>
          ))}
        </Box>
      ))}
    </Box>
  );
}
