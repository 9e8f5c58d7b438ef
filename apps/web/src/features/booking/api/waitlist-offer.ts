import type { BookingWire, WaitlistOfferWire } from '@salon/core';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest, toErrorEnvelope } from '@/lib/api-client';

/** The public calls of a waitlist offer's page: the token in the link is the only key. */
export const offerPath = (token: string) => `/api/v1/public/waitlist/offer/${encodeURIComponent(token)}`;

export const offerKeys = {
  detail: (token: string) => ['waitlist-offer', token] as const,
};

/** GET public/waitlist/offer/{token}: the offered time as its client sees it; 404 WAITLIST_OFFER_NOT_FOUND. */
export const fetchOffer = async (token: string): Promise<WaitlistOfferWire> =>
  (await apiRequest<{ data: WaitlistOfferWire }>(offerPath(token))).data;

export const offerQuery = (token: string) =>
  queryOptions({
    queryKey: offerKeys.detail(token),
    queryFn: () => fetchOffer(token),
    // An unknown link stays unknown; other failures are worth one more try.
    retry: (failures, error) => toErrorEnvelope(error).statusCode !== 404 && failures < 1,
  });

export const useOffer = (token: string) => useQuery(offerQuery(token));

/** POST …/claim: books the time (the booking's answer); 409 WAITLIST_OFFER_GONE or _EXPIRED. */
export const claimOffer = async (token: string): Promise<BookingWire> =>
  (await apiRequest<{ data: BookingWire }>(`${offerPath(token)}/claim`, { method: 'POST', body: {} })).data;

/** POST …/decline ("No thanks") and …/leave (off the waitlist): both answer the offer as it now is. */
const answerOffer = async (token: string, action: 'decline' | 'leave'): Promise<WaitlistOfferWire> =>
  (
    await apiRequest<{ data: WaitlistOfferWire }>(`${offerPath(token)}/${action}`, {
      method: 'POST',
      body: {},
    })
  ).data;

export const useClaimOffer = (token: string) => useMutation({ mutationFn: () => claimOffer(token) });

export const useAnswerOffer = (token: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: 'decline' | 'leave') => answerOffer(token, action),
    onSuccess: (offer) => queryClient.setQueryData(offerKeys.detail(token), offer),
  });
};
