import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AnswerOutcome, GameState } from '@contract/gameplay';
import { submitAnswer } from './submit-answer';
import { tryAgain } from './try-again';

const question = {
  question_id: 41,
  question_no: 3,
  questions_left: 7,
  type: 'text' as const,
  src_url: null,
  question_value: 'Where is the Taj Mahal?',
  options: [
    { id: 1, value: 'Delhi' },
    { id: 2, value: 'Agra' },
  ],
  timer: 20,
  remaining_time: 12,
};
const wrong: AnswerOutcome = {
  answer_id: 1,
  is_correct: false,
  timed_out: false,
  correct_answer_id: null,
  points: 0,
  try_again_used: false,
};

function gameWith(answer: AnswerOutcome | null): GameState {
  return {
    game_id: 7,
    topic_id: 3,
    topic_name: 'World Landmarks',
    status: 'playing',
    total_quiz: 10,
    total_correct: 2,
    points: 30,
    question,
    answer,
    tried_option_id: null,
    question_finished: false,
    result: null,
    wallet: { coins: 480, gems: 5 },
    try_again_coin_amount: 20,
    fifty_fifty_coin_amount: 50,
    get_answer_gem_amount: 1,
  };
}

type Reply = { status: number; data?: unknown; retryAfter?: string } | 'lost';

/** The server's replies per route, in order; records each call as "METHOD path". */
function server(routes: Record<string, Reply[]>) {
  const calls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const call = `${init?.method ?? 'GET'} ${url}`;
      calls.push(call);
      const reply = routes[call]?.shift();
      if (!reply) throw new Error(`unexpected ${call}`);
      if (reply === 'lost') throw new TypeError('Failed to fetch');
      const body = {
        status_code: reply.status,
        success: reply.status < 400,
        message: reply.status < 400 ? 'OK' : 'Refused',
        data: reply.data ?? null,
      };
      const headers: Record<string, string> = reply.retryAfter
        ? { 'Retry-After': reply.retryAfter }
        : {};
      return new Response(JSON.stringify(body), { status: reply.status, headers });
    }),
  );
  return calls;
}

const SUBMIT = 'POST /api/v2.0/gameplay/submit';
const TRY_AGAIN = 'POST /api/v2.0/gameplay/try-again';
const READ = 'GET /api/v2.0/gameplay/7';
const pick = { questionId: 41, answerId: 1, remainingTime: 12 };

beforeEach(() => {
  vi.stubGlobal('localStorage', { getItem: () => null, setItem: () => {}, removeItem: () => {} });
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('a submit whose reply is lost', () => {
  it('shows what the server recorded when the answer landed', async () => {
    const calls = server({ [SUBMIT]: ['lost'], [READ]: [{ status: 200, data: gameWith(wrong) }] });
    await expect(submitAnswer(7, pick)).resolves.toEqual({ kind: 'state', game: gameWith(wrong) });
    expect(calls).toEqual([SUBMIT, READ]);
  });

  it('reads the game back after a 503 too, waiting out a server that is still restarting', async () => {
    const calls = server({
      [SUBMIT]: [{ status: 503, retryAfter: '0' }],
      [READ]: [
        { status: 503, retryAfter: '0' },
        { status: 200, data: gameWith(wrong) },
      ],
    });
    await expect(submitAnswer(7, pick)).resolves.toMatchObject({ kind: 'state' });
    expect(calls).toEqual([SUBMIT, READ, READ]);
  });

  it("fails with the write's own error when the answer did not land, and is not resent", async () => {
    const calls = server({
      [SUBMIT]: [{ status: 503, retryAfter: '0' }],
      [READ]: [{ status: 200, data: gameWith(null) }],
    });
    await expect(submitAnswer(7, pick)).rejects.toMatchObject({ status: 503 });
    expect(calls).toEqual([SUBMIT, READ]);
  });

  it('settles "already answered" (409) by the game too', async () => {
    server({ [SUBMIT]: [{ status: 409 }], [READ]: [{ status: 200, data: gameWith(wrong) }] });
    await expect(submitAnswer(7, pick)).resolves.toMatchObject({ kind: 'state' });
  });

  it('takes any other refusal as it is, without reading', async () => {
    const calls = server({ [SUBMIT]: [{ status: 422 }] });
    await expect(submitAnswer(7, pick)).rejects.toMatchObject({ status: 422 });
    expect(calls).toEqual([SUBMIT]);
  });
});

describe('a try-again whose reply is lost', () => {
  it('went through when the question is served again, unanswered', async () => {
    const calls = server({
      [TRY_AGAIN]: ['lost'],
      [READ]: [{ status: 200, data: gameWith(null) }],
    });
    await expect(tryAgain(7, 41)).resolves.toEqual(gameWith(null));
    expect(calls).toEqual([TRY_AGAIN, READ]);
  });

  it('did not when the question still shows its answer', async () => {
    server({ [TRY_AGAIN]: [{ status: 504 }], [READ]: [{ status: 200, data: gameWith(wrong) }] });
    await expect(tryAgain(7, 41)).rejects.toMatchObject({ status: 504 });
  });

  it('reports "Out of Coin" (402) without reading', async () => {
    const calls = server({ [TRY_AGAIN]: [{ status: 402 }] });
    await expect(tryAgain(7, 41)).rejects.toMatchObject({ status: 402 });
    expect(calls).toEqual([TRY_AGAIN]);
  });
});
