import { PassThrough, type Readable } from 'node:stream';
import type { Storage } from '../storage/storage';
import { type DetectedFileType, detectFileType, SNIFF_BYTES } from './detect-file-type';

/** What to do with a file once its first bytes have told what it is. */
export type UploadPlan =
  /** Keep it in memory (small files that must be decoded whole, such as images). */
  | { action: 'buffer'; maxBytes: number }
  /** Stream it straight into storage under `storageKey` (large files such as videos). */
  | { action: 'store'; maxBytes: number; storageKey: string }
  /** Read it to its end and throw it away. */
  | { action: 'discard' };

export type ReceivedUpload =
  | { outcome: 'buffered'; type: DetectedFileType | undefined; bytes: Buffer }
  | { outcome: 'stored'; type: DetectedFileType | undefined; storageKey: string; size: number }
  | { outcome: 'too-large'; type: DetectedFileType | undefined }
  | { outcome: 'discarded'; type: DetectedFileType | undefined };

/** The upload itself broke off (client gone, malformed multipart): bad input, not a server fault. */
export class UploadSourceError extends Error {
  constructor(cause: unknown) {
    super('the upload stream failed', { cause });
    this.name = 'UploadSourceError';
  }
}

type Sink = {
  write(chunk: Buffer, receivedBytes: number): Promise<void>;
  finish(receivedBytes: number): Promise<ReceivedUpload>;
  abort(): Promise<void>;
};

/**
 * Reads one uploaded file exactly once: sniffs its first bytes, asks `plan` what to do, then
 * buffers it, streams it to storage or discards it while counting bytes. The moment a file crosses
 * its limit the partial copy is deleted and the rest is read and dropped.
 *
 * The source is always read to its end and never destroyed: a multipart parser only reaches the
 * next part once this one has been consumed.
 */
export async function receiveUpload(
  source: Readable,
  storage: Storage,
  plan: (type: DetectedFileType | undefined) => UploadPlan,
): Promise<ReceivedUpload> {
  const head: Buffer[] = [];
  let headBytes = 0;
  let receivedBytes = 0;
  let sink: Sink | undefined;
  const openSink = async () => {
    const sniffed = Buffer.concat(head);
    head.length = 0;
    const type = await detectFileType(sniffed.subarray(0, SNIFF_BYTES));
    const opened = createSink(plan(type), type, storage);
    if (sniffed.length > 0) await opened.write(sniffed, sniffed.length);
    return opened;
  };
  try {
    for await (const chunk of readSource(source)) {
      receivedBytes += chunk.length;
      if (sink) {
        await sink.write(chunk, receivedBytes);
        continue;
      }
      head.push(chunk);
      headBytes += chunk.length;
      if (headBytes >= SNIFF_BYTES) sink = await openSink();
    }
    sink ??= await openSink();
    return await sink.finish(receivedBytes);
  } catch (error) {
    await sink?.abort();
    throw error;
  }
}

async function* readSource(source: Readable): AsyncGenerator<Buffer> {
  try {
    yield* source as AsyncIterable<Buffer>;
  } catch (error) {
    throw new UploadSourceError(error);
  }
}

function createSink(plan: UploadPlan, type: DetectedFileType | undefined, storage: Storage): Sink {
  if (plan.action === 'discard') {
    return {
      write: async () => {},
      finish: async () => ({ outcome: 'discarded', type }),
      abort: async () => {},
    };
  }
  if (plan.action === 'buffer') return createBufferSink(plan.maxBytes, type);
  return createStorageSink(plan.maxBytes, plan.storageKey, type, storage);
}

function createBufferSink(maxBytes: number, type: DetectedFileType | undefined): Sink {
  let chunks: Buffer[] = [];
  let isTooLarge = false;
  return {
    async write(chunk, receivedBytes) {
      if (isTooLarge) return;
      if (receivedBytes > maxBytes) {
        isTooLarge = true;
        chunks = [];
        return;
      }
      chunks.push(chunk);
    },
    async finish() {
      return isTooLarge
        ? { outcome: 'too-large', type }
        : { outcome: 'buffered', type, bytes: Buffer.concat(chunks) };
    },
    async abort() {
      chunks = [];
    },
  };
}

class UploadLimitCrossed extends Error {}

function createStorageSink(
  maxBytes: number,
  storageKey: string,
  type: DetectedFileType | undefined,
  storage: Storage,
): Sink {
  const channel = new PassThrough();
  // Failures surface through `stored` below; this only keeps a late 'error' event from crashing.
  channel.on('error', () => {});
  let writeError: unknown;
  // The storage writes to a temporary name and removes it when its source fails, so destroying
  // the channel is enough to leave nothing behind.
  const stored = storage.put(storageKey, channel).then(
    (result) => result,
    (error: unknown) => {
      writeError = error;
      return null;
    },
  );
  let isTooLarge = false;
  const stop = async (reason: Error) => {
    channel.destroy(reason);
    await stored;
  };
  return {
    async write(chunk, receivedBytes) {
      if (isTooLarge) return;
      if (channel.destroyed) {
        await stored;
        throw writeError ?? new Error('storage stream closed');
      }
      if (receivedBytes > maxBytes) {
        isTooLarge = true;
        await stop(new UploadLimitCrossed());
        return;
      }
      if (!channel.write(chunk)) await drainedOrClosed(channel);
    },
    async finish() {
      if (isTooLarge) return { outcome: 'too-large', type };
      channel.end();
      const result = await stored;
      if (!result) throw writeError;
      return { outcome: 'stored', type, storageKey, size: result.size };
    },
    async abort() {
      if (!channel.destroyed) await stop(new Error('upload aborted'));
    },
  };
}

function drainedOrClosed(stream: PassThrough): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      stream.off('drain', done);
      stream.off('close', done);
      resolve();
    };
    stream.on('drain', done);
    stream.on('close', done);
  });
}
