import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { SalonWire } from '@salon/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

export type SalonAction = 'profile' | 'status' | 'open' | 'delete';

interface SalonCardProps {
  salon: SalonWire;
  current: boolean;
  onAction: (action: SalonAction, salon: SalonWire) => void;
  /** Only the owner may delete a salon (`salon.delete`); a manager never sees the button. */
  canDelete: boolean;
}

/** One salon: cover, avatar, name, kind, status chips and its actions. */
export function SalonCard({ salon, current, onAction, canDelete }: SalonCardProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const active = salon.status_salon === 'active';
  const open = salon.open_store === 1;
  return (
    <Card
      variant="outlined"
      component="article"
      aria-labelledby={titleId}
      sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}
    >
      <Box sx={{ position: 'relative', aspectRatio: '3 / 1', bgcolor: 'action.hover' }}>
        {salon.cover ? (
          <Box
            component="img"
            src={salon.cover}
            alt=""
            sx={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
          />
        ) : null}
        <Avatar
          src={salon.avatar ?? undefined}
          alt=""
          sx={{
            position: 'absolute',
            left: 16,
            bottom: -28,
            width: 64,
            height: 64,
            border: 3,
            borderColor: 'background.paper',
            bgcolor: 'primary.main',
          }}
        >
          {salon.title.slice(0, 1).toUpperCase()}
        </Avatar>
      </Box>
      <CardContent sx={{ pt: 5, flexGrow: 1 }}>
        <Typography id={titleId} variant="h6" component="h2" sx={{ wordBreak: 'break-word' }}>
          {salon.title}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
          {t(`salon.kind.${salon.service_type}`)}
          {current ? ` · ${t('salon.list.current')}` : ''}
        </Typography>
        <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.75 }}>
          <Chip
            size="small"
            color={active ? 'success' : 'default'}
            label={t(active ? 'salon.status.active' : 'salon.status.disabled')}
          />
          <Chip
            size="small"
            variant="outlined"
            label={t(open ? 'salon.status.open' : 'salon.status.closed')}
          />
          <Chip
            size="small"
            color={
              salon.status_process === 'approved'
                ? 'success'
                : salon.status_process === 'rejected'
                  ? 'error'
                  : 'default'
            }
            label={t(`salon.status.verification.${salon.status_process}`)}
          />
        </Stack>
      </CardContent>
      <CardActions sx={{ flexWrap: 'wrap', gap: 1, px: 2, pb: 2 }}>
        <Button size="small" variant="contained" onClick={() => onAction('profile', salon)}>
          {t('salon.list.openProfile')}
        </Button>
        <Button size="small" variant="outlined" onClick={() => onAction('status', salon)}>
          {t(active ? 'salon.list.disable' : 'salon.list.enable')}
        </Button>
        <Button size="small" variant="outlined" onClick={() => onAction('open', salon)}>
          {t(open ? 'salon.list.close' : 'salon.list.open')}
        </Button>
        {canDelete ? (
          <Button size="small" color="error" onClick={() => onAction('delete', salon)}>
            {t('salon.list.delete')}
          </Button>
        ) : null}
      </CardActions>
    </Card>
  );
}
