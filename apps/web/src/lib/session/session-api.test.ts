import { describe, expect, it } from 'vitest';
import { mockApi, sampleAccount } from '@/test/fetch-mock';
import { loadBusinessContext } from './session-api';

const companyId = '0190a000-0000-7000-8000-0000000000c1';
const withCompany = { ...sampleAccount, company: [{ _id: companyId, name: 'Bella Spa' }] };

describe('loadBusinessContext', () => {
  it("loads the company's salons for a business account", async () => {
    mockApi({
      [`GET /api/v1/business/salon/company/${companyId}`]: () => ({
        body: { data: [{ _id: 's1', title: 'Centro' }, { title: 'no id' }] },
      }),
    });
    expect(await loadBusinessContext(withCompany)).toEqual({
      salons: [{ _id: 's1', title: 'Centro' }],
      subscription: null,
    });
  });

  it('falls back to no salons when the endpoint is missing or there is no company', async () => {
    const calls = mockApi({});
    expect((await loadBusinessContext(withCompany)).salons).toEqual([]);
    expect(calls).toHaveLength(1);
    expect((await loadBusinessContext(sampleAccount)).salons).toEqual([]);
    expect(calls).toHaveLength(1);
  });

  it("takes other accounts' salons from the account", async () => {
    const calls = mockApi({});
    const employee = { ...sampleAccount, account_type: 'employee' as const, salon: [{ _id: 's9' }] };
    expect((await loadBusinessContext(employee)).salons).toEqual([{ _id: 's9' }]);
    expect(calls).toHaveLength(0);
  });
});
