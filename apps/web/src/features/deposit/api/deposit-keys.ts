/** Query keys and paths of the staff deposits screen; every key starts with 'deposit'. */
export const DEPOSITS_PATH = '/api/v1/business/deposits';
export const appointmentDepositPath = (appointmentId: string, suffix = '') =>
  `/api/v1/business/appointment/${encodeURIComponent(appointmentId)}/deposit${suffix}`;

/** `open`: not yet paid (awaiting, reported, rejected); `all`: every deposit of the last 90 days. */
export type DepositFilter = 'open' | 'all';

export const depositKeys = {
  all: ['deposit'] as const,
  list: (salonId: string, status: DepositFilter) => [...depositKeys.all, 'list', salonId, status] as const,
};
