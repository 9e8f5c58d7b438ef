import { describe, expect, it } from 'vitest';
import {
  applyPayment,
  cancelRefusal,
  limitsExceeded,
  nextPeriod,
  planChangeOf,
  reactivateRefusal,
  scheduleDowngrade,
  subscriptionAt,
  type SubscriptionFacts,
} from './billing.js';
import type { Plan } from './constants.js';

// The seeded prices of docs/product.md "Plans and subscription", in cents.
const PRICES: Record<Plan, number> = { basic_plan: 1500, standard_plan: 2500, advanced_plan: 4500 };
const monthlyCents = (plan: Plan) => PRICES[plan];

const at = (iso: string) => new Date(iso);
const DAY = 86_400_000;
const plus = (date: Date, ms: number) => new Date(date.getTime() + ms);

const START = at('2025-03-10T04:00:00.000Z');
const END = at('2025-04-10T04:00:00.000Z');
const GRACE_END = at('2025-04-17T04:00:00.000Z');

const active = (over: Partial<SubscriptionFacts> = {}): SubscriptionFacts => ({
  status: 'active',
  plan: 'standard_plan',
  period: 'monthly',
  periodStart: START,
  periodEnd: END,
  cancelAtPeriodEnd: false,
  scheduledPlan: null,
  scheduledFrom: null,
  ...over,
});
const trial = (over: Partial<SubscriptionFacts> = {}) => active({ status: 'trialing', ...over });

describe('subscriptionAt', () => {
  it('is trialing during the trial and counts whole days to its end', () => {
    const view = subscriptionAt(trial(), at('2025-04-01T04:00:00.000Z'));
    expect(view).toEqual({
      state: 'trialing',
      plan: 'standard_plan',
      graceEndsAt: null,
      daysLeft: 9,
      writable: true,
    });
    // A part of a day counts as a whole day.
    expect(subscriptionAt(trial(), at('2025-04-01T05:00:00.000Z')).daysLeft).toBe(9);
    expect(subscriptionAt(trial(), at('2025-04-01T03:00:00.000Z')).daysLeft).toBe(10);
  });

  it('is active within the paid period, up to the last millisecond', () => {
    expect(subscriptionAt(active(), START).state).toBe('active');
    const last = subscriptionAt(active(), plus(END, -1));
    expect(last).toMatchObject({ state: 'active', daysLeft: 1, writable: true, graceEndsAt: null });
  });

  it('is past due, still writable, for 7 days from exactly the period end', () => {
    const atEnd = subscriptionAt(active(), END);
    expect(atEnd).toEqual({
      state: 'past_due',
      plan: 'standard_plan',
      graceEndsAt: GRACE_END,
      daysLeft: 7,
      writable: true,
    });
    const lastMs = subscriptionAt(active(), plus(GRACE_END, -1));
    expect(lastMs).toMatchObject({ state: 'past_due', daysLeft: 1, writable: true });
  });

  it('gives an unpaid trial the same grace days', () => {
    expect(subscriptionAt(trial(), plus(END, DAY)).state).toBe('past_due');
  });

  it('expires, read-only, exactly at the end of the grace days', () => {
    for (const now of [GRACE_END, plus(GRACE_END, 365 * DAY)]) {
      expect(subscriptionAt(active(), now)).toEqual({
        state: 'expired',
        plan: 'standard_plan',
        graceEndsAt: null,
        daysLeft: 0,
        writable: false,
      });
    }
  });

  it('is expired whatever the clock when stored as expired', () => {
    const view = subscriptionAt(active({ status: 'expired' }), START);
    expect(view).toMatchObject({ state: 'expired', daysLeft: 0, writable: false });
  });

  it('runs a cancelled subscription to the period end, then expires with no grace', () => {
    const cancelled = active({ cancelAtPeriodEnd: true });
    expect(subscriptionAt(cancelled, plus(END, -1))).toMatchObject({ state: 'active', daysLeft: 1 });
    expect(subscriptionAt(cancelled, END)).toMatchObject({
      state: 'expired',
      graceEndsAt: null,
      daysLeft: 0,
      writable: false,
    });
    // The same instant without the cancel is in its grace days.
    expect(subscriptionAt(active(), END).state).toBe('past_due');
  });

  it("applies a scheduled downgrade's plan from scheduledFrom, not before", () => {
    const facts = scheduleDowngrade(active(), 'basic_plan');
    expect(subscriptionAt(facts, plus(END, -1)).plan).toBe('standard_plan');
    expect(subscriptionAt(facts, END).plan).toBe('basic_plan');
    expect(subscriptionAt(facts, plus(END, DAY)).plan).toBe('basic_plan');
  });
});

