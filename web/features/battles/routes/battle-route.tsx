import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { BattleStake } from '@contract/battles';
import { useFormatNumber } from '@web/i18n/use-format';
import { Button } from '@web/ui/button';
import { ErrorState } from '@web/ui/error-state';
import { PageLoader } from '@web/ui/loader';
import { Page } from '@web/ui/page';
import { positiveId } from '@web/ui/quiz/play-glue';
import { useAudioUnlock } from '@web/ui/quiz/sound-effects';
import { useNow } from '@web/ui/use-now';
import { BattlePlay } from '../components/battle-play';
import { BattleResult } from '../components/battle-result';
import { type Friend, InvitationCard, Lobby } from '../components/lobby';
import { type BattleView, useBattle } from '../components/use-battle';
import { Versus } from '../components/versus';
import styles from '../components/battle.module.css';

// game-rules "Live battles": a friend has this long to accept (the server decides; this only
// tells the inviter when to stop hoping).
const INVITE_SECONDS = 60;

function Waiting({ view, onCancel }: { view: BattleView; onCancel: () => void }) {
  const { t } = useTranslation();
  const format = useFormatNumber();
  const now = useNow();
  const waited = Math.max(0, Math.floor((now - view.since) / 1000));
  const invitee = view.invitee;
  const expired = invitee !== null && waited >= INVITE_SECONDS;
  return (
    <section className={styles.center} data-testid={invitee ? 'inviting' : 'searching'}>
      {!expired && <span className={styles.spinner} aria-hidden="true" />}
      <p className={styles.big} role="status">
        {invitee
          ? expired
            ? t('battle.inviteExpired', { name: invitee.name })
            : t('battle.inviting', { name: invitee.name })
          : t('battle.searching')}
      </p>
      <p className={styles.muted} data-testid="waited">
        {invitee
          ? !expired && t('battle.inviteLeft', { seconds: format(INVITE_SECONDS - waited) })
          : t('battle.waited', { seconds: format(waited) })}
      </p>
      <Button variant="secondary" onClick={onCancel}>
        {t('battle.cancel')}
      </Button>
    </section>
  );
}

function Matched({ view }: { view: BattleView }) {
  const { t } = useTranslation();
  const format = useFormatNumber();
  if (!view.opponent) return null;
  return (
    <section className={styles.center} data-testid="matched">
      <h2 className={styles.big}>{t('battle.matched')}</h2>
      <Versus opponent={view.opponent} />
      <p className={styles.name} data-testid="stake">
        {view.stake
          ? t('battle.stakeCoins', { coins: format(view.stake) })
          : t('battle.freeBattle')}
      </p>
      {view.opponent.is_bot && <p className={styles.muted}>{t('battle.botNote')}</p>}
    </section>
  );
}

/**
 * /battle: live battles (game-rules "Live battles"). Without a battle running, the lobby: a
 * stake and a topic for a quick battle, or with `?friend=ID&name=…` an invitation to that friend;
 * `?invite=ID` (a notification's link) offers that invitation. Then searching, matched, the
 * questions and the result, all driven by the server's events; a reload or a reconnect lands in
 * the running battle from the server's snapshot.
 */
export function BattleRoute() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const battle = useBattle();
  const { view, me } = battle;
  useAudioUnlock();

  const friendId = positiveId(params.get('friend'));
  const friend: Friend | null =
    friendId === null ? null : { id: friendId, name: params.get('name') ?? '' };
  const linkedInvite = positiveId(params.get('invite'));

  // A finished battle's result stays until the player leaves; a new one starts from the lobby.
  useEffect(() => {
    if (view.stage === 'matched') window.scrollTo(0, 0);
  }, [view.stage]);

  const start = (stake: BattleStake, topicId: number | null) => {
    if (friend) void battle.invite(friend, stake, topicId);
    else void battle.join(stake, topicId);
  };
  const dropLinkedInvite = () => {
    const next = new URLSearchParams(params);
    next.delete('invite');
    setParams(next, { replace: true });
  };

  // A friend's invitation reaches the lobby and the result screen (a rematch) live.
  const invitations = view.incoming.map((invite) => (
    <InvitationCard
      key={invite.invite_id}
      invite={invite}
      inviteId={invite.invite_id}
      onAccept={(id) => void battle.accept(id)}
      onDecline={(id) => void battle.decline(id)}
    />
  ));

  let body;
  if (view.connection === 'failed') {
    body = (
      <ErrorState
        title={t('battle.connectFailed')}
        error={view.connectError}
        onRetry={battle.reconnect}
        headingLevel={2}
      />
    );
  } else if (view.connection === 'connecting' && view.stage === 'lobby') {
    body = <PageLoader label={t('battle.connecting')} />;
  } else if (view.stage === 'searching' || view.stage === 'inviting') {
    body = (
      <Waiting
        view={view}
        onCancel={() => (view.stage === 'searching' ? void battle.leave() : battle.stopWaiting())}
      />
    );
  } else if (view.stage === 'matched') {
    body = <Matched view={view} />;
  } else if (view.stage === 'play') {
    body = <BattlePlay view={view} me={me} onAnswer={(id) => void battle.answer(id)} />;
  } else if (view.stage === 'finished' && view.finished) {
    const opponent = view.opponent;
    body = (
      <div className={styles.stack}>
        {invitations}
        <BattleResult
          finished={view.finished}
          opponent={opponent}
          me={me}
          onRematch={
            opponent && !opponent.is_bot
              ? () => {
                  // Should the invitation be refused, the lobby stays set on this friend.
                  setParams({ friend: String(opponent.user_id), name: opponent.name });
                  void battle.invite(
                    { id: opponent.user_id, name: opponent.name },
                    view.stake ?? 0,
                    null,
                  );
                }
              : null
          }
        />
      </div>
    );
  } else {
    body = (
      <div className={styles.stack}>
        {invitations}
        {linkedInvite !== null && !view.incoming.some((i) => i.invite_id === linkedInvite) && (
          <InvitationCard
            invite={null}
            inviteId={linkedInvite}
            onAccept={(id) => {
              dropLinkedInvite();
              void battle.accept(id);
            }}
            onDecline={(id) => {
              dropLinkedInvite();
              void battle.decline(id);
            }}
          />
        )}
        <Lobby
          friend={friend}
          error={view.actionError}
          timedOut={view.queueTimedOut}
          disabled={view.connection !== 'online'}
          onStart={start}
        />
      </div>
    );
  }

  const inBattle = view.stage === 'play' || view.stage === 'matched';
  return (
    <Page title={t('pages.battle')} back={!inBattle}>
      {view.connection === 'reconnecting' && (
        <p className={styles.banner} role="status" data-testid="reconnecting">
          {t('battle.reconnecting')}
        </p>
      )}
      {body}
    </Page>
  );
}
