import type { z } from 'zod';
import type { RefusalStatus } from './endpoint';
import type { ErrorData } from './errors';
import * as S from './battles';

/**
 * Every event of the `/battle` namespace, declared once (interfaces.md "Live battles"): the server
 * registers its handlers from `clientEvents`, `GET /api/asyncapi.json` is generated from both
 * tables, and the web app's socket is typed by them, as routes are by the HTTP contract.
 */
export { BATTLE_NAMESPACE, BATTLE_SOCKET_PATH } from './battle-socket';

export interface ClientEvent {
  summary: string;
  payload: z.ZodType;
  /** The acknowledgement's `data` on success, inside the HTTP envelope. */
  reply: z.ZodType;
  /** Refusals besides 422 (a bad payload), 429 (a flood) and 500/503, which every event can get. */
  refusals: readonly RefusalStatus[];
}

export interface ServerEvent {
  summary: string;
  payload: z.ZodType;
}

export const clientEvents = {
  'queue:join': {
    summary:
      'Wait for a quick battle of this stake and topic (none: mixed); another tab joins the same queue',
    payload: S.ZQueueJoin,
    reply: S.ZQueued,
    refusals: [402, 404, 409],
  },
  'queue:leave': {
    summary: 'Stop waiting; nothing is charged',
    payload: S.ZQueueLeave,
    reply: S.ZQueued,
    refusals: [],
  },
  'invite:send': {
    summary: 'Invite a friend to a battle; they have 60 s to accept',
    payload: S.ZInviteSend,
    reply: S.ZInviteSent,
    refusals: [402, 403, 404, 409],
  },
  'invite:accept': {
    summary: "Accept a friend's invitation: the battle starts and both stakes are escrowed",
    payload: S.ZInviteId,
    reply: S.ZInviteAccepted,
    refusals: [402, 404, 409],
  },
  'invite:decline': {
    summary: "Decline a friend's invitation",
    payload: S.ZInviteId,
    reply: S.ZInviteDeclined,
    refusals: [404, 409],
  },
  'battle:answer': {
    summary:
      'Answer the question on screen, judged by the server clock (409 already_answered or question_closed)',
    payload: S.ZBattleAnswer,
    reply: S.ZAnswerAccepted,
    refusals: [404, 409],
  },
  'battle:rejoin': {
    summary: "The battle's snapshot, as sent on connecting",
    payload: S.ZBattleRejoin,
    reply: S.ZBattleState,
    refusals: [404],
  },
} as const satisfies Record<string, ClientEvent>;

export const serverEvents = {
  'invite:received': {
    summary: 'A friend invites the player to a battle',
    payload: S.ZInviteReceived,
  },
  'queue:timeout': {
    summary: 'A stake queue ended with nobody to meet; nothing was charged',
    payload: S.ZQueueTimeout,
  },
  'battle:matched': {
    summary: 'A battle starts: the opponent (maybe the practice bot), the stake, the questions',
    payload: S.ZBattleMatched,
  },
  'battle:question': {
    summary: "The next question for both players at once, with its deadline by the server's clock",
    payload: S.ZBattleQuestion,
  },
  'battle:opponent': {
    summary: 'The opponent has answered the question on screen (not what)',
    payload: S.ZBattleOpponent,
  },
  'battle:presence': {
    summary: 'The opponent left (connected false) or came back',
    payload: S.ZBattlePresence,
  },
  'battle:reveal': {
    summary: 'The question is over: the right option, both picks and the running scores',
    payload: S.ZBattleReveal,
  },
  'battle:finished': {
    summary: "The battle is over: the receiver's result, the scores and the coins moved",
    payload: S.ZBattleFinished,
  },
  'battle:state': {
    summary: 'Where the battle stands, sent on every connection while a battle runs',
    payload: S.ZBattleState,
  },
} as const satisfies Record<string, ServerEvent>;

export type ClientEventName = keyof typeof clientEvents;
export type ServerEventName = keyof typeof serverEvents;

/** The acknowledgement of every client event: the HTTP envelope (an error's `data` is its code). */
export interface Ack<T> {
  status_code: number;
  success: boolean;
  message: string;
  data: T;
}

/** Socket.IO's typed maps (its `Server<…>` and `Socket<…>` generics), from the tables above. */
export type ClientToServerEvents = {
  [E in ClientEventName]: (
    payload: z.input<(typeof clientEvents)[E]['payload']>,
    ack: (reply: Ack<z.output<(typeof clientEvents)[E]['reply']> | ErrorData>) => void,
  ) => void;
};
export type ServerToClientEvents = {
  [E in ServerEventName]: (payload: z.output<(typeof serverEvents)[E]['payload']>) => void;
};