describe('planChangeOf', () => {
  const view = (facts: SubscriptionFacts, now: Date) => subscriptionAt(facts, now);
  const during = plus(START, DAY);

  it('buys a new period during a trial, in the grace days or after expiry', () => {
    for (const [facts, now] of [
      [trial(), during],
      [active(), plus(END, DAY)],
      [active(), GRACE_END],
    ] as const) {
      for (const plan of ['basic_plan', 'standard_plan', 'advanced_plan'] as const) {
        expect(planChangeOf(view(facts, now), { plan }, monthlyCents)).toBe('new_period');
      }
    }
  });

  it('within a paid period: dearer = upgrade, cheaper = downgrade, same = renewal', () => {
    const current = view(active(), during);
    expect(planChangeOf(current, { plan: 'advanced_plan' }, monthlyCents)).toBe('upgrade');
    expect(planChangeOf(current, { plan: 'basic_plan' }, monthlyCents)).toBe('downgrade');
    expect(planChangeOf(current, { plan: 'standard_plan' }, monthlyCents)).toBe('renewal');
  });

  it('compares prices, not the order of the plans', () => {
    const current = view(active(), during);
    const reversed = (plan: Plan) => 10_000 - PRICES[plan];
    expect(planChangeOf(current, { plan: 'advanced_plan' }, reversed)).toBe('downgrade');
    expect(planChangeOf(current, { plan: 'basic_plan' }, reversed)).toBe('upgrade');
  });

  it('treats choosing the already scheduled plan as a renewal', () => {
    const facts = scheduleDowngrade(active(), 'basic_plan');
    const current = view(facts, during);
    expect(planChangeOf(current, { plan: 'basic_plan' }, monthlyCents, 'basic_plan')).toBe('renewal');
    expect(planChangeOf(current, { plan: 'basic_plan' }, monthlyCents)).toBe('downgrade');
    expect(planChangeOf(current, { plan: 'advanced_plan' }, monthlyCents, 'basic_plan')).toBe('upgrade');
  });
});

describe('nextPeriod', () => {
  it('starts at the current period end while the period or its grace days run', () => {
    for (const now of [plus(START, DAY), END, plus(GRACE_END, -1)]) {
      const facts = active();
      expect(nextPeriod(facts, subscriptionAt(facts, now), 'monthly', now)).toEqual({
        start: END,
        end: at('2025-05-10T04:00:00.000Z'),
      });
    }
  });

  it('starts now once expired, for twelve months when yearly', () => {
    const now = at('2025-06-01T15:00:00.000Z');
    const facts = active();
    expect(nextPeriod(facts, subscriptionAt(facts, now), 'yearly', now)).toEqual({
      start: now,
      end: at('2026-06-01T15:00:00.000Z'),
    });
  });
});

describe('applyPayment', () => {
  const pay = (facts: SubscriptionFacts, payment: Parameters<typeof applyPayment>[1], now: Date) =>
    applyPayment(facts, payment, now, monthlyCents);

  it('starts the period of a trial paid early at the trial end', () => {
    const now = plus(START, 5 * DAY);
    const next = pay(trial(), { change: 'new_period', plan: 'standard_plan', period: 'monthly' }, now);
    expect(next).toEqual({
      status: 'active',
      plan: 'standard_plan',
      period: 'monthly',
      periodStart: END,
      periodEnd: at('2025-05-10T04:00:00.000Z'),
      cancelAtPeriodEnd: false,
      scheduledPlan: null,
      scheduledFrom: null,
    });
    expect(subscriptionAt(next, now).state).toBe('active');
  });

  it('during the trial: a dearer plan applies at once, a cheaper one from the trial end', () => {
    const now = plus(START, 5 * DAY);
    const dearer = pay(trial(), { change: 'new_period', plan: 'advanced_plan', period: 'yearly' }, now);
    expect(dearer).toMatchObject({
      plan: 'advanced_plan',
      period: 'yearly',
      periodStart: END,
      periodEnd: at('2026-04-10T04:00:00.000Z'),
      scheduledPlan: null,
      scheduledFrom: null,
    });
    expect(subscriptionAt(dearer, now).plan).toBe('advanced_plan');

    const cheaper = pay(trial(), { change: 'new_period', plan: 'basic_plan', period: 'monthly' }, now);
    expect(cheaper).toMatchObject({
      status: 'active',
      plan: 'standard_plan',
      periodStart: END,
      scheduledPlan: 'basic_plan',
      scheduledFrom: END,
    });
    expect(subscriptionAt(cheaper, now).plan).toBe('standard_plan');
    expect(subscriptionAt(cheaper, END).plan).toBe('basic_plan');
  });

  it('in the grace days, starts the new period at the old period end (grace is not free)', () => {
    const now = plus(END, 3 * DAY);
    const next = pay(active(), { change: 'new_period', plan: 'standard_plan', period: 'monthly' }, now);
    expect(next).toMatchObject({
      status: 'active',
      periodStart: END,
      periodEnd: at('2025-05-10T04:00:00.000Z'),
    });
    expect(subscriptionAt(next, now).state).toBe('active');
  });

  it('after expiry, starts now, with the chosen plan at once even when cheaper', () => {
    const now = at('2025-06-01T15:00:00.000Z');
    const next = pay(active(), { change: 'new_period', plan: 'basic_plan', period: 'monthly' }, now);
    expect(next).toEqual({
      status: 'active',
      plan: 'basic_plan',
      period: 'monthly',
      periodStart: now,
      periodEnd: at('2025-07-01T15:00:00.000Z'),
      cancelAtPeriodEnd: false,
      scheduledPlan: null,
      scheduledFrom: null,
    });
    const stored = pay(
      active({ status: 'expired' }),
      { change: 'new_period', plan: 'basic_plan', period: 'monthly' },
      now,
    );
    expect(stored.periodStart).toEqual(now);
  });

  it('an upgrade changes the plan at once, keeps the period and drops a scheduled downgrade', () => {
    const facts = scheduleDowngrade(active(), 'basic_plan');
    const next = pay(
      facts,
      { change: 'upgrade', plan: 'advanced_plan', period: 'monthly' },
      plus(START, DAY),
    );
    expect(next).toEqual({ ...active(), plan: 'advanced_plan' });
  });

  it('a renewal is paid ahead from the period end and undoes a cancellation', () => {
    const facts = active({ cancelAtPeriodEnd: true });
    const next = pay(facts, { change: 'renewal', plan: 'standard_plan', period: 'yearly' }, plus(START, DAY));
    expect(next).toMatchObject({
      status: 'active',
      plan: 'standard_plan',
      period: 'yearly',
      periodStart: END,
      periodEnd: at('2026-04-10T04:00:00.000Z'),
      cancelAtPeriodEnd: false,
    });
    expect(subscriptionAt(next, END).state).toBe('active');
  });

  it('paying the scheduled cheaper plan keeps the current plan to the period end', () => {
    const facts = scheduleDowngrade(active(), 'basic_plan');
    const next = pay(facts, { change: 'renewal', plan: 'basic_plan', period: 'monthly' }, plus(START, DAY));
    expect(next).toMatchObject({
      plan: 'standard_plan',
      periodStart: END,
      scheduledPlan: 'basic_plan',
      scheduledFrom: END,
    });
  });
});

