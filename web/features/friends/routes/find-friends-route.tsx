import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { SearchResult } from '@contract/friends';
import { useFormatNumber } from '@web/i18n/use-format';
import { Avatar } from '@web/ui/avatar';
import { EmptyState } from '@web/ui/empty-state';
import { Icon } from '@web/ui/icons';
import { List, ListSkeleton } from '@web/ui/list-row';
import { Page } from '@web/ui/page';
import { usePlayerCard } from '@web/ui/player-card';
import { QueryState } from '@web/ui/query-state';
import { MIN_SEARCH_LENGTH, useSearchPlayers } from '../api/search-players';
import styles from '../components/friends.module.css';
import listStyles from '../components/player-row.module.css';

/** product-spec §2: the search waits this long after the last keystroke. */
const DEBOUNCE_MS = 800;

function useDebounced(value: string, ms: number): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

function ResultRow({ player, onOpen }: { player: SearchResult; onOpen: () => void }) {
  const { t } = useTranslation();
  const format = useFormatNumber();
  return (
    <li>
      <button
        type="button"
        className={listStyles.row}
        aria-haspopup="dialog"
        onClick={onOpen}
        data-testid="search-result"
      >
        <Avatar name={player.name} imageUrl={player.image_url} size={44} />
        <span className={listStyles.text}>
          <span className={listStyles.name}>{player.name}</span>
          <span className={listStyles.sub}>
            {t('player.level', { level: format(player.level) })}
          </span>
        </span>
        <Icon name="chevronRight" size={20} />
      </button>
    </li>
  );
}

/**
 * /find-friends: search by name or email (800 ms after the last keystroke); a result opens the
 * player card with Add Friend or Challenge Now. The text is kept in ?q= so Back returns to it.
 */
export function FindFriendsRoute() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const [text, setText] = useState(params.get('q') ?? '');
  const settled = useDebounced(text.trim(), DEBOUNCE_MS);
  const query = useSearchPlayers(settled);
  const card = usePlayerCard();
  const hintId = useId();

  const inUrl = params.get('q') ?? '';
  useEffect(() => {
    if (inUrl !== settled) setParams(settled ? { q: settled } : {}, { replace: true });
  }, [inUrl, settled, setParams]);

  return (
    <Page title={t('pages.findFriends')} back>
      <label className={styles.search}>
        <Icon name="search" size={20} />
        <span className="visually-hidden">{t('findFriends.label')}</span>
        <input
          className={styles.searchInput}
          type="search"
          inputMode="search"
          enterKeyHint="search"
          autoComplete="off"
          // The screen exists to type into this box.
          autoFocus
          placeholder={t('findFriends.label')}
          aria-describedby={hintId}
          value={text}
          onChange={(event) => setText(event.target.value)}
        />
      </label>
      <p id={hintId} className={styles.searchHint}>
        {t('findFriends.hint')}
      </p>
      {settled.length >= MIN_SEARCH_LENGTH && (
        <QueryState
          query={query}
          headingLevel={2}
          loading={<ListSkeleton count={2} height={64} />}
          isEmpty={(results) => results.length === 0}
          empty={
            <EmptyState
              headingLevel={2}
              icon="search"
              title={t('findFriends.nothingFound')}
              body={t('findFriends.nothingFoundHint')}
            />
          }
        >
          {(results) => (
            <List label={t('findFriends.results')}>
              {results.map((player) => (
                <ResultRow
                  key={player.user_id}
                  player={player}
                  onOpen={() => card.open({ ...player, friendship_status: card.statusOf(player) })}
                />
              ))}
            </List>
          )}
        </QueryState>
      )}
      {card.modal}
    </Page>
  );
}
