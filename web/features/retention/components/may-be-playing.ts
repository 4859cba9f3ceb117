/**
 * Whether a question may be on screen at this address, where a celebration would cover it and
 * take its time: topic and tournament play, a live battle, and a challenge's game, which is
 * played on the challenge list (`?play=<challenge>`, then `&game=`). The celebration waits for
 * the next screen.
 */
export function mayBePlaying(pathname: string, search: string): boolean {
  if (pathname.startsWith('/game-play/') || pathname.startsWith('/tournament-play/')) return true;
  if (pathname === '/battle') return true;
  return pathname === '/challenge-list' && new URLSearchParams(search).has('play');
}
