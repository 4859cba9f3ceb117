/**
 * Query keys of the tournaments feature. Everything starts with 'tournaments' (as the dashboard's
 * lists do) so a finished attempt refreshes cards, details and rankings with one invalidation.
 */
export const tournamentKeys = {
  all: ['tournaments'] as const,
  details: (tournamentId: number) => ['tournaments', 'details', tournamentId] as const,
  ranking: (tournamentId: number) => ['tournaments', 'ranking', tournamentId] as const,
  review: (tournamentId: number) => ['tournaments', 'review', tournamentId] as const,
};

/** Outside 'tournaments': an attempt is only ever changed by its own screen. */
export const attemptKeys = {
  game: (gameId: number) => ['tournament-game', gameId] as const,
};
