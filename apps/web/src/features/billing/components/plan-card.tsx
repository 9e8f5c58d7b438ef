import CheckCircleOutline from '@mui/icons-material/CheckCircleOutlined';
import RemoveCircleOutline from '@mui/icons-material/RemoveCircleOutlineOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { BillingPeriod, PlanPriceWire } from '@salon/core';
import { formatMoney, formatPercent, roundDollars } from '@salon/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

interface PlanCardProps {
  plan: PlanPriceWire;
  period: BillingPeriod;
  discountPercent: number;
  current: boolean;
  onChoose: () => void;
}

/** One plan side by side with the others: its price for the period, its features, and "Choose". */
export function PlanCard({ plan, period, discountPercent, current, onChoose }: PlanCardProps) {
  const { t, i18n } = useTranslation();
  const headingId = useId();
  const money = (amount: number) => formatMoney(amount, i18n.language);
  const name = t(`billing.plans.${plan._id}`);
  const { features } = plan;
  const yearly = period === 'yearly';
  const saving = roundDollars(plan.monthly_price * 12 - plan.yearly_price);
  const counts = [
    t('billing.packages.features.salons', { count: features.salons }),
    t('billing.packages.features.gallery', { count: features.gallery_images_per_salon }),
    t('billing.packages.features.employees', { count: features.employees_per_salon }),
  ];
  const flags = [
    ['promotions', features.promotions],
    ['cancellationPolicy', features.cancellation_policy],
    ['additionalUser', features.additional_user],
  ] as const;

  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby={headingId}
      sx={{
        p: 3,
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        borderWidth: current ? 2 : 1,
        borderColor: current ? 'primary.main' : 'divider',
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1, mb: 1 }}>
        <Typography variant="h2" id={headingId} sx={{ fontSize: '1.35rem' }}>
          {name}
        </Typography>
        {current ? <Chip size="small" color="primary" label={t('billing.packages.current')} /> : null}
      </Box>
      <Typography sx={{ fontSize: '2rem', fontWeight: 700, lineHeight: 1.2 }}>
        {money(yearly ? plan.yearly_price : plan.monthly_price)}
        <Typography component="span" sx={{ fontSize: '1rem', fontWeight: 400, color: 'text.secondary' }}>
          {' '}
          {t(yearly ? 'billing.packages.perYear' : 'billing.packages.perMonth')}
        </Typography>
      </Typography>
      <Typography variant="body2" sx={{ color: yearly ? 'success.main' : 'text.secondary', minHeight: 40 }}>
        {yearly
          ? t('billing.packages.yearlySaving', {
              amount: money(saving),
              percent: formatPercent(discountPercent, i18n.language),
              monthly: money(plan.yearly_price / 12),
            })
          : t('billing.packages.yearlyHint', { amount: money(plan.yearly_price) })}
      </Typography>
      <List
        dense
        aria-label={t('billing.packages.featuresLabel', { plan: name })}
        sx={{ flexGrow: 1, my: 1 }}
      >
        {counts.map((text) => (
          <ListItem key={text} disableGutters>
            <ListItemIcon sx={{ minWidth: 32 }}>
              <CheckCircleOutline color="success" fontSize="small" aria-hidden="true" />
            </ListItemIcon>
            <ListItemText primary={text} />
          </ListItem>
        ))}
        {flags.map(([key, included]) => (
          <ListItem key={key} disableGutters>
            <ListItemIcon sx={{ minWidth: 32 }}>
              {included ? (
                <CheckCircleOutline color="success" fontSize="small" aria-hidden="true" />
              ) : (
                <RemoveCircleOutline color="disabled" fontSize="small" aria-hidden="true" />
              )}
            </ListItemIcon>
            <ListItemText
              primary={t(`billing.packages.features.${key}`)}
              secondary={included ? undefined : t('billing.packages.features.notIncluded')}
              sx={included ? undefined : { color: 'text.secondary' }}
            />
          </ListItem>
        ))}
      </List>
      <Button variant={current ? 'outlined' : 'contained'} size="large" fullWidth onClick={onChoose}>
        {t('billing.packages.choose', { plan: name })}
      </Button>
    </Paper>
  );
}
