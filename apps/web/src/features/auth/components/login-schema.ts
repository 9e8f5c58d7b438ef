/** The sign-in form's rules: loaded by `login-view.tsx` with the form's first focus or submit (and zod with them). */
export { loginBodySchema } from '@salon/core';
