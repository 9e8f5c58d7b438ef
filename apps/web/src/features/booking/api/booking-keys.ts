/** The public calls of the booking page (`/api/v1/public/salon/{slug}`): no login, the slug is the key. */
export const bookingPath = (slug: string) => `/api/v1/public/salon/${encodeURIComponent(slug)}`;

export interface AvailabilityParams {
  serviceIds: readonly string[];
  /** null: anyone free (for the whole visit). */
  employeeId: string | null;
  /** A person per service instead, in the order of `serviceIds` (null: anyone who performs it). */
  employeeIds?: readonly (string | null)[] | null;
  /** Local days (YYYY-MM-DD) of the salon's calendar, both included. */
  from: string;
  to: string;
}

export const bookingKeys = {
  all: ['booking'] as const,
  salon: (slug: string) => [...bookingKeys.all, slug] as const,
  availability: (slug: string, params: AvailabilityParams) =>
    [
      ...bookingKeys.salon(slug),
      'availability',
      params.serviceIds.join(','),
      params.employeeId ?? '',
      params.employeeIds?.map((id) => id ?? '*').join(',') ?? '',
      params.from,
      params.to,
    ] as const,
};
