import { eq, inArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';

import type { Question } from '@contract/gameplay';

import { questionOptions, questions, tournamentQuestions } from '../../tables';
import { type Player, request, signIn } from '../../../tests/helpers/client';
import { useTestApp } from '../../../tests/helpers/context';
import { createTopic, createTournament } from '../../../tests/helpers/factories';
import {
  acceptChallenge,
  challengeGame,
  createChallenge,
  startChallenge,
} from '@contract/routes/challenges';
import { acceptFriendRequest, sendFriendRequest } from '@contract/routes/friends';
import { game, nextQuestion, startGame, submitAnswer } from '@contract/routes/gameplay';
import {
  startTournament,
  submitTournamentAnswer,
  tournamentGame,
} from '@contract/routes/tournaments';

const { app, ctx, config } = await useTestApp();

const MYANMAR = /[\u1000-\u109f]/;

/**
 * A topic of `count` questions written in both languages: "Question 3 of …?" beside
 * "မေးခွန်း Question 3 of …?", "Option 1" beside "ရွေးချယ်မှု Option 1".
 */
async function bilingualTopic(count: number) {
  const topic = await createTopic(ctx, { questionCount: count });
  const ids = (
    await ctx.db
      .update(questions)
      .set({ questionValueMm: sql`'မေးခွန်း ' || ${questions.questionValue}` })
      .where(eq(questions.topicId, topic.id))
      .returning({ id: questions.id })
  ).map((q) => q.id);
  await ctx.db
    .update(questionOptions)
    .set({ valueMm: sql`'ရွေးချယ်မှု ' || ${questionOptions.value}` })
    .where(inArray(questionOptions.questionId, ids));
  return { topic, ids };
}

/** Takes a question's Myanmar away (an operator's file without it), or its English (as 0009 leaves one written only in Myanmar). */
async function dropLanguage(questionId: number, lang: 'en' | 'mm') {
  await ctx.db
    .update(questions)
    .set(lang === 'mm' ? { questionValueMm: null } : { questionValue: null })
    .where(eq(questions.id, questionId));
  await ctx.db
    .update(questionOptions)
    .set(lang === 'mm' ? { valueMm: null } : { value: null })
    .where(eq(questionOptions.questionId, questionId));
}

/** Whether a served question reads in Myanmar (text and every option) or in English. */
function readsIn(q: Question, lang: 'en' | 'mm') {
  const texts = [q.question_value, ...q.options.map((o) => o.value)];
  for (const text of texts) {
    if (lang === 'mm') expect(text, q.question_value).toMatch(MYANMAR);
    else expect(text, q.question_value).not.toMatch(MYANMAR);
  }
  const prefix = lang === 'mm' ? 'ရွေးချယ်မှု Option ' : 'Option ';
  expect(q.options.map((o) => o.value.replace(prefix, '')).sort()).toEqual(['1', '2', '3', '4']);
}

describe('questions in the player’s language', () => {
  it('serves topic play in Myanmar to a Myanmar player and in English to an English one, on start, next and reload', async () => {
    const { topic } = await bilingualTopic(3);
    for (const lang of ['mm', 'en'] as const) {
      const p = await signIn(app, config, { language: lang });
      const started = await p.call(startGame, { body: { topic_id: topic.id } });
      expect(started.status).toBe(200);
      let state = started.body.data;
      readsIn(state.question, lang);
      // Never which option is right, in either language.
      expect(Object.keys(state.question.options[0]!).sort()).toEqual(['id', 'value']);
      const submitted = await p.call(submitAnswer, {
        body: {
          game_id: state.game_id,
          question_id: state.question.question_id,
          answer_id: state.question.options[0]!.id,
        },
      });
      expect(submitted.status).toBe(200);
      state = (await p.call(nextQuestion, { body: { game_id: state.game_id } })).body.data;
      readsIn(state.question, lang);
      const reloaded = await p.call(game, { params: { game_id: state.game_id } });
      expect(reloaded.body.data.question.question_value).toBe(state.question.question_value);
      readsIn(reloaded.body.data.question, lang);
    }
  });

  it('falls back to the other language where a question lacks the player’s', async () => {
    const { topic, ids } = await bilingualTopic(2);
    const [englishOnly, myanmarOnly] = ids as [number, number];
    await dropLanguage(englishOnly, 'mm');
    await dropLanguage(myanmarOnly, 'en');
    for (const lang of ['mm', 'en'] as const) {
      const p = await signIn(app, config, { language: lang });
      let state = (await p.call(startGame, { body: { topic_id: topic.id } })).body.data;
      const seen = new Map<number, Question>();
      for (;;) {
        seen.set(state.question.question_id, state.question);
        const r = await p.call(submitAnswer, {
          body: {
            game_id: state.game_id,
            question_id: state.question.question_id,
            answer_id: state.question.options[0]!.id,
          },
        });
        if (r.body.data.question_finished) break;
        state = (await p.call(nextQuestion, { body: { game_id: state.game_id } })).body.data;
        // A wrong last answer leaves the game open for a retry; Next then finishes it.
        if (state.status === 'finished') break;
      }
      // Each question in the player's language where it has it, else in the one it has.
      readsIn(seen.get(englishOnly)!, 'en');
      readsIn(seen.get(myanmarOnly)!, 'mm');
    }
  });

  it('serves a tournament’s questions in each player’s language, the same questions for all', async () => {
    const { ids } = await bilingualTopic(3);
    const t = await createTournament(ctx, { type: 'DAILY', questionCount: 3 });
    await ctx.db
      .insert(tournamentQuestions)
      .values(ids.map((questionId, position) => ({ tournamentId: t.id, position, questionId })));
    const served: Record<string, number[]> = {};
    for (const lang of ['mm', 'en'] as const) {
      const p = await signIn(app, config, { language: lang });
      await request(app, 'POST', '/dev/subscribe', { token: p.token, body: {} });
      const start = await p.call(startTournament, {
        body: {
          tournament_id: t.id,
        },
      });
      expect(start.status, start.body.message).toBe(200);
      const first = start.body.data.question!;
      readsIn(first, lang);
      const reloaded = await p.call(tournamentGame, {
        params: { game_id: start.body.data.game_id },
      });
      readsIn(reloaded.body.data.question!, lang);
      const answered = await p.call(submitTournamentAnswer, {
        body: {
          game_id: start.body.data.game_id,
          question_id: first.question_id,
          answer_id: first.options[0]!.id,
        },
      });
      expect(answered.status, answered.body.message).toBe(200);
      // The next question comes in the submit reply, in the same language.
      readsIn(answered.body.data.question!, lang);
      served[lang] = [first.question_id, answered.body.data.question!.question_id];
    }
    expect(served.mm).toEqual(served.en);
  });

  it('serves a challenge’s questions in each friend’s own language', async () => {
    const { topic } = await bilingualTopic(10);
    const a = await signIn(app, config, { language: 'mm' });
    const b = await signIn(app, config, { language: 'en' });
    await a.call(sendFriendRequest, { body: { user_id: b.userId } });
    await b.call(acceptFriendRequest, { body: { user_id: a.userId } });
    const sent = await a.call(createChallenge, {
      body: {
        friend_user_id: b.userId,
        bet: 500,
        number_of_question: 10,
        type: 'single',
        topic_id: topic.id,
      },
    });
    expect(sent.status, sent.body.message).toBe(200);
    const challengeId = sent.body.data.challenge.id;
    expect((await b.call(acceptChallenge, { body: { challenge_id: challengeId } })).status).toBe(
      200,
    );
    const firstOf = async (p: Player, lang: 'en' | 'mm') => {
      const start = await p.call(startChallenge, {
        body: {
          challenge_id: challengeId,
        },
      });
      expect(start.status, start.body.message).toBe(200);
      const q = start.body.data.question!;
      readsIn(q, lang);
      const reloaded = await p.call(challengeGame, {
        params: { game_id: start.body.data.game_id },
      });
      readsIn(reloaded.body.data.question!, lang);
      return q.question_id;
    };
    expect(await firstOf(a, 'mm')).toBe(await firstOf(b, 'en'));
  });
});
