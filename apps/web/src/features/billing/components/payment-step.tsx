import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import Typography from '@mui/material/Typography';
import {
  type BillingChoice,
  type BillingPricesWire,
  type BillingQuoteWire,
  formatMoney,
  isBolivarMethod,
  localDateAt,
  type ManualPayment,
  type SubscriptionPaymentMethod,
} from '@salon/core';
import { useSnackbar } from 'notistack';
import { useId, useState, type ReactNode } from 'react';
import { useForm, useWatch, type Path, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ChoiceRadios } from '@/components/choice-radios';
import { toErrorEnvelope } from '@/lib/api-client';
import { applyServerFieldErrors, errorText } from '@/lib/api-errors';
import { useSession } from '@/lib/session/session-context';
import { useSalonTimeZone } from '@/lib/session/use-salon-time-zone';
import { useLangPath } from '@/lib/use-lang-path';
import { useCreatePayPalSubscription } from '../api/create-paypal-subscription';
import { useCreateBilling } from '../api/update-subscription';
import { billingErrorText } from './billing-format';
import { BolivaresAtRate } from './bolivares-at-rate';
import { PayeeDetails } from './payee-details';
import { PaymentFields } from './payment-fields';
import {
  ALL_PAYMENT_FIELDS,
  emptyPayment,
  formField,
  paymentResolver,
  type PaymentFormValues,
} from './payment-form-model';

export const BILLING_TAB_PATH = '/dashboard/account?tab=billing';

interface PaymentStepProps {
  choice: BillingChoice;
  quote: BillingQuoteWire;
  prices: BillingPricesWire;
  /** What the quote says, shown above the method. */
  summary: ReactNode;
  onClose: () => void;
  /** The quote went stale (the amount changed): ask for it again. */
  onStaleQuote: () => void;
}

/**
 * Paying a quote: the method (PayPal only when the server has it), that method's fields checked by the
 * shared schema, then POST billing/create; the server's refusals land under their fields or in an alert.
 */
export function PaymentStep({ choice, quote, prices, summary, onClose, onStaleQuote }: PaymentStepProps) {
  const { t, i18n } = useTranslation();
  const to = useLangPath();
  const navigate = useNavigate();
  const { enqueueSnackbar } = useSnackbar();
  const session = useSession();
  const timeZone = useSalonTimeZone();
  const create = useCreateBilling();
  const paypal = useCreatePayPalSubscription();
  const [failure, setFailure] = useState<string | null>(null);
  const formId = useId();
  const form = useForm<PaymentFormValues, unknown, ManualPayment>({
    resolver: paymentResolver,
    defaultValues: emptyPayment(quote.total, localDateAt(new Date(), timeZone), quote.total_ves),
  });
  // The fields only register and read errors; the schema's output type is no concern of theirs.
  const fieldForm = form as unknown as UseFormReturn<PaymentFormValues>;
  const method = useWatch({ control: form.control, name: 'method' });
  const methods = prices.methods.filter((one) => one !== 'paypal' || prices.paypal);
  const amountToPay = formatMoney(quote.total, i18n.language);

  const refused = (error: unknown) => {
    const envelope = toErrorEnvelope(error);
    if (envelope.code === 'PAYMENT_AMOUNT_MISMATCH') {
      const due = Number(envelope.details?.[0]?.message);
      const amount = Number.isFinite(due) ? formatMoney(due, i18n.language) : amountToPay;
      form.setError('amount', { type: 'server', message: t('billing.pay.amountMismatch', { amount }) });
      onStaleQuote();
      return;
    }
    if (envelope.code === 'PLAN_LIMIT_EXCEEDED') {
      setFailure(billingErrorText(t, envelope));
      return;
    }
    // Another payment is waiting: the Billing tab and the session should show it.
    if (envelope.code === 'PAYMENT_PENDING') void session.refreshSubscription();
    const details = envelope.details?.map((detail) => ({ ...detail, field: formField(detail.field) }));
    const fields = ALL_PAYMENT_FIELDS as readonly Path<PaymentFormValues>[];
    const unplaced = applyServerFieldErrors({ ...envelope, details }, form.setError, fields);
    if (unplaced) setFailure(errorText(t, unplaced));
  };

  const report = form.handleSubmit(async (payment) => {
    setFailure(null);
    try {
      await create.mutateAsync({ ...choice, payment });
      enqueueSnackbar(t('billing.pay.reported'), { variant: 'success' });
      onClose();
      void navigate(to(BILLING_TAB_PATH));
    } catch (error) {
      refused(error);
    }
  });

  const goToPayPal = async () => {
    setFailure(null);
    try {
      const { approval_url: url } = await paypal.mutateAsync(choice);
      window.location.assign(url);
    } catch (error) {
      setFailure(billingErrorText(t, error));
    }
  };

  const chooseMethod = (next: SubscriptionPaymentMethod) => {
    form.clearErrors();
    setFailure(null);
    form.setValue('method', next);
  };

  return (
    <>
      <DialogContent>
        {summary}
        {failure ? (
          <Alert severity="error" sx={{ mt: 2 }}>
            {failure}
          </Alert>
        ) : null}
        <Box sx={{ mt: 3 }}>
          <ChoiceRadios
            id={`${formId}-method`}
            label={t('billing.payment.method')}
            name="method"
            value={method}
            onChange={chooseMethod}
            options={methods.map((value) => ({ value, label: t(`billing.methods.${value}`) }))}
          />
        </Box>
        {method === 'paypal' ? (
          <Typography sx={{ mt: 2, color: 'text.secondary' }}>{t('billing.pay.paypalHelp')}</Typography>
        ) : (
          <Box
            component="form"
            id={formId}
            noValidate
            onSubmit={(event) => void report(event)}
            aria-label={t('billing.pay.formLabel', { method: t(`billing.methods.${method}`) })}
            sx={{ mt: 2 }}
          >
            <PayeeDetails method={method} payees={prices.payees} />
            {isBolivarMethod(method) ? <BolivaresAtRate quote={quote} /> : null}
            <Typography sx={{ my: 2, color: 'text.secondary' }}>{t('billing.pay.manualHelp')}</Typography>
            <PaymentFields form={fieldForm} method={method} amountToPay={amountToPay} />
          </Box>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('common.cancel')}</Button>
        {method === 'paypal' ? (
          <Button variant="contained" loading={paypal.isPending} onClick={() => void goToPayPal()}>
            {t('billing.pay.paypal')}
          </Button>
        ) : (
          <Button type="submit" form={formId} variant="contained" loading={form.formState.isSubmitting}>
            {t('billing.pay.submit')}
          </Button>
        )}
      </DialogActions>
    </>
  );
}
