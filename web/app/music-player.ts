import trackUrl from './music/quiz-loop.mp3?url';

let audio: HTMLAudioElement | null = null;

/**
 * Plays the loop at `volume` (0..100), or pauses it (music off, or the tab hidden). The element
 * is made on the first call, so the track is fetched only once music is wanted.
 */
export function applyMusic(volume: number, visible: boolean): void {
  if (volume <= 0 || !visible) {
    audio?.pause();
    return;
  }
  if (!audio) {
    audio = new Audio(trackUrl);
    audio.loop = true;
    audio.dataset.testid = 'music';
    // In the document (no controls, so nothing is drawn) so it can be seen from the outside.
    document.body.append(audio);
  }
  audio.volume = volume / 100;
  // A refusal (a browser still blocking sound) is retried on the next tap.
  if (audio.paused) audio.play().catch(() => undefined);
}
