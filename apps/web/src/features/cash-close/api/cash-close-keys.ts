/** Query keys and paths of the daily cash close; every key starts with 'cashClose'. */
export const CASH_CLOSE_PATH = '/api/v1/business/cash-close';

export const cashCloseKeys = {
  all: ['cashClose'] as const,
  day: (salonId: string, date: string) => [...cashCloseKeys.all, 'day', salonId, date] as const,
};
