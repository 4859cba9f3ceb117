import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PromotionCreate, PromotionUpdate } from '@contract/console-promotions';
import {
  createPromotion,
  endPromotion,
  listPromotions,
  updatePromotion,
} from '@contract/routes/console-promotions';
import { call } from '../../api/client';

const promotionsKey = ['console', 'promotions'] as const;

const promotionsQuery = () =>
  queryOptions({ queryKey: promotionsKey, queryFn: () => call(listPromotions) });
export const usePromotions = () => useQuery(promotionsQuery());

function usePromotionWrite<V, R>(write: (vars: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    // The audit log gained a row too.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['console'] }),
  });
}

export const useCreatePromotion = () =>
  usePromotionWrite((body: PromotionCreate) => call(createPromotion, { body }));

export const useUpdatePromotion = () =>
  usePromotionWrite((v: { id: number; body: PromotionUpdate }) =>
    call(updatePromotion, { params: { id: v.id }, body: v.body }),
  );

export const useEndPromotion = () =>
  usePromotionWrite((v: { id: number; reason: string }) =>
    call(endPromotion, { params: { id: v.id }, body: { reason: v.reason } }),
  );
