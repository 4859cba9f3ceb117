import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import type { Celebration } from '@contract/retention';
import { loadScreenStrings } from '@web/i18n/i18n';
import { fetchCelebrations, markSeen } from '../api/retention';
import { mayBePlaying } from './may-be-playing';

// The modal and the screens' strings come only when there is something to celebrate: most
// screens have nothing, and a phone on 3G then fetches neither.
const CelebrationModal = lazy(async () => {
  const [modal] = await Promise.all([import('./celebration-modal'), loadScreenStrings()]);
  return { default: modal.CelebrationModal };
});

// Other screens ask at most this often (as the unread count does), not on every screen change.
const ASK_EVERY_MS = 60_000;

/**
 * A badge earned or a level reached, shown once on the player's next screen (a lazy chunk the
 * shell loads after the first screen). Most come from a game, so the screen after one asks at
 * once; the rest (a challenge settled, a tournament's end, a friend who accepted) are found by a
 * later screen, within a minute. Shown means seen: it is marked at once, so a reload or another
 * device does not show it again.
 */
export function CelebrationHost() {
  const { pathname, search } = useLocation();
  const playing = mayBePlaying(pathname, search);
  const [current, setCurrent] = useState<Celebration[]>([]);
  const asked = useRef({ at: -Infinity, afterPlay: false });
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  // What a screen finds is marked seen as it is shown.
  useEffect(() => {
    if (playing) {
      asked.current.afterPlay = true;
      return;
    }
    const now = Date.now();
    if (!asked.current.afterPlay && now - asked.current.at < ASK_EVERY_MS) return;
    asked.current = { at: now, afterPlay: false };
    // Not dropped when the player moves on: the next screen would not ask again for a while.
    void fetchCelebrations()
      .then((list) => {
        if (!mounted.current || list.length === 0) return;
        setCurrent((shown) => {
          const known = new Set(shown.map((c) => c.id));
          const fresh = list.filter((c) => !known.has(c.id));
          if (fresh.length === 0) return shown;
          void markSeen(fresh.map((c) => c.id)).catch(() => undefined);
          return [...shown, ...fresh];
        });
      })
      .catch(() => undefined);
  }, [pathname, playing]);

  const first = current[0];
  if (!first || playing) return null;
  return (
    <Suspense fallback={null}>
      <CelebrationModal c={first} onClose={() => setCurrent((list) => list.slice(1))} />
    </Suspense>
  );
}
