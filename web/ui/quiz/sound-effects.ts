import { useEffect } from 'react';
import { getSoundVolume } from '@web/api/preferences';

export type SoundCue = 'correct' | 'wrong' | 'tick';

interface Note {
  frequency: number;
  seconds: number;
}

// Synthesised tones: nothing to download on 3G, and no audio files to cache.
const cues: Record<SoundCue, { wave: OscillatorType; loudness: number; notes: Note[] }> = {
  correct: {
    wave: 'triangle',
    loudness: 0.35,
    notes: [
      { frequency: 659, seconds: 0.11 },
      { frequency: 880, seconds: 0.2 },
    ],
  },
  wrong: {
    wave: 'square',
    loudness: 0.12,
    notes: [
      { frequency: 233, seconds: 0.16 },
      { frequency: 175, seconds: 0.3 },
    ],
  },
  tick: { wave: 'square', loudness: 0.06, notes: [{ frequency: 1200, seconds: 0.04 }] },
};

type AudioWindow = Window & { webkitAudioContext?: typeof AudioContext };

let context: AudioContext | null = null;

/**
 * Creates (or wakes) the AudioContext. Browsers only let sound start from a user gesture
 * (autoplay policy), so this runs on the first tap; before that every cue is silently skipped.
 */
export function unlockAudio(): void {
  try {
    if (!context) {
      const Context = window.AudioContext ?? (window as AudioWindow).webkitAudioContext;
      if (!Context) return;
      context = new Context();
    }
    if (context.state === 'suspended') void context.resume().catch(() => undefined);
  } catch {
    // No audio on this phone (or it refused): the game plays on in silence.
    context = null;
  }
}

/** Plays a cue at the sound volume saved in settings (0 = off). Never throws. */
export function playCue(cue: SoundCue): void {
  const volume = getSoundVolume() / 100;
  if (!context || volume <= 0 || context.state !== 'running') return;
  try {
    const { wave, loudness, notes } = cues[cue];
    let start = context.currentTime;
    for (const note of notes) {
      const oscillator = context.createOscillator();
      const gain = context.createGain();
      oscillator.type = wave;
      oscillator.frequency.setValueAtTime(note.frequency, start);
      // A quick fade in and out avoids the click of a square edge.
      gain.gain.setValueAtTime(0.0001, start);
      gain.gain.exponentialRampToValueAtTime(loudness * volume, start + 0.01);
      gain.gain.exponentialRampToValueAtTime(0.0001, start + note.seconds);
      oscillator.connect(gain).connect(context.destination);
      oscillator.start(start);
      oscillator.stop(start + note.seconds + 0.02);
      start += note.seconds;
    }
  } catch {
    // A cue is a nicety; never let it break the question screen.
  }
}

/** While the screen is shown, the first tap or key press unlocks sound for the whole game. */
export function useAudioUnlock(): void {
  useEffect(() => {
    const unlock = () => unlockAudio();
    const options = { capture: true, passive: true } as const;
    document.addEventListener('pointerdown', unlock, options);
    document.addEventListener('keydown', unlock, options);
    return () => {
      document.removeEventListener('pointerdown', unlock, options);
      document.removeEventListener('keydown', unlock, options);
    };
  }, []);
}
