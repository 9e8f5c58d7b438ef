import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import type { BillingChoice, BillingPricesWire, BillingQuoteWire, SubscriptionWire } from '@salon/core';
import { formatDate } from '@salon/core';
import { useSnackbar } from 'notistack';
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useSalonTimeZone } from '@/lib/session/use-salon-time-zone';
import { useLangPath } from '@/lib/use-lang-path';
import { useQuote } from '../api/get-quote';
import { useCreateBilling } from '../api/update-subscription';
import { billingErrorText } from './billing-format';
import { BILLING_TAB_PATH, PaymentStep } from './payment-step';
import { QuoteLines } from './quote-summary';

interface PayDialogProps {
  choice: BillingChoice;
  prices: BillingPricesWire;
  subscription: SubscriptionWire | undefined;
  onClose: () => void;
}

const LIMIT_FEATURE = {
  salons: 'salons',
  galleryImagesPerSalon: 'gallery_images_per_salon',
  employeesPerSalon: 'employees_per_salon',
} as const;

/**
 * What a chosen plan and period costs now (GET billing/quote) and how to pay it. A choice above the plan's
 * limits is refused with the reasons; a downgrade is only confirmed (nothing to pay, from the next period).
 */
export function PayDialog({ choice, prices, subscription, onClose }: PayDialogProps) {
  const { t, i18n } = useTranslation();
  const titleId = useId();
  const timeZone = useSalonTimeZone();
  const quote = useQuote(choice);
  const title = t('billing.pay.title', {
    plan: t(`billing.plans.${choice.plan}`),
    period: t(`billing.periods.${choice.period}`).toLowerCase(),
  });
  const date = (iso: string) => formatDate(iso, i18n.language, timeZone);

  const body = () => {
    if (quote.isPending) return <Simple onClose={onClose} progress={t('billing.pay.loadingQuote')} />;
    if (quote.isError) return <Simple onClose={onClose} error={billingErrorText(t, quote.error)} />;
    const data = quote.data;
    const change = (
      <Typography sx={{ mb: 2 }}>
        {t(`billing.pay.changes.${data.change}`, {
          start: date(data.period_start),
          end: date(data.period_end),
          date: date(data.applies_from),
        })}
      </Typography>
    );
    if (data.exceeded.length > 0) return <Exceeded quote={data} prices={prices} onClose={onClose} />;
    if (data.change === 'downgrade') return <Downgrade choice={choice} summary={change} onClose={onClose} />;
    const summary = (
      <>
        {change}
        <QuoteLines quote={data} />
      </>
    );
    if (data.total <= 0)
      return <Simple onClose={onClose} summary={summary} info={t('errors.NOTHING_TO_PAY')} />;
    if (subscription?.pending_payment)
      return <Simple onClose={onClose} summary={summary} info={t('billing.pay.pending')} />;
    return (
      <PaymentStep
        key={data.total}
        choice={choice}
        quote={data}
        prices={prices}
        summary={summary}
        onClose={onClose}
        onStaleQuote={() => void quote.refetch()}
      />
    );
  };

  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>{title}</DialogTitle>
      {body()}
    </Dialog>
  );
}

function Simple(props: {
  onClose: () => void;
  progress?: string;
  error?: string;
  info?: string;
  summary?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <>
      <DialogContent>
        {props.progress ? <LinearProgress aria-label={props.progress} /> : null}
        {props.summary}
        {props.error ? <Alert severity="error">{props.error}</Alert> : null}
        {props.info ? (
          <Alert severity="info" sx={{ mt: 2 }}>
            {props.info}
          </Alert>
        ) : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={props.onClose}>{t('common.close')}</Button>
      </DialogActions>
    </>
  );
}

/** The limits of the chosen plan the business is above: the choice is refused until it fits. */
function Exceeded({
  quote,
  prices,
  onClose,
}: {
  quote: BillingQuoteWire;
  prices: BillingPricesWire;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const features = prices.plans.find((plan) => plan._id === quote.plan)?.features;
  return (
    <Simple
      onClose={onClose}
      summary={
        <Alert severity="error">
          {t('billing.pay.exceeded')}
          <Box component="ul" sx={{ m: 0, mt: 1, pl: 2.5 }}>
            {quote.exceeded.map((limit) => (
              <li key={limit}>
                {t('billing.pay.limitItem', {
                  name: t(`billing.limitNames.${limit}`),
                  limit: features?.[LIMIT_FEATURE[limit]] ?? '—',
                })}
              </li>
            ))}
          </Box>
        </Alert>
      }
    />
  );
}

/** A smaller plan: from the next period, nothing to pay now; confirmed without a payment. */
function Downgrade({
  choice,
  summary,
  onClose,
}: {
  choice: BillingChoice;
  summary: ReactNode;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const to = useLangPath();
  const navigate = useNavigate();
  const { enqueueSnackbar } = useSnackbar();
  const create = useCreateBilling();
  const [failure, setFailure] = useState<string | null>(null);
  const confirm = async () => {
    setFailure(null);
    try {
      await create.mutateAsync(choice);
      enqueueSnackbar(t('billing.pay.downgraded', { plan: t(`billing.plans.${choice.plan}`) }), {
        variant: 'success',
      });
      onClose();
      void navigate(to(BILLING_TAB_PATH));
    } catch (error) {
      setFailure(billingErrorText(t, error));
    }
  };
  return (
    <>
      <DialogContent>
        {summary}
        {failure ? <Alert severity="error">{failure}</Alert> : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('common.cancel')}</Button>
        <Button variant="contained" loading={create.isPending} onClick={() => void confirm()}>
          {t('billing.pay.confirmDowngrade')}
        </Button>
      </DialogActions>
    </>
  );
}
