import { useTranslation } from 'react-i18next';
import type { BattleListEntry } from '@contract/battles';
import { useFormatDateTime, useFormatNumber } from '@web/i18n/use-format';
import { Avatar } from '@web/ui/avatar';
import { Button, ButtonLink } from '@web/ui/button';
import { EmptyState } from '@web/ui/empty-state';
import { List, ListSkeleton } from '@web/ui/list-row';
import { Page } from '@web/ui/page';
import { QueryState } from '@web/ui/query-state';
import { useBattleHistory } from '../api/get-battles';
import { OpponentName } from '../components/versus';
import styles from '../components/battle.module.css';

const resultKey = { win: 'battle.win', draw: 'battle.draw', loss: 'battle.loss' } as const;

function HistoryRow({ entry }: { entry: BattleListEntry }) {
  const { t } = useTranslation();
  const format = useFormatNumber();
  const formatDate = useFormatDateTime();
  return (
    <li className={styles.historyRow}>
      <Avatar name={entry.opponent.name} imageUrl={entry.opponent.image_url} size={40} />
      <span className={styles.historyText}>
        <OpponentName opponent={entry.opponent} />
        <span data-testid="history-score" data-result={entry.result}>
          {t('battle.historyRow', {
            me: format(entry.my_score),
            them: format(entry.opponent_score),
            result: t(resultKey[entry.result]),
          })}
        </span>
        <span className={styles.muted}>
          {entry.stake === 0
            ? t('battle.freeBattle')
            : t('battle.stakeCoins', { coins: format(entry.stake) })}{' '}
          · {formatDate(entry.finished_at)}
        </span>
      </span>
    </li>
  );
}

/** /battle-history: the player's finished battles, newest first. */
export function BattleHistoryRoute() {
  const { t } = useTranslation();
  const query = useBattleHistory();
  return (
    <Page title={t('pages.battleHistory')} back>
      <QueryState
        query={query}
        loading={<ListSkeleton count={5} />}
        isEmpty={(data) => data.pages[0]?.battles.length === 0}
        empty={
          <EmptyState
            icon="bolt"
            title={t('battle.noHistory')}
            body={t('battle.noHistoryHint')}
            headingLevel={2}
            action={<ButtonLink to="/battle">{t('battle.title')}</ButtonLink>}
          />
        }
        headingLevel={2}
      >
        {(data) => (
          <div className={styles.stack}>
            <List label={t('pages.battleHistory')}>
              {data.pages
                .flatMap((page) => page.battles)
                .map((entry) => (
                  <HistoryRow key={entry.battle_id} entry={entry} />
                ))}
            </List>
            {query.hasNextPage && (
              <Button
                variant="secondary"
                disabled={query.isFetchingNextPage}
                onClick={() => void query.fetchNextPage()}
              >
                {t('battle.loadMore')}
              </Button>
            )}
          </div>
        )}
      </QueryState>
    </Page>
  );
}
