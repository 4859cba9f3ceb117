import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { Challenge } from '@contract/challenges';
import { useCurrentUser } from '@web/api/queries/current-user';
import { ButtonLink } from '@web/ui/button';
import { EmptyState } from '@web/ui/empty-state';
import { Icon } from '@web/ui/icons';
import { Skeleton } from '@web/ui/loader';
import { Modal } from '@web/ui/modal';
import { Page } from '@web/ui/page';
import { QueryState } from '@web/ui/query-state';
import { positiveId } from '@web/ui/quiz/play-glue';
import { useChallenges } from '../api/get-challenges';
import { ChallengeCard } from '../components/challenge-card';
import { ChallengeGameView, StartChallenge } from '../components/challenge-play';
import { ChallengeOutcome } from '../components/challenge-result';
import styles from '../components/challenges.module.css';

function ResultModal({ challenge, onClose }: { challenge: Challenge; onClose: () => void }) {
  const { t } = useTranslation();
  const me = useCurrentUser().data?.user;
  return (
    <Modal open onClose={onClose} title={t('challengePlay.resultTitle')}>
      <ChallengeOutcome
        challenge={challenge}
        myName={me?.name ?? ''}
        myImage={me?.image_url ?? null}
      />
    </Modal>
  );
}

function ChallengeList() {
  const { t } = useTranslation();
  const query = useChallenges();
  const [resultOf, setResultOf] = useState<number | null>(null);
  const shown = query.data?.find((c) => c.id === resultOf);
  const challengeNow = (
    <ButtonLink to="/select-friends" variant="gold">
      <Icon name="bolt" size={20} />
      {t('challenges.challengeNow')}
    </ButtonLink>
  );
  return (
    <>
      <QueryState
        query={query}
        headingLevel={2}
        loading={
          <div className={styles.skeleton} aria-busy="true">
            <Skeleton height={132} />
            <Skeleton height={132} />
          </div>
        }
        isEmpty={(list) => list.length === 0}
        empty={
          <EmptyState
            headingLevel={2}
            icon="bolt"
            title={t('challenges.empty')}
            body={t('challenges.emptyHint')}
            action={challengeNow}
          />
        }
      >
        {(list) => (
          <>
            <div className={styles.cta}>{challengeNow}</div>
            <ul className={styles.list} aria-label={t('challenges.list')}>
              {list.map((challenge) => (
                <ChallengeCard
                  key={challenge.id}
                  challenge={challenge}
                  onSeeResult={() => setResultOf(challenge.id)}
                />
              ))}
            </ul>
          </>
        )}
      </QueryState>
      {shown && <ResultModal challenge={shown} onClose={() => setResultOf(null)} />}
    </>
  );
}

/**
 * /challenge-list: sent and received challenges with what can be done to each. Playing one
 * stays on this route (?play=<challenge id>, then &game=<game id> once started, replacing
 * history) because the web routes are fixed to product-spec §2; a reload resumes the game.
 */
export function ChallengeListRoute() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const challengeId = positiveId(params.get('play'));
  const gameId = positiveId(params.get('game'));

  if (challengeId === null) {
    return (
      <Page title={t('pages.challengeList')} back>
        <ChallengeList />
      </Page>
    );
  }
  return (
    <Page title={t('challengePlay.title')} back>
      {gameId !== null ? (
        <ChallengeGameView key={gameId} gameId={gameId} />
      ) : (
        <StartChallenge
          challengeId={challengeId}
          onStarted={(started) =>
            setParams({ play: String(challengeId), game: String(started) }, { replace: true })
          }
        />
      )}
    </Page>
  );
}
