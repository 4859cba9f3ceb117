import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { useState } from 'react';
import type { Pack, PaymentReply, PurchaseFilter } from '@contract/packs';
import {
  cancelAgreement,
  cancelGhooriSubscription,
  createAgreement,
  createPayment,
  paymentStatus,
  purchaseHistory,
  tournamentPacks,
  unsubscribeTelenor,
} from '@contract/routes/packs';
import { api } from '../client';
import { currentUserKeys } from './current-user';

/**
 * Packs, payments and purchase history: the store, the bundle list, the payment method, purchase
 * history and the profile's payment account all read these. Everything a purchase changes starts
 * with 'packs', so one invalidation refreshes them; tournaments' `subscribed` follows the packs.
 */
export const packKeys = {
  all: ['packs'] as const,
  list: () => ['packs', 'list'] as const,
  history: (filter: PurchaseFilter) => ['packs', 'history', filter] as const,
  payment: (paymentId: string) => ['packs', 'payment', paymentId] as const,
};

/**
 * GET v2.0/tournament-packs: every pack and bundle on sale, with is_subscribed, and the operator's
 * time zone that a pack's active_until is shown in.
 */
const packsQueryOptions = () =>
  queryOptions({
    queryKey: packKeys.list(),
    queryFn: async ({ signal }) => (await api.call(tournamentPacks, { signal })).data,
  });
export const usePacks = () => useQuery(packsQueryOptions());

/** POST v2.0/bundles/purchase/history (filter_type weekly | monthly). */
export const usePurchaseHistory = (filter: PurchaseFilter) =>
  useQuery({
    queryKey: packKeys.history(filter),
    queryFn: async ({ signal }) =>
      (await api.call(purchaseHistory, { body: { filter_type: filter }, signal })).data.history,
    placeholderData: keepPreviousData,
  });

/** GET v2.0/payments/{id}: polled every 2 s while the provider has not confirmed. */
export const usePaymentStatus = (paymentId: string | null) =>
  useQuery({
    queryKey: packKeys.payment(paymentId ?? ''),
    queryFn: async ({ signal }) =>
      (await api.call(paymentStatus, { params: { payment_id: paymentId ?? '' }, signal })).data,
    enabled: paymentId !== null,
    refetchInterval: (query) => (query.state.data?.status === 'pending' ? 2000 : false),
  });

/** A pack's payment starts: with the provider (create-payment) or with a new wallet agreement. */
export function useStartPayment() {
  return useMutation({
    mutationFn: async (
      input: { id: number } | { id: number; payerReference: string },
    ): Promise<PaymentReply> =>
      'payerReference' in input
        ? (await api.call(createAgreement, { body: input })).data
        : (
            await api.call(createPayment, {
              body: {
                id: input.id,
                type: 'bundle',
              },
            })
          ).data,
    // Starting twice would make two payments: the screen offers the button again instead.
    networkMode: 'always',
  });
}

/**
 * Subscribe again to a pack still held after unsubscribing (create-payment): its renewal turns
 * back on with nothing to pay now (`renewal_resumed`), so no payment page opens. Should the period
 * have ended meanwhile, the reply is an ordinary payment, which the caller follows.
 */
export function useSubscribeAgain() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (pack: Pack) =>
      (
        await api.call(createPayment, {
          body: {
            id: pack.bundle_id,
            type: 'bundle',
          },
        })
      ).data,
    networkMode: 'always',
    onSuccess: () => queryClient.invalidateQueries({ queryKey: packKeys.all }),
  });
}

/** Unsubscribe: operator billing and the rest by slug, bundle subscriptions by bundle id. */
function useUnsubscribe() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (pack: Pack) =>
      pack.provider === 'ghoori'
        ? await api.call(cancelGhooriSubscription, {
            body: {
              bundle_id: pack.bundle_id,
            },
          })
        : await api.call(unsubscribeTelenor, {
            body: {
              slug: pack.slug,
            },
          }),
    networkMode: 'always',
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: ['tournaments'] });
    },
  });
}

export type UnsubscribeOutcome = { pack: Pack } & ({ ok: true } | { ok: false; error: unknown });

/**
 * Unsubscribe after the player says yes (product-spec §4, §5), for purchase history and the
 * bundle list: the pack being asked about, then the outcome; closing the outcome reloads the
 * packs, so a row that flipped to "not subscribed" does not take the dialogs away with it.
 */
export function useConfirmedUnsubscribe() {
  const queryClient = useQueryClient();
  const unsubscribe = useUnsubscribe();
  const [confirming, setConfirming] = useState<Pack | null>(null);
  const [outcome, setOutcome] = useState<UnsubscribeOutcome | null>(null);
  return {
    confirming,
    ask: (pack: Pack) => setConfirming(pack),
    dismiss: () => setConfirming(null),
    confirm: () => {
      if (!confirming) return;
      const pack = confirming;
      unsubscribe.mutate(pack, {
        onSuccess: () => setOutcome({ pack, ok: true }),
        onError: (error) => setOutcome({ pack, ok: false, error }),
        onSettled: () => setConfirming(null),
      });
    },
    pending: unsubscribe.isPending,
    outcome,
    /** Resolves once the packs are read again (the pack's row may show another action then). */
    closeOutcome: async () => {
      setOutcome(null);
      await queryClient.invalidateQueries({ queryKey: packKeys.all });
    },
  };
}

export type ConfirmedUnsubscribe = ReturnType<typeof useConfirmedUnsubscribe>;

/** POST v2.0/nagorik/cancel-agreement: the profile's "remove payment account". */
export function useCancelAgreement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (agreementID: string) =>
      api.call(cancelAgreement, {
        body: {
          agreementID,
        },
      }),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: currentUserKeys.all });
    },
  });
}

/**
 * The payment redirect rule (product-spec §7): errorCode "00" opens the provider's `url` in a new
 * tab, anything else `redirectUrl`. Returns the in-app page to show meanwhile (the return page,
 * which polls the payment), or null when the whole tab went to an outside page.
 */
export function followPayment(reply: PaymentReply): string | null {
  if (reply.errorCode === '00') {
    window.open(reply.url, '_blank', 'noopener');
    return reply.redirectUrl.startsWith('/') ? reply.redirectUrl : null;
  }
  if (reply.redirectUrl.startsWith('/')) return reply.redirectUrl;
  window.location.assign(reply.redirectUrl);
  return null;
}
