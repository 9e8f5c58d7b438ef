import type { PaymentStatus } from '@salon/core';

export type PaymentFilter = 'all' | PaymentStatus;
export type SalonFilter = 'all' | 'requested' | 'approved' | 'rejected';

/** Query keys of the administrator's screen; all of them are dropped when the administrator signs out. */
export const adminKeys = {
  all: ['admin'] as const,
  me: () => [...adminKeys.all, 'me'] as const,
  payments: () => [...adminKeys.all, 'payments'] as const,
  paymentList: (status: PaymentFilter, page: number, limit: number) =>
    [...adminKeys.payments(), status, page, limit] as const,
  companies: () => [...adminKeys.all, 'companies'] as const,
  companyList: (q: string, page: number, limit: number) =>
    [...adminKeys.companies(), q, page, limit] as const,
  plans: () => [...adminKeys.all, 'plans'] as const,
  salons: () => [...adminKeys.all, 'salons'] as const,
  salonList: (status: SalonFilter, page: number, limit: number) =>
    [...adminKeys.salons(), status, page, limit] as const,
  exchangeRates: () => [...adminKeys.all, 'exchange-rates'] as const,
  exchangeRateList: (page: number, limit: number) => [...adminKeys.exchangeRates(), page, limit] as const,
  payees: () => [...adminKeys.all, 'payees'] as const,
  audit: () => [...adminKeys.all, 'audit'] as const,
  auditList: (page: number, limit: number) => [...adminKeys.audit(), page, limit] as const,
};

/** A paged answer: the rows and the list's meta. */
export interface AdminPage<T> {
  data: T[];
  meta: { total: number; page: number; limit: number };
}
