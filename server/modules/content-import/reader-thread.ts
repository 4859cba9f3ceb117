import { Worker } from 'node:worker_threads';
import { workerEntry } from '../../db/worker-entry';
import type { CheckedFile } from './check-file';
import { READER_HEAP_MB } from './limits';
import type { ImportFile } from './read-sheet';
import { assembler, type ReaderMessage, type ReaderRequest } from './reader-protocol';

/**
 * How long a reader thread waits for the next file before it ends: a dry run and the import that
 * follows share one start (about 200 ms, seconds from source), and an idle server keeps none.
 */
const IDLE_MS = 10_000;

let idle: { worker: Worker; timer: NodeJS.Timeout } | null = null;

function takeWorker(): Worker {
  if (idle) {
    clearTimeout(idle.timer);
    const { worker } = idle;
    idle = null;
    worker.ref();
    return worker;
  }
  return new Worker(
    workerEntry(import.meta.url, './read-worker.ts', './content-import-worker.js'),
    {
      resourceLimits: { maxOldGenerationSizeMb: READER_HEAP_MB },
    },
  );
}

function keepIdle(worker: Worker) {
  // Unreferenced: an idle reader never keeps the process (npm run content:import) running.
  worker.unref();
  const timer = setTimeout(() => {
    if (idle?.worker === worker) idle = null;
    void worker.terminate();
  }, IDLE_MS);
  timer.unref();
  idle = { worker, timer };
}

const outOfMemory = (err: Error) => 'code' in err && err.code === 'ERR_WORKER_OUT_OF_MEMORY';

/**
 * One file read and checked on a thread of its own: reading a 5 MB file and checking its 17,000
 * rows takes seconds of CPU, which on the event loop held every player's request. The thread's
 * heap is capped, so a workbook that still needs more than that is refused rather than the
 * server's death, and all it allocated goes when the thread ends.
 */
function readInThread(file: ImportFile): Promise<CheckedFile> {
  const worker = takeWorker();
  const add = assembler();
  return new Promise<CheckedFile>((resolve, reject) => {
    const done = (settle: () => void, keep: boolean) => {
      worker.off('message', onMessage);
      worker.off('error', onError);
      worker.off('exit', onExit);
      if (keep) keepIdle(worker);
      settle();
    };
    const onMessage = (msg: ReaderMessage) => {
      const checked = add(msg);
      // After what else waits on the event loop: each piece is unpacked in a turn of its own.
      if (!checked) setImmediate(() => worker.postMessage('next' satisfies ReaderRequest));
      else done(() => resolve(checked), true);
    };
    const onError = (err: Error) => {
      const refused = `reading the file needs more than the ${READER_HEAP_MB} MB of memory an import may use: split it`;
      done(() => (outOfMemory(err) ? resolve({ refused }) : reject(err)), false);
    };
    const onExit = (code: number) =>
      done(() => reject(new Error(`the import's reader thread exited (${code})`)), false);
    worker.on('message', onMessage);
    worker.on('error', onError);
    worker.on('exit', onExit);
    // A copy of its own, handed over rather than cloned.
    const bytes = new Uint8Array(file.bytes);
    worker.postMessage({ bytes, name: file.name, type: file.type } satisfies ReaderRequest, [
      bytes.buffer,
    ]);
  });
}

let queue: Promise<unknown> = Promise.resolve();

/** Files are read one at a time: two at once would take both of a small server's cores. */
export function checkInReaderThread(file: ImportFile): Promise<CheckedFile> {
  const run = queue.then(() => readInThread(file));
  queue = run.catch(() => undefined);
  return run;
}
