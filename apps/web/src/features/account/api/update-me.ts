import type { AccountWire, UpdateMeBody } from '@salon/core';
import { useMutation } from '@tanstack/react-query';
import { apiRequest, unwrapData } from '@/lib/api-client';

/** The avatar rides beside the fields as a file (multipart). */
export type UpdateMeInput = UpdateMeBody & { avatar?: File };

/** PUT account/me as multipart form data (the avatar is a file). Only the given fields are sent. */
export const putAccountMe = async (input: UpdateMeInput): Promise<AccountWire> => {
  const form = new FormData();
  for (const [key, value] of Object.entries(input)) {
    if (value === undefined) continue;
    if (value instanceof File) form.append(key, value, value.name);
    else form.append(key, String(value));
  }
  return unwrapData(await apiRequest('/api/v1/business/account/me', { method: 'PUT', body: form }));
};

export const useUpdateMe = () => useMutation({ mutationFn: putAccountMe });
