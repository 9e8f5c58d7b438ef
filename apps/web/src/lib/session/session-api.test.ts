import { describe, expect, it, vi } from 'vitest';
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

  it('falls back to no salons and no subscription when the endpoints fail or there is no company', async () => {
    const calls = mockApi({});
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(await loadBusinessContext(withCompany)).toEqual({ salons: [], subscription: null });
    expect(calls).toHaveLength(2);
    expect((await loadBusinessContext(sampleAccount)).salons).toEqual([]);
    expect(calls).toHaveLength(2);
  });

  it("loads the owner's subscription, and none for a manager", async () => {
    const subscription = { _id: 'sub', plan: 'standard_plan', state: 'trialing' };
    const calls = mockApi({
      'GET /api/v1/business/billing/active': () => ({ body: { data: subscription } }),
    });
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect((await loadBusinessContext(withCompany)).subscription).toEqual(subscription);
    const manager = { ...withCompany, roles: [{ type: 'manager' as const }] };
    expect((await loadBusinessContext(manager)).subscription).toBeNull();
    expect(calls.filter((call) => call.url.includes('/billing/'))).toHaveLength(1);
  });

  it("takes other accounts' salons from the account", async () => {
    const calls = mockApi({});
    const employee = { ...sampleAccount, account_type: 'employee' as const, salon: [{ _id: 's9' }] };
    expect((await loadBusinessContext(employee)).salons).toEqual([{ _id: 's9' }]);
    expect(calls).toHaveLength(0);
  });
});
