import { getMusicVolume, MUSIC_VOLUME_EVENT } from '@web/api/preferences';
import type * as MusicPlayer from './music-player';

let player: Promise<typeof MusicPlayer> | null = null;
let tapped = false;

/** Brings the player (and so the track) in only when music is on; at 0 nothing is fetched. */
function sync(): void {
  const volume = getMusicVolume();
  if (!tapped || (volume <= 0 && !player)) return;
  player ??= import('./music-player');
  const visible = document.visibilityState === 'visible';
  player.then((p) => p.applyMusic(volume, visible)).catch(() => (player = null));
}

/**
 * Background music (settings' music volume, product-spec §4). Browsers refuse sound before the
 * player's first gesture, so it starts on the first tap or key press with music on; it follows
 * the volume as the slider moves and pauses while the tab is hidden.
 */
export function startBackgroundMusic(): void {
  const onGesture = () => {
    tapped = true;
    sync();
  };
  const options = { capture: true, passive: true } as const;
  document.addEventListener('pointerdown', onGesture, options);
  document.addEventListener('keydown', onGesture, options);
  document.addEventListener('visibilitychange', sync);
  window.addEventListener(MUSIC_VOLUME_EVENT, sync);
}