describe('scheduleDowngrade', () => {
  it('keeps everything and schedules the smaller plan from the period end', () => {
    expect(scheduleDowngrade(active(), 'basic_plan')).toEqual({
      ...active(),
      scheduledPlan: 'basic_plan',
      scheduledFrom: END,
    });
  });
});

describe('cancel and reactivate', () => {
  const during = plus(START, DAY);

  it('cancels only an active, not yet cancelled subscription', () => {
    expect(cancelRefusal(subscriptionAt(active(), during), active())).toBeNull();
    const cancelled = active({ cancelAtPeriodEnd: true });
    expect(cancelRefusal(subscriptionAt(cancelled, during), cancelled)).toBe('ALREADY_CANCELLED');
    expect(cancelRefusal(subscriptionAt(trial(), during), trial())).toBe('NOT_ACTIVE');
    expect(cancelRefusal(subscriptionAt(active(), END), active())).toBe('NOT_ACTIVE');
  });

  it('reactivates a cancelled subscription before its end, which undoes the cancel', () => {
    const cancelled = active({ cancelAtPeriodEnd: true });
    expect(reactivateRefusal(subscriptionAt(cancelled, during), cancelled)).toBeNull();
    expect(reactivateRefusal(subscriptionAt(active(), during), active())).toBe('NOT_CANCELLED');
    const reactivated = { ...cancelled, cancelAtPeriodEnd: false };
    expect(subscriptionAt(cancelled, END).state).toBe('expired');
    expect(subscriptionAt(reactivated, END).state).toBe('past_due');
  });

  it('cannot reactivate once a cancelled subscription has expired', () => {
    const cancelled = active({ cancelAtPeriodEnd: true });
    expect(reactivateRefusal(subscriptionAt(cancelled, END), cancelled)).toBe('NOT_ACTIVE');
  });
});

describe('limitsExceeded', () => {
  const basic = { salons: 1, galleryImagesPerSalon: 30, employeesPerSalon: 10 };

  it('is empty when the usage fits, limits included', () => {
    expect(limitsExceeded({ salons: 1, galleryImagesPerSalon: 30, employeesPerSalon: 10 }, basic)).toEqual(
      [],
    );
  });

  it('names each limit the usage is above', () => {
    expect(limitsExceeded({ salons: 3, galleryImagesPerSalon: 30, employeesPerSalon: 11 }, basic)).toEqual([
      'salons',
      'employeesPerSalon',
    ]);
    expect(limitsExceeded({ salons: 1, galleryImagesPerSalon: 31, employeesPerSalon: 0 }, basic)).toEqual([
      'galleryImagesPerSalon',
    ]);
  });
});
