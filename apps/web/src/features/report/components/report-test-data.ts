import type { IncomesReportWire } from '@salon/core';
import { sampleAccount, type RecordedCall } from '@/test/fetch-mock';

/* Shared by the report screen's tests: the incomes route and an answer shaped like the API's. */

const B = '/api/v1/business';
export const INCOMES = `${B}/report/incomes`;
const COMPANY_ID = '0190a000-0000-7000-8000-0000000000c1';
export const SALON_ID = '0190a000-0000-7000-8000-0000000000e1';

/** A signed-in owner (or another role) of one salon in Caracas. */
export const session = (role: 'owner' | 'manager' | 'secretary' = 'owner') => {
  localStorage.setItem('accessToken', 'tok');
  const account = {
    ...sampleAccount,
    roles: [{ type: role }],
    company: [{ _id: COMPANY_ID, name: 'Bella C.A.' }],
  };
  return {
    [`GET ${B}/account/me`]: () => ({ body: { data: account } }),
    [`GET ${B}/salon/company/${COMPANY_ID}`]: () => ({
      body: {
        data: [
          {
            _id: SALON_ID,
            title: 'Centro',
            status_salon: 'active',
            open_store: 1,
            time_zone: 'America/Caracas',
          },
        ],
      },
    }),
  };
};

export const queryOf = (call: RecordedCall) => new URL(call.url, 'http://x').searchParams;

export const incomesCalls = (calls: RecordedCall[]) =>
  calls.filter((call) => call.url.split('?')[0] === `/api/proxy${INCOMES}`);

export const incomesReport = (overrides: Partial<IncomesReportWire> = {}): IncomesReportWire => ({
  from: '2030-01-01',
  to: '2030-01-30',
  days: 30,
  time_zone: 'America/Caracas',
  appointments: { total: 5, by_status: { pending: 0, reserved: 1, done: 3, no_show: 0, cancelled: 1 } },
  income: 135,
  average_daily_rate: 4.5,
  unit: 'day',
  series: [
    { period: '2030-01-05', appointments: 2, income: 35 },
    { period: '2030-01-06', appointments: 3, income: 100 },
  ],
  by_employee: [
    { _id: 'e1', name: 'Ana Pérez', count: 2, income: 100, share: 100 / 135 },
    { _id: 'e2', name: 'Luis Mora', count: 1, income: 35, share: 35 / 135 },
  ],
  by_service: [{ _id: 's1', name: 'Corte', count: 3, income: 135, share: 1 }],
  by_payment_method: [
    { method: 'cash', count: 2, income: 100, share: 100 / 135 },
    { method: null, count: 1, income: 35, share: 35 / 135 },
  ],
  deposits: { kept: 0, kept_count: 0, returned: 0, returned_count: 0 },
  ...overrides,
});
