import type { CompanyWire, CreateCompanyBody, RifCheckBody } from '@salon/core';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest, unwrapData } from '@/lib/api-client';

const BASE = '/api/v1/business/company';
export const myCompanyQueryKey = ['company', 'my'] as const;

/** GET /company/my: the business's company, or null before it is created. */
export const fetchMyCompany = async (): Promise<CompanyWire | null> =>
  unwrapData<CompanyWire | null>(await apiRequest(`${BASE}/my`));

export const myCompanyQuery = () => queryOptions({ queryKey: myCompanyQueryKey, queryFn: fetchMyCompany });
export const useMyCompany = (enabled = true) => useQuery({ ...myCompanyQuery(), enabled });

/** POST /company/rif: whether a RIF is still free. */
export const checkRif = async (rif: string): Promise<{ rif: string; available: boolean }> => {
  const body: RifCheckBody = { rif };
  return unwrapData(await apiRequest(`${BASE}/rif`, { method: 'POST', encoding: 'form', body }));
};

/** The logo rides beside the fields as a file. */
export type CreateCompanyInput = CreateCompanyBody & { logo: File };

/** POST /company (multipart); the address travels JSON-encoded in its field. */
export const createCompany = async (input: CreateCompanyInput): Promise<CompanyWire> => {
  const form = new FormData();
  form.append('name', input.name);
  form.append('rif', input.rif);
  form.append('phone', input.phone);
  form.append('email', input.email);
  form.append('address', JSON.stringify(input.address));
  form.append('logo', input.logo);
  return unwrapData<CompanyWire>(await apiRequest(BASE, { method: 'POST', body: form }));
};

export const useCreateCompany = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createCompany,
    onSuccess: (company) => client.setQueryData(myCompanyQueryKey, company),
  });
};
