/**
 * The import's reader thread (started by reader-thread.ts): reads and checks a file, then hands
 * the result over a piece each time the event loop asks for the next (reader-protocol.ts).
 */
import os from 'node:os';
import { parentPort } from 'node:worker_threads';
import { checkFile } from './check-file';
import { piecesOf, type ReaderMessage, type ReaderRequest } from './reader-protocol';

// The lowest priority, for this thread alone (Linux keeps a nice value per thread): on a small
// server it shares the cores with the event loop, which answers the players.
try {
  os.setPriority(19);
} catch {
  // Not allowed here: the thread runs at the process's priority.
}

const port = parentPort!;
let pieces: Generator<ReaderMessage> | null = null;

const next = () => {
  const piece = pieces?.next();
  if (piece && !piece.done) port.postMessage(piece.value);
};

port.on('message', (req: ReaderRequest) => {
  if (req === 'next') return next();
  // A failure here ends the thread, and the event loop's side reports it.
  void checkFile(req).then((checked) => {
    pieces = piecesOf(checked);
    next();
  });
});
