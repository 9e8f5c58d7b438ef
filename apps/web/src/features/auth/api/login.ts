import type { ErrorEnvelope, LoginBody } from '@salon/core';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import type { LoginData } from '@/lib/session/session-context';

/** POST /auth/login, form-encoded. An answer without `data` is "Invalid login response format". */
export const postLogin = async (input: LoginBody): Promise<LoginData> => {
  const body = await apiRequest<{ data?: Partial<LoginData> } | undefined>('/auth/login', {
    method: 'POST',
    encoding: 'form',
    body: { ...input },
  });
  const data = body?.data;
  if (!data || typeof data.token !== 'string' || typeof data.user !== 'object' || data.user === null) {
    const failure: ErrorEnvelope = {
      statusCode: 0,
      code: 'INVALID_LOGIN_RESPONSE',
      message: 'Invalid login response format',
    };
    throw failure;
  }
  return {
    ...data,
    company: data.company ?? [],
    salon: data.salon ?? [],
    is_password_temp: data.is_password_temp === true,
  } as LoginData;
};

export const useLogin = () => useMutation({ mutationFn: postLogin });
