/**
 * Query keys of the topics feature. Everything topic-shaped starts with 'topics' so one
 * invalidation (after a finished game) refreshes lists, details and rankings alike.
 */
export const topicKeys = {
  all: ['topics'] as const,
  top: ['topics', 'top'] as const,
  /** Every topic (the dashboard's "Trial Quizzes" reads the same list under this key). */
  trial: ['topics', 'trial'] as const,
  categoryLists: ['topics', 'category'] as const,
  category: (categoryId: number) => ['topics', 'category', categoryId] as const,
  details: (topicId: number) => ['topics', 'details', topicId] as const,
};

export const categoryKeys = { all: ['categories'] as const };

export const gameKeys = { game: (gameId: number) => ['gameplay', gameId] as const };
