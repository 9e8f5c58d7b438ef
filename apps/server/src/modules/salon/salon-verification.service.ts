import type { AppContext } from '../../lib/context.js';
import type { Tx } from '../../lib/db.js';
import { AppError } from '../../lib/errors.js';
import { renderMail } from '../../lib/mail-templates.js';
import { recordPlatformEvent, salonRef } from '../event-log/index.js';
import { salonRepository } from './salon.repository.js';
import type { SalonRow } from '../../db/tables/salon.table.js';

type Deps = Pick<AppContext, 'db' | 'mailer'>;
export type VerificationOutcome = 'approved' | 'rejected';

/** Tells the owner, in their language, where the verification of a salon stands. */
export async function mailVerification(
  deps: Deps,
  salon: Pick<SalonRow, 'companyId' | 'title'>,
  template: 'salonVerificationRequested' | 'salonVerificationApproved' | 'salonVerificationRejected',
): Promise<string | undefined> {
  const owner = await salonRepository.findOwnerUser(deps.db, salon.companyId);
  if (!owner) return undefined;
  const mail = renderMail(template, owner.language, { name: owner.name, salon: salon.title });
  await deps.mailer.send({ to: owner.email, ...mail });
  return owner.email;
}

/**
 * A platform administrator's decision on a salon's verification (the `admin` command calls this). Logged in
 * the company's event log as the platform's act, not any of its users'.
 */
export async function decideVerification(
  deps: Deps,
  salonId: string,
  outcome: VerificationOutcome,
  /** Runs inside the deciding transaction (the administrator's audit entry); may refuse by throwing. */
  onDecided?: (tx: Tx, before: SalonRow, after: SalonRow) => Promise<void>,
): Promise<{ salon: SalonRow; mailedTo: string | undefined }> {
  const salon = await deps.db.transaction(async (tx) => {
    const before = await salonRepository.findAnyById(tx, salonId);
    if (!before || before.deletedAt) throw new AppError('SALON_NOT_FOUND');
    const after = await salonRepository.update(tx, before.id, before.companyId, { statusProcess: outcome });
    await recordPlatformEvent(tx, before.companyId, {
      action: 'status_change',
      area: 'salon',
      entityId: before.id,
      salon: salonRef(before),
      details: { status_process: { from: before.statusProcess, to: outcome } },
    });
    await onDecided?.(tx, before, after);
    return after;
  });
  const template = outcome === 'approved' ? 'salonVerificationApproved' : 'salonVerificationRejected';
  return { salon, mailedTo: await mailVerification(deps, salon, template) };
}
