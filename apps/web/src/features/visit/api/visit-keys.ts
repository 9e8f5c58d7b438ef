/** The public calls of the client's appointment page: the token in the path is the only key. */
export const visitPath = (token: string) => `/api/v1/public/visit/${encodeURIComponent(token)}`;

export const visitKeys = {
  all: ['visit'] as const,
  detail: (token: string) => [...visitKeys.all, token] as const,
  availability: (token: string, from: string, to: string) =>
    [...visitKeys.detail(token), 'availability', from, to] as const,
};
