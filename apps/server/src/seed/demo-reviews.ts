import { REVIEW_RULES } from '@salon/core';
import type { Executor } from '../lib/db.js';
import { newId } from '../lib/ids.js';
import { doneAppointmentsBetween, insertReviews } from '../modules/review/index.js';
import type { NewReview } from '../db/tables/review.table.js';

/** Stars, comment and whether the client stayed anonymous, in turn. */
const OPINIONS: { stars: number; comment: string; anonymous: boolean }[] = [
  { stars: 5, comment: 'Me encantó el corte, salí feliz. ¡Volveré!', anonymous: false },
  { stars: 4, comment: 'Muy buen servicio, solo tuve que esperar unos minutos.', anonymous: false },
  { stars: 5, comment: 'Atención impecable y el café de cortesía es un detalle.', anonymous: true },
  { stars: 3, comment: 'El resultado bien, pero el local estaba muy lleno.', anonymous: false },
  { stars: 5, comment: 'La manicure me duró perfecta dos semanas.', anonymous: false },
  { stars: 2, comment: 'Llegué a tiempo y me atendieron 20 minutos tarde.', anonymous: true },
  { stars: 4, comment: 'Buen trabajo y precio justo.', anonymous: false },
  { stars: 5, comment: 'Las mejores del sector, súper recomendadas.', anonymous: false },
];
/** The review that gets the salon's public reply. */
const REPLIED = 5;
const REPLY =
  'Gracias por contarnos. Ya ajustamos la agenda para que no vuelva a pasar; te esperamos pronto.';

/**
 * Reviews on some done appointments of the last weeks (inside the review window), some anonymous and one
 * answered by the owner; the Reviews screen and the welcome dashboard have something to show.
 */
export async function insertDemoReviews(
  tx: Executor,
  input: { companyId: string; salonId: string; ownerAccountId: string; now: Date },
): Promise<number> {
  const day = 86_400_000;
  const done = await doneAppointmentsBetween(tx, {
    companyId: input.companyId,
    salonId: input.salonId,
    from: new Date(input.now.getTime() - (REVIEW_RULES.windowDays - 5) * day),
    to: input.now,
  });
  // About one visit in five left a review.
  const chosen = done.filter((_, index) => index % 5 === 2).slice(-OPINIONS.length);
  const rows: NewReview[] = chosen.map((appointment, index) => {
    const opinion = OPINIONS[index]!;
    const createdAt = new Date(
      Math.min(appointment.endsAt.getTime() + (3 + index) * 3_600_000, input.now.getTime()),
    );
    const replied = index === REPLIED;
    return {
      id: newId(),
      companyId: input.companyId,
      salonId: input.salonId,
      appointmentId: appointment.id,
      clientId: appointment.clientId,
      employeeId: appointment.employeeId,
      serviceId: appointment.serviceId,
      appointmentStartsAt: appointment.startsAt,
      totalPriceCents: appointment.priceCents + (appointment.travelFeeCents ?? 0),
      ...opinion,
      reply: replied ? REPLY : null,
      repliedAt: replied ? new Date(Math.min(createdAt.getTime() + day, input.now.getTime())) : null,
      repliedByAccountId: replied ? input.ownerAccountId : null,
      createdAt,
    };
  });
  await insertReviews(tx, rows);
  return rows.length;
}
