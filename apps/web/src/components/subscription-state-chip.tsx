import Chip from '@mui/material/Chip';
import type { SubscriptionState } from '@salon/core';
import { useTranslation } from 'react-i18next';

const COLOR = {
  trialing: 'info',
  active: 'success',
  past_due: 'warning',
  expired: 'error',
} as const satisfies Record<SubscriptionState, string>;

/** The subscription's state as a coloured chip: Trial, Active, Past due, Expired. */
export function SubscriptionStateChip({ state }: { state: SubscriptionState }) {
  const { t } = useTranslation();
  return <Chip size="small" color={COLOR[state]} label={t(`billing.states.${state}`)} />;
}
