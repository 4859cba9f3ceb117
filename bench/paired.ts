/**
 * The tournament answer's server CPU beside another checkout's, measured at the same time: one
 * server process from this checkout (A) and one from BENCH_OTHER (B, a directory holding another
 * commit, e.g. `git worktree add ../base <commit>` with node_modules linked), on one PostgreSQL
 * database, each loaded by its own closed loop of 50 connections over its own players, at once.
 * Both meet the same machine at the same moment, so the ratio of their CPU per answer holds where
 * alternating runs on a shared VM spread by ±15% from one run to the next.
 *   BENCH_ONLY=paired BENCH_OTHER=../base BENCH_DATABASE_URL=postgres://… npm run bench
 * BENCH_PAIRED_ROUNDS (4): each round starts every player's attempt and answers it to its end;
 * the first round also warms both processes up. Both checkouts must share the database schema.
 */
import pg from 'pg';
import type { TournamentGame, TournamentSubmitReply } from '@contract/tournaments';
import { withDatabase } from '../tests/helpers/global-setup';
import { type ServerProcess, startServerProcess } from '../tests/helpers/server-process';
import { call, inBatches, signInPlayer } from './api';
import { cpuSeconds } from './cpu';
import { createBenchTournament } from './tournament-submit';

const PLAYERS_EACH = 1000;
const CONNECTIONS_EACH = 50;
const ROUNDS = Number(process.env.BENCH_PAIRED_ROUNDS ?? 4);
const DB_NAME = 'quiz_arena_bench_paired';

interface Player {
  token: string;
  server: ServerProcess;
  game: TournamentGame | null;
}

/** Answers each player's attempt to its end, CONNECTIONS_EACH at a time; returns the answers. */
async function playOut(players: Player[]): Promise<number> {
  let answers = 0;
  let next = 0;
  await Promise.all(
    Array.from({ length: CONNECTIONS_EACH }, async () => {
      for (let p = players[next++]; p; p = players[next++]) {
        while (p.game?.status === 'playing' && p.game.question) {
          const q = p.game.question;
          p.game = await call<TournamentSubmitReply>(
            p.server.baseURL,
            '/api/v2.0/tournament/submit',
            p.token,
            { game_id: p.game.game_id, question_id: q.question_id, answer_id: q.options[0]!.id },
          );
          answers++;
        }
      }
    }),
  );
  return answers;
}

export async function pairedBench(serverUrl: string, other: string) {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`drop database if exists ${DB_NAME} with (force)`);
  await admin.query(`create database ${DB_NAME}`);
  await admin.end();
  const env = {
    DATABASE_URL: withDatabase(serverUrl, DB_NAME),
    CHECK_TOKEN_RATE_LIMIT: '1000000',
    GAME_WRITE_RATE_LIMIT: '1000000',
  };
  const a = await startServerProcess(env);
  // The child runs the other checkout's server/main.ts, with its tsconfig, from its directory.
  const here = process.cwd();
  process.chdir(other);
  const b = await startServerProcess(env).finally(() => process.chdir(here));
  const db = new pg.Client({ connectionString: env.DATABASE_URL });
  await db.connect();
  try {
    const tournamentId = await createBenchTournament(db);
    const servers = [a, b];
    const players: Player[] = await inBatches(PLAYERS_EACH * 2, 20, async (i) => {
      const server = servers[i % 2]!;
      const token = await signInPlayer(server.baseURL, '016', i);
      await call(server.baseURL, '/dev/subscribe', token, {});
      return { token, server, game: null };
    });
    const rounds = [];
    for (let round = 0; round < ROUNDS; round++) {
      await inBatches(players.length, 20, async (i) => {
        const p = players[i]!;
        p.game = await call<TournamentGame>(
          p.server.baseURL,
          '/api/v2.0/tournament/start',
          p.token,
          {
            tournament_id: tournamentId,
          },
        );
      });
      const before = servers.map((s) => cpuSeconds([s.pid]));
      const answers = await Promise.all(
        servers.map((s) => playOut(players.filter((p) => p.server === s))),
      );
      const cpu = servers.map(
        (s, i) => +(((cpuSeconds([s.pid]) - before[i]!) * 1000) / answers[i]!).toFixed(3),
      );
      rounds.push({
        answers: answers[0]! + answers[1]!,
        server_cpu_ms_per_answer: { this: cpu[0]!, other: cpu[1]! },
        ratio: +(cpu[0]! / cpu[1]!).toFixed(3),
      });
      console.log(`round ${round + 1}`, rounds.at(-1));
    }
    return { other, rounds };
  } finally {
    await db.end();
    await a.stop();
    await b.stop();
  }
}
