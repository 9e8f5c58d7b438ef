/** Query keys of the report feature. */
export const reportKeys = {
  all: ['report'] as const,
  incomes: (params: object) => [...reportKeys.all, 'incomes', params] as const,
};

export const REPORT_PATH = '/api/v1/business/report';
export const INCOMES_PATH = `${REPORT_PATH}/incomes`;
