import type { PromotionFields, PromotionFieldsInput, PromotionWire } from '@salon/core';
import type { QueryClient } from '@tanstack/react-query';
import { promotionKeys } from './promotion-keys';

/** The JSON body of POST / PUT from the checked fields: service ids in `discount` mode, lines otherwise. */
export const promotionBody = (fields: PromotionFields): PromotionFieldsInput => ({
  title: fields.title,
  start: fields.start,
  end: fields.end,
  mode: fields.mode,
  services:
    fields.mode === 'discount'
      ? fields.lines.map((line) => line.service)
      : fields.lines.map((line) => ({ service: line.service, price: line.price })),
  discount: fields.discount,
  is_dollars: fields.is_dollars,
});

/**
 * After a promotion changes: its own entry and the lists, and the screens showing the prices it sets
 * (the service list and preview, the booking dialog's services), which other features key under
 * 'service' and 'appointment'.
 */
export const refreshAfterPromotionChange = (queryClient: QueryClient, saved?: PromotionWire) => {
  if (saved) queryClient.setQueryData(promotionKeys.one(saved._id), saved);
  void queryClient.invalidateQueries({ queryKey: ['service'] });
  void queryClient.invalidateQueries({ queryKey: ['appointment'] });
  return queryClient.invalidateQueries({ queryKey: promotionKeys.lists() });
};
