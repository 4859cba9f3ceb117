import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import type { WalletAdjustmentRequest } from '@contract/console-care';
import type { InputOf } from '@contract/endpoint';
import type {
  playerAudit,
  playerBattles,
  playerChallenges,
  playerEntries,
  playerGames,
  playerLedger,
} from '@contract/routes/console-care';
import {
  adjustWallet,
  approveWalletCredit,
  blockPlayer,
  declineWalletCredit,
  getPlayer,
  resetPlayerAvatar,
  resetPlayerName,
  searchPlayers,
  unblockPlayer,
  unsubscribePlayer,
  walletApprovals,
} from '@contract/routes/console-care';
import { call } from '../../api/client';

const careKey = ['console', 'care'] as const;
const playerKey = (id: number) => [...careKey, 'player', id] as const;
const approvalsKey = [...careKey, 'approvals'] as const;

const searchQuery = (q: string) =>
  queryOptions({
    queryKey: [...careKey, 'search', q],
    queryFn: async () => (await call(searchPlayers, { query: { q } })).players,
    enabled: q.length > 0,
  });
export const useSearch = (q: string) => useQuery(searchQuery(q));

export const usePlayer = (id: number) =>
  useQuery({ queryKey: playerKey(id), queryFn: () => call(getPlayer, { params: { id } }) });

/** The paged parts of a subscriber's page, each fetched a page at a time. */
export type PagedRoute =
  | typeof playerLedger
  | typeof playerGames
  | typeof playerEntries
  | typeof playerChallenges
  | typeof playerBattles
  | typeof playerAudit;
const PER_PAGE = 10;

export function usePaged<R extends PagedRoute>(route: R, id: number, page: number) {
  return useQuery({
    queryKey: [...playerKey(id), route, page],
    queryFn: () =>
      call(route, { params: { id }, query: { page, per_page: PER_PAGE } } as unknown as InputOf<R>),
    placeholderData: keepPreviousData,
  });
}

/** Every action changes the page and adds a row to its staff history: refetch all of it. */
function useAction<V, R>(id: number, write: (vars: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: playerKey(id) }),
  });
}

export function useAdjust(id: number) {
  const queryClient = useQueryClient();
  return useAction(id, async (body: WalletAdjustmentRequest) => {
    const done = await call(adjustWallet, { params: { id }, body });
    // A credit above support's cap joins the admins' list of credits awaiting a second admin.
    if (done.approval) await queryClient.invalidateQueries({ queryKey: approvalsKey });
    return done;
  });
}

/** Admins' credits awaiting a second admin, oldest first (admins only). */
export const useApprovals = () =>
  useQuery({
    queryKey: approvalsKey,
    queryFn: async () => (await call(walletApprovals)).approvals,
  });

const DECIDE = { approve: approveWalletCredit, decline: declineWalletCredit } as const;
export type Decision = keyof typeof DECIDE;
/** A second admin's decision: the list and the subscriber's page (wallet, history) change. */
export function useDecide(decision: Decision) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (v: { id: number; reason: string }) =>
      call(DECIDE[decision], { params: { id: v.id }, body: { reason: v.reason } }),
    // Refused too (another admin decided first): the list is stale either way.
    onSettled: (done) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: approvalsKey }),
        done && queryClient.invalidateQueries({ queryKey: playerKey(done.approval.player_id) }),
      ]),
  });
}

export type SimpleAction = 'block' | 'unblock' | 'resetName' | 'resetAvatar';
const SIMPLE = {
  block: blockPlayer,
  unblock: unblockPlayer,
  resetName: resetPlayerName,
  resetAvatar: resetPlayerAvatar,
} as const;
export const useSimpleAction = (id: number, action: SimpleAction) =>
  useAction(id, (reason: string) => call(SIMPLE[action], { params: { id }, body: { reason } }));

export const useUnsubscribe = (id: number) =>
  useAction(id, (v: { subscriptionId: number; reason: string }) =>
    call(unsubscribePlayer, {
      params: { id },
      body: { subscription_id: v.subscriptionId, reason: v.reason },
    }),
  );
