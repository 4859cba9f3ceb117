/**
 * Synthesises the background music loop (web/app/music/quiz-loop.mp3): a soft eight-second
 * arpeggio over four chords, written as 16-bit PCM and compressed with the `lame` encoder
 * (Debian package lame). Made here from sine tones, so the track is the project's own, under the
 * project's licence. Run: npx tsx scripts/make-music.ts
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const RATE = 22_050;
const BEAT_S = 0.25;
// I – vi – IV – V in C major, each chord one bar of eight eighth-notes.
const CHORDS = [
  [60, 64, 67, 72],
  [57, 60, 64, 69],
  [53, 57, 60, 65],
  [55, 59, 62, 67],
];
const PATTERN = [0, 1, 2, 3, 2, 1, 2, 3];
const OUT = path.resolve('web/app/music/quiz-loop.mp3');

const hz = (midi: number) => 440 * 2 ** ((midi - 69) / 12);

/** A bell-like note: a quick attack and an exponential fade, plus a quiet octave for shimmer. */
function addNote(
  samples: Float32Array,
  startS: number,
  midi: number,
  lengthS: number,
  gain: number,
) {
  const start = Math.round(startS * RATE);
  const length = Math.round(lengthS * RATE);
  const f = hz(midi);
  for (let i = 0; i < length; i++) {
    const t = i / RATE;
    const envelope = Math.min(1, t / 0.01) * Math.exp(-t * 3.2);
    const tone = Math.sin(2 * Math.PI * f * t) + 0.25 * Math.sin(4 * Math.PI * f * t);
    // Wrapping round makes the tail of the last note ring into the start: a seamless loop.
    const at = (start + i) % samples.length;
    samples[at] = (samples[at] ?? 0) + gain * envelope * tone;
  }
}

function compose(): Float32Array {
  const steps = CHORDS.length * PATTERN.length;
  const samples = new Float32Array(Math.round(steps * BEAT_S * RATE));
  CHORDS.forEach((chord, bar) => {
    const barStart = bar * PATTERN.length * BEAT_S;
    addNote(samples, barStart, (chord[0] ?? 60) - 12, PATTERN.length * BEAT_S, 0.22);
    PATTERN.forEach((index, step) => {
      addNote(samples, barStart + step * BEAT_S, chord[index] ?? 60, BEAT_S * 3, 0.14);
    });
  });
  return samples;
}

function wav(samples: Float32Array): Buffer {
  const data = Buffer.alloc(samples.length * 2);
  samples.forEach((s, i) =>
    data.writeInt16LE(Math.round(Math.max(-1, Math.min(1, s)) * 32_000), i * 2),
  );
  const header = Buffer.alloc(44);
  header.write('RIFF', 0);
  header.writeUInt32LE(36 + data.length, 4);
  header.write('WAVEfmt ', 8);
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20);
  header.writeUInt16LE(1, 22);
  header.writeUInt32LE(RATE, 24);
  header.writeUInt32LE(RATE * 2, 28);
  header.writeUInt16LE(2, 32);
  header.writeUInt16LE(16, 34);
  header.write('data', 36);
  header.writeUInt32LE(data.length, 40);
  return Buffer.concat([header, data]);
}

const tmp = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'music-')), 'loop.wav');
fs.writeFileSync(tmp, wav(compose()));
execFileSync('lame', ['--quiet', '-m', 'm', '-b', '32', '--tt', 'Quiz Arena loop', tmp, OUT]);
console.log(`${OUT}: ${fs.statSync(OUT).size} bytes`);
