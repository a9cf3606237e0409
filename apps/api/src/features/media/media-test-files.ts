import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';

// Bytes for media tests and the upload memory bench (no test runner needed, so the bench can use
// them): container headers file-type recognises, and multipart bodies built in memory or streamed.

/** An ISO-BMFF box: 4-byte size, 4-byte type, payload. */
function box(type: string, payload: Buffer): Buffer {
  const header = Buffer.alloc(8);
  header.writeUInt32BE(8 + payload.length);
  header.write(type, 4, 'latin1');
  return Buffer.concat([header, payload]);
}

/** An `ftyp` box: enough for file-type to call the file MP4 (isom), QuickTime (qt) and so on. */
export function ftypBox(majorBrand = 'isom', compatible = ['isom', 'mp41']): Buffer {
  const brands = [majorBrand, ...compatible].map((brand) => Buffer.from(brand.padEnd(4), 'latin1'));
  const [major = Buffer.alloc(4), ...rest] = brands;
  return box('ftyp', Buffer.concat([major, Buffer.from([0, 0, 2, 0]), ...rest]));
}

/** An "MP4" of `size` bytes: an ftyp box then an mdat box of zeros (never decoded by the API). */
export function mp4Bytes(size = 64 * 1024, majorBrand = 'isom'): Buffer {
  const head = ftypBox(majorBrand, majorBrand === 'qt  ' ? ['qt  '] : ['isom', 'mp41']);
  return Buffer.concat([head, box('mdat', Buffer.alloc(Math.max(0, size - head.length - 8)))]);
}

const ebmlElement = (id: number[], data: Buffer) =>
  Buffer.concat([Buffer.from(id), Buffer.from([0x80 | data.length]), data]);

/** A Matroska-family file: the EBML header's DocType says 'webm' or 'matroska'. */
export function ebmlBytes(docType: 'webm' | 'matroska', size = 8 * 1024): Buffer {
  const header = ebmlElement(
    [0x1a, 0x45, 0xdf, 0xa3],
    Buffer.concat([
      ebmlElement([0x42, 0x86], Buffer.from([1])),
      ebmlElement([0x42, 0xf7], Buffer.from([1])),
      ebmlElement([0x42, 0x82], Buffer.from(docType)),
    ]),
  );
  return Buffer.concat([header, Buffer.alloc(size - header.length)]);
}

/** A RIFF file of the given form type ('AVI ', 'WAVE'). */
export function riffBytes(form: string, size = 8 * 1024): Buffer {
  const header = Buffer.alloc(12);
  header.write('RIFF', 0, 'latin1');
  header.writeUInt32LE(size - 8, 4);
  header.write(form, 8, 'latin1');
  return Buffer.concat([header, Buffer.from('LIST'), Buffer.alloc(size - 16)]);
}

export type FormFile = { field?: string; bytes: Buffer | string; filename: string; type?: string };
export type FormEntry = FormFile | { field: string; value: string };

/** The bytes and content type a browser would send for this form (built by the platform's FormData). */
export async function multipartForm(entries: FormEntry[]) {
  const form = new FormData();
  for (const entry of entries) {
    if ('value' in entry) {
      form.append(entry.field, entry.value);
      continue;
    }
    const bytes =
      typeof entry.bytes === 'string' ? new TextEncoder().encode(entry.bytes) : new Uint8Array(entry.bytes);
    form.append(entry.field ?? 'media[]', new Blob([bytes], { type: entry.type ?? '' }), entry.filename);
  }
  const response = new Response(form);
  const payload = Buffer.from(await response.arrayBuffer());
  return { payload, headers: { 'content-type': response.headers.get('content-type') ?? '' } };
}

/**
 * A multipart body with one file of `size` bytes — `head` then zeros — produced chunk by chunk, so
 * a 100 MB upload never exists in memory on the sending side either.
 */
export function streamedMultipartFile(options: {
  head: Buffer;
  size: number;
  filename: string;
  type: string;
}) {
  const boundary = `----citavet${randomBytes(8).toString('hex')}`;
  const opening = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="media[]"; filename="${options.filename}"\r\n` +
      `Content-Type: ${options.type}\r\n\r\n`,
  );
  const closing = Buffer.from(`\r\n--${boundary}--\r\n`);
  const chunkSize = 64 * 1024;
  const zeros = Buffer.alloc(chunkSize);
  function* chunks() {
    yield opening;
    yield options.head;
    let remaining = options.size - options.head.length;
    while (remaining > 0) {
      const length = Math.min(chunkSize, remaining);
      yield length === chunkSize ? zeros : zeros.subarray(0, length);
      remaining -= length;
    }
    yield closing;
  }
  return {
    body: Readable.from(chunks(), { objectMode: false }),
    contentLength: opening.length + options.size + closing.length,
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}
