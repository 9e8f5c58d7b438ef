import { zodResolver } from '@hookform/resolvers/zod';
import { loginBodySchema } from '@salon/core';

/** The sign-in form's validation: loaded by `login-view.tsx` when the form is first used. */
export const loginResolver = zodResolver(loginBodySchema);
