import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { UseMutationResult } from '@tanstack/react-query';
import type { Question } from '@contract/gameplay';
import { isApiError, type ApiError } from '@web/api/api-error';
import { errorText } from '@web/i18n/error-text';
import { EmptyState } from '../empty-state';
import { ErrorState } from '../error-state';
import { PageLoader } from '../loader';
import { QueryState } from '../query-state';
import type { QueryLike } from '../query-view';
import type { QuizQuestion } from './quiz-screen';

// The route glue every play mode (topic, tournament, challenge) shares: start a game once, show
// its refusal or a retry, then render the game's query. Each mode adapts it with its own texts,
// its own way back and its own screen.

/** A positive whole id from the URL, or null (absent, stale or made up). */
export function positiveId(value: string | null | undefined): number | null {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : null;
}

/** A question of the API as the shared question screen shows it. */
export function toQuizQuestion(question: Question): QuizQuestion {
  return {
    id: question.question_id,
    no: question.question_no,
    text: question.question_value,
    imageUrl: question.type === 'image' ? question.src_url : null,
    options: question.options,
  };
}

/** A start the server refused by its rules (not running, no chances, not yours): no Retry. */
export function StartRefusal({ error, action }: { error: ApiError; action: ReactNode }) {
  const { t } = useTranslation();
  return (
    <EmptyState
      headingLevel={2}
      icon={error.status === 404 ? 'compass' : 'ban'}
      title={errorText(t, error)}
      action={action}
    />
  );
}

interface StartOnceProps {
  start: UseMutationResult<{ game_id: number }, Error, number>;
  /** What the mode starts a game of (topic, tournament, challenge). */
  id: number;
  onStarted: (gameId: number) => void;
  failedTitle: string;
  /** The mode's face for a refused start, or null where a retry may help. */
  refusal: (error: ApiError) => ReactNode;
}

/** Starts (or resumes) a game once per mount, then hands its id over; a retry on failure. */
export function StartOnce({ start, id, onStarted, failedTitle, refusal }: StartOnceProps) {
  const { t } = useTranslation();
  const begun = useRef(false);
  const begin = () => start.mutate(id, { onSuccess: (game) => onStarted(game.game_id) });

  useEffect(() => {
    // Once per mount: StrictMode's second effect run must not start a second game.
    if (begun.current) return;
    begun.current = true;
    begin();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const error = start.error;
  const refused = isApiError(error) ? refusal(error) : null;
  if (refused) return refused;
  return error ? (
    <ErrorState
      headingLevel={2}
      title={failedTitle}
      error={error}
      onRetry={begin}
      retrying={start.isPending}
    />
  ) : (
    <PageLoader label={t('game.starting')} />
  );
}

interface GameQueryProps<T> {
  query: QueryLike<T>;
  /** Shown with `back` when the game id in the URL is stale or someone else's. */
  notFoundTitle: string;
  back: ReactNode;
  children: (data: T) => ReactNode;
}

/** A game's query: a loader, a way back for a stale id (not a dead end), then the game. */
export function GameQuery<T>({ query, notFoundTitle, back, children }: GameQueryProps<T>) {
  return (
    <QueryState
      query={query}
      headingLevel={2}
      loading={<PageLoader />}
      notFound={<EmptyState headingLevel={2} icon="compass" title={notFoundTitle} action={back} />}
    >
      {children}
    </QueryState>
  );
}
