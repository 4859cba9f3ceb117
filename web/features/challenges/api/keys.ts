/** Query keys of the challenges feature: every list and result under one root. */
export const challengeKeys = {
  all: ['challenges'] as const,
  list: ['challenges', 'list'] as const,
  result: (challengeId: number) => ['challenges', 'result', challengeId] as const,
};

/** Outside 'challenges': a game is only ever changed by its own screen. */
export const challengeGameKeys = {
  game: (gameId: number) => ['challenge-game', gameId] as const,
};
