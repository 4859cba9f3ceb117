import { useCallback, useEffect, useReducer, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type {
  BattleFinished,
  BattleMatched,
  BattlePlayer,
  BattleQuestionView,
  BattleReveal,
  BattleStake,
  BattleState,
  InviteReceived,
} from '@contract/battles';
import { ApiError } from '@web/api/api-error';
import { getAuth } from '@web/api/auth-storage';
import { currentUserKeys } from '@web/api/queries/current-user';
import { playCue } from '@web/ui/quiz/sound-effects';
import { type BattleSocket, openBattleSocket, send } from '../api/battle-socket';
import { battleKeys } from '../api/get-battles';

type Connection = 'connecting' | 'online' | 'reconnecting' | 'failed';
type Stage = 'lobby' | 'searching' | 'inviting' | 'matched' | 'play' | 'finished';
/** What the player sees of the opponent's connection: "back" for a while after "away". */
type Presence = 'here' | 'away' | 'back';

interface OnScreenQuestion {
  no: number;
  view: BattleQuestionView;
  /** The deadline on this phone's clock (the server's deadline moved by the clocks' offset). */
  endsAt: number;
}

interface MyAnswer {
  no: number;
  answerId: number;
  status: 'sending' | 'accepted' | 'refused';
  error: unknown;
}

export interface BattleView {
  connection: Connection;
  connectError: unknown;
  stage: Stage;
  /** When this phone started waiting (searching or inviting). */
  since: number;
  stake: BattleStake | null;
  /** The friend waited for (an invitation sent). */
  invitee: { id: number; name: string } | null;
  /** Live invitations from friends, newest first. */
  incoming: InviteReceived[];
  queueTimedOut: boolean;
  /** A refused join, invitation or acceptance, shown on the lobby. */
  actionError: unknown;
  battleId: number | null;
  opponent: BattlePlayer | null;
  questionCount: number;
  questionSeconds: number;
  question: OnScreenQuestion | null;
  answer: MyAnswer | null;
  /** The question number the opponent has answered. */
  opponentAnswered: number | null;
  presence: Presence;
  reveal: BattleReveal | null;
  scores: Record<string, number>;
  finished: BattleFinished | null;
}

// The rules' defaults (game-rules "Live battles"), until battle:matched names the battle's own.
const QUESTIONS = 7;
const SECONDS = 15;

const initial: BattleView = {
  connection: 'connecting',
  connectError: null,
  stage: 'lobby',
  since: 0,
  stake: null,
  invitee: null,
  incoming: [],
  queueTimedOut: false,
  actionError: null,
  battleId: null,
  opponent: null,
  questionCount: QUESTIONS,
  questionSeconds: SECONDS,
  question: null,
  answer: null,
  opponentAnswered: null,
  presence: 'here',
  reveal: null,
  scores: {},
  finished: null,
};

type Action =
  | { type: 'connection'; connection: Connection; error?: unknown }
  | {
      type: 'waiting';
      stage: 'searching' | 'inviting';
      stake: BattleStake;
      invitee?: BattleView['invitee'];
    }
  | { type: 'lobby'; error?: unknown; timedOut?: boolean }
  | { type: 'incoming'; invite: InviteReceived }
  | { type: 'dropInvite'; inviteId: number }
  | { type: 'matched'; matched: BattleMatched }
  | { type: 'question'; battleId: number; no: number; view: BattleQuestionView; endsAt: number }
  | { type: 'answer'; answer: MyAnswer }
  | { type: 'opponent'; no: number }
  | { type: 'presence'; presence: Presence }
  | { type: 'reveal'; reveal: BattleReveal }
  | { type: 'finished'; finished: BattleFinished }
  | { type: 'state'; state: BattleState; endsAt: number | null };

function reduce(view: BattleView, action: Action): BattleView {
  switch (action.type) {
    case 'connection':
      return { ...view, connection: action.connection, connectError: action.error ?? null };
    case 'waiting':
      return {
        ...view,
        stage: action.stage,
        stake: action.stake,
        invitee: action.invitee ?? null,
        since: Date.now(),
        queueTimedOut: false,
        actionError: null,
      };
    case 'lobby':
      return {
        ...view,
        stage: 'lobby',
        invitee: null,
        actionError: action.error ?? null,
        queueTimedOut: action.timedOut ?? false,
      };
    case 'incoming':
      return {
        ...view,
        incoming: [
          action.invite,
          ...view.incoming.filter((i) => i.invite_id !== action.invite.invite_id),
        ],
      };
    case 'dropInvite':
      return { ...view, incoming: view.incoming.filter((i) => i.invite_id !== action.inviteId) };
    case 'matched':
      return {
        ...initial,
        connection: view.connection,
        stage: 'matched',
        battleId: action.matched.battle_id,
        opponent: action.matched.opponent,
        stake: action.matched.stake,
        questionCount: action.matched.question_count,
        questionSeconds: action.matched.question_seconds,
      };
    case 'question':
      return {
        ...view,
        stage: 'play',
        battleId: action.battleId,
        question: { no: action.no, view: action.view, endsAt: action.endsAt },
        answer: view.answer?.no === action.no ? view.answer : null,
        opponentAnswered: view.opponentAnswered === action.no ? action.no : null,
        reveal: null,
        // A new question ends the "back" notice; "away" stays until they return.
        presence: view.presence === 'back' ? 'here' : view.presence,
      };
    case 'answer':
      return { ...view, answer: action.answer };
    case 'opponent':
      return { ...view, opponentAnswered: action.no };
    case 'presence':
      return { ...view, presence: action.presence };
    case 'reveal':
      return { ...view, reveal: action.reveal, scores: action.reveal.scores };
    case 'finished':
      return {
        ...view,
        stage: 'finished',
        finished: action.finished,
        scores: action.finished.scores,
        question: null,
        reveal: null,
      };
    case 'state': {
      const s = action.state;
      const sameQuestion = view.question?.no === s.question_no;
      return {
        ...view,
        stage: 'play',
        battleId: s.battle_id,
        opponent: s.opponent,
        scores: s.scores,
        question:
          s.question && action.endsAt !== null
            ? { no: s.question_no, view: s.question, endsAt: action.endsAt }
            : null,
        answer: sameQuestion ? view.answer : null,
        reveal: s.question ? null : view.reveal,
      };
    }
  }
}

/** How many ms the server's clock is ahead of this phone's, from the last question's stamp. */
function offsetFrom(serverTime: string): number {
  const at = Date.parse(serverTime);
  return Number.isFinite(at) ? at - Date.now() : 0;
}

/**
 * One player's live battle: the `/battle` socket for as long as the screen is open, and what its
 * events say, as one view. The server is the only judge: the countdown runs to its deadline, a
 * reload or a reconnect takes its snapshot (`battle:state`), and scores come from its reveals.
 */
export function useBattle() {
  const [view, dispatch] = useReducer(reduce, initial);
  const socketRef = useRef<BattleSocket | null>(null);
  const offset = useRef<number | null>(null);
  const me = getAuth()?.user_id ?? -1;
  const queryClient = useQueryClient();
  const viewRef = useRef(view);
  // Answer taps read the view they were made on, not the one their callback was created with.
  useEffect(() => {
    viewRef.current = view;
  }, [view]);

  useEffect(() => {
    const token = getAuth()?.token;
    if (!token) return;
    const socket = openBattleSocket(token);
    socketRef.current = socket;
    const local = (iso: string) => Date.parse(iso) - (offset.current ?? 0);
    let everConnected = false;

    socket.on('connect', () => {
      everConnected = true;
      dispatch({ type: 'connection', connection: 'online' });
    });
    socket.on('disconnect', (reason) => {
      if (reason === 'io client disconnect') return;
      dispatch({ type: 'connection', connection: 'reconnecting' });
    });
    socket.on('connect_error', (err: Error & { data?: { code?: string } }) => {
      // A refusal by the server (a bad token) is not retried by Socket.IO: say so, with Retry.
      if (!socket.active) {
        const status = err.data?.code === 'unauthorized' ? 401 : 503;
        dispatch({
          type: 'connection',
          connection: 'failed',
          error: new ApiError(status, err.message, {
            code: status === 401 ? 'unauthorized' : null,
          }),
        });
        return;
      }
      // Socket.IO tries again by itself: the first connection is still "connecting".
      dispatch({ type: 'connection', connection: everConnected ? 'reconnecting' : 'connecting' });
    });
    socket.on('invite:received', (invite) => dispatch({ type: 'incoming', invite }));
    socket.on('queue:timeout', () => dispatch({ type: 'lobby', timedOut: true }));
    socket.on('battle:matched', (matched) => {
      offset.current = null;
      dispatch({ type: 'matched', matched });
    });
    socket.on('battle:question', (q) => {
      // A stamp read late (a slow network, a busy phone) makes the server look behind by the
      // delay: the least delayed stamp seen in this battle is the best guess.
      const seen = offsetFrom(q.server_time);
      offset.current = offset.current === null ? seen : Math.max(offset.current, seen);
      dispatch({
        type: 'question',
        battleId: q.battle_id,
        no: q.question_no,
        view: q.question,
        endsAt: local(q.ends_at),
      });
    });
    socket.on('battle:opponent', (o) => dispatch({ type: 'opponent', no: o.question_no }));
    socket.on('battle:presence', (p) => {
      if (p.user_id === me) return;
      dispatch({ type: 'presence', presence: p.connected ? 'back' : 'away' });
    });
    socket.on('battle:reveal', (reveal) => {
      dispatch({ type: 'reveal', reveal });
      const mine = reveal.answers[String(me)];
      playCue(mine?.correct ? 'correct' : 'wrong');
    });
    socket.on('battle:finished', (finished) => {
      dispatch({ type: 'finished', finished });
      playCue(
        finished.result === 'win' ? 'correct' : finished.result === 'loss' ? 'wrong' : 'tick',
      );
      // The wallet and the history moved.
      void queryClient.invalidateQueries({ queryKey: currentUserKeys.all });
      void queryClient.invalidateQueries({ queryKey: battleKeys.all });
    });
    socket.on('battle:state', (state) => {
      if (state.status === 'finished') return;
      dispatch({ type: 'state', state, endsAt: state.ends_at ? local(state.ends_at) : null });
    });

    // The phone says it lost its network: show it now, rather than after the ping times out,
    // and try again as soon as it is back.
    const offline = () => {
      dispatch({ type: 'connection', connection: 'reconnecting' });
      socket.io.engine?.close();
    };
    const online = () => {
      if (!socket.connected) socket.connect();
    };
    window.addEventListener('offline', offline);
    window.addEventListener('online', online);
    return () => {
      window.removeEventListener('offline', offline);
      window.removeEventListener('online', online);
      socketRef.current = null;
      socket.disconnect();
    };
  }, [me, queryClient]);

  const withSocket = useCallback(
    async <T>(fn: (socket: BattleSocket) => Promise<T>): Promise<T> => {
      const socket = socketRef.current;
      if (!socket?.connected) throw new ApiError(0, 'Not connected');
      return fn(socket);
    },
    [],
  );

  const join = useCallback(
    async (stake: BattleStake, topicId: number | null) => {
      try {
        await withSocket((s) =>
          send(s, 'queue:join', topicId === null ? { stake } : { stake, topic_id: topicId }),
        );
        dispatch({ type: 'waiting', stage: 'searching', stake });
      } catch (error) {
        dispatch({ type: 'lobby', error });
      }
    },
    [withSocket],
  );

  const leave = useCallback(async () => {
    dispatch({ type: 'lobby' });
    await withSocket((s) => send(s, 'queue:leave', {})).catch(() => undefined);
  }, [withSocket]);

  const invite = useCallback(
    async (friend: { id: number; name: string }, stake: BattleStake, topicId: number | null) => {
      try {
        await withSocket((s) =>
          send(s, 'invite:send', {
            friend_user_id: friend.id,
            stake,
            ...(topicId === null ? {} : { topic_id: topicId }),
          }),
        );
        dispatch({ type: 'waiting', stage: 'inviting', stake, invitee: friend });
      } catch (error) {
        dispatch({ type: 'lobby', error });
      }
    },
    [withSocket],
  );

  const stopWaiting = useCallback(() => dispatch({ type: 'lobby' }), []);

  const accept = useCallback(
    async (inviteId: number) => {
      try {
        await withSocket((s) => send(s, 'invite:accept', { invite_id: inviteId }));
      } catch (error) {
        dispatch({ type: 'lobby', error });
      }
      dispatch({ type: 'dropInvite', inviteId });
    },
    [withSocket],
  );

  const decline = useCallback(
    async (inviteId: number) => {
      dispatch({ type: 'dropInvite', inviteId });
      await withSocket((s) => send(s, 'invite:decline', { invite_id: inviteId })).catch(
        () => undefined,
      );
    },
    [withSocket],
  );

  const answer = useCallback(
    async (answerId: number) => {
      const { battleId, question } = viewRef.current;
      if (battleId === null || question === null) return;
      const previous = viewRef.current.answer;
      if (previous?.no === question.no && previous.status !== 'refused') return;
      const no = question.no;
      playCue('tick');
      dispatch({ type: 'answer', answer: { no, answerId, status: 'sending', error: null } });
      try {
        await withSocket((s) =>
          send(s, 'battle:answer', { battle_id: battleId, question_no: no, answer_id: answerId }),
        );
        dispatch({ type: 'answer', answer: { no, answerId, status: 'accepted', error: null } });
      } catch (error) {
        // already_answered: another tab of this player got there first; it stands.
        const stands = error instanceof ApiError && error.code === 'already_answered';
        dispatch({
          type: 'answer',
          answer: { no, answerId, status: stands ? 'accepted' : 'refused', error },
        });
      }
    },
    [withSocket],
  );
  const reconnect = useCallback(() => {
    dispatch({ type: 'connection', connection: 'connecting' });
    socketRef.current?.connect();
  }, []);

  return { view, me, join, leave, invite, stopWaiting, accept, decline, answer, reconnect };
}
