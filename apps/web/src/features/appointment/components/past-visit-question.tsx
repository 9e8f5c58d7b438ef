import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { instantFromParts } from './wall-clock';

/**
 * Asks before an appointment is saved with a start already past on the salon's clock: a new one, or one moved
 * to such a start. The server takes it as any other but mails the client no confirmation or reminder for a
 * start already passed; marking it done later is what sends the review request (docs/decisions.md).
 */
export function usePastVisitQuestion(timeZone: string) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const answer = useRef<((record: boolean) => void) | null>(null);

  const close = (record: boolean) => {
    setOpen(false);
    answer.current?.(record);
    answer.current = null;
  };

  /** Resolves true when the start is not past (or unchanged), or once the user chose to record it. */
  const confirm = (values: { date: string; time: string }, savedStart?: string): Promise<boolean> => {
    const start = instantFromParts(values.date, values.time, timeZone);
    const unchanged = savedStart !== undefined && start?.getTime() === new Date(savedStart).getTime();
    if (!start || unchanged || start.getTime() >= Date.now()) return Promise.resolve(true);
    setOpen(true);
    return new Promise((resolve) => {
      answer.current = resolve;
    });
  };

  const dialog = (
    <ConfirmDialog
      open={open}
      title={t('appointment.pastVisit.title')}
      message={t('appointment.pastVisit.message')}
      confirmLabel={t('appointment.pastVisit.confirm')}
      onConfirm={() => close(true)}
      onClose={() => close(false)}
    />
  );
  return { confirm, dialog };
}
