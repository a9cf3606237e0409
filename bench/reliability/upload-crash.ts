// kill -9 an API process while gallery and logo uploads are in flight on PostgreSQL, restart it on
// the same DATA_DIR, and check that every upload answered is stored and served, and that no stored
// file is left without its row, no row without its file and no temporary file behind.
// Run: npm run build:api && npx tsx bench/reliability/upload-crash.ts
import { randomBytes } from 'node:crypto';
import { mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import { type ClientRequest, request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { pathToFileURL } from 'node:url';
import sharp from 'sharp';
import { ftypBox, mp4Bytes } from '../../apps/api/src/features/media/media-test-files';
import { isPostgresAvailable } from '../bench-app';
import {
  type ApiProcess,
  api,
  createScratchDatabase,
  setUpClinic,
  startApiProcess,
  verifyEmailIn,
} from '../process-cluster';

const PORT = 3723;
/** What the restarted server prints once it has compared the upload directory with the rows. */
const RECONCILED_LINE = /Archivos subidos revisados/;
const PARTIAL_NAME = /\.partial-[^/]*$/;

type Clinic = Awaited<ReturnType<typeof setUpClinic>>;
type StoredMedia = { id: string; url: string; thumbnailUrl: string | null; fileSize: number };
type FormFile = { bytes: Buffer; filename: string; type: string };

let colour = 0;
/** A PNG of a colour never used before in this run, so every upload is a different file. */
function freshImage(width = 640, height = 480): Promise<Buffer> {
  colour += 1;
  const background = { r: colour % 256, g: (colour * 7) % 256, b: (colour * 13) % 256 };
  return sharp({ create: { width, height, channels: 3, background } })
    .png()
    .toBuffer();
}

function formOf(field: string, files: FormFile[]): FormData {
  const form = new FormData();
  for (const file of files) {
    form.append(field, new Blob([new Uint8Array(file.bytes)], { type: file.type }), file.filename);
  }
  return form;
}

async function postForm(base: string, token: string, path: string, form: FormData) {
  const response = await fetch(`${base}${path}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  const text = await response.text();
  return {
    status: response.status,
    body: (text ? JSON.parse(text) : {}) as { data?: Record<string, unknown> },
  };
}

async function uploadMedia(base: string, clinic: Clinic, files: FormFile[]) {
  const answer = await postForm(
    base,
    clinic.token,
    `/api/spaces/${clinic.spaceId}/media`,
    formOf('media[]', files),
  );
  return { status: answer.status, media: (answer.body.data?.media ?? []) as StoredMedia[] };
}

async function uploadLogo(base: string, clinic: Clinic) {
  const logo = { bytes: await freshImage(300, 300), filename: 'logo.png', type: 'image/png' };
  const answer = await postForm(
    base,
    clinic.token,
    `/api/spaces/${clinic.spaceId}/logo`,
    formOf('logo', [logo]),
  );
  const space = answer.body.data?.space as { logoKey: string | null } | undefined;
  return { status: answer.status, logoKey: space?.logoKey ?? null };
}

/**
 * A gallery upload that never finishes: the `complete` files are sent whole, then the `stalled` one
 * starts (enough bytes for the server to recognise it) and trickles on until the connection dies.
 */
function stalledUpload(base: string, clinic: Clinic, complete: FormFile[], stalled: FormFile) {
  const boundary = `----citavet${randomBytes(8).toString('hex')}`;
  const partHead = (file: FormFile) =>
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="media[]"; filename="${file.filename}"\r\n` +
        `Content-Type: ${file.type}\r\n\r\n`,
    );
  const opening = Buffer.concat(
    complete.flatMap((file) => [partHead(file), file.bytes, Buffer.from('\r\n')]),
  );
  const closing = Buffer.from(`\r\n--${boundary}--\r\n`);
  const outgoing: ClientRequest = request(`${base}/api/spaces/${clinic.spaceId}/media`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${clinic.token}`,
      'content-type': `multipart/form-data; boundary=${boundary}`,
      // The whole length is announced, so the server keeps waiting for the rest.
      'content-length': String(
        opening.length + partHead(stalled).length + stalled.bytes.length + closing.length,
      ),
    },
  });
  const ended = new Promise<void>((resolve) => {
    outgoing.on('error', () => resolve());
    outgoing.on('response', () => resolve());
    outgoing.on('close', () => resolve());
  });
  void (async () => {
    const firstBytes = 256 * 1024;
    outgoing.write(Buffer.concat([opening, partHead(stalled), stalled.bytes.subarray(0, firstBytes)]));
    for (
      let offset = firstBytes;
      offset < stalled.bytes.length - 1024 && !outgoing.destroyed;
      offset += 4096
    ) {
      outgoing.write(stalled.bytes.subarray(offset, offset + 4096));
      await sleep(100);
    }
  })();
  return ended;
}

/** Every file under the upload directory, as storage keys ('spaces/…/media/….webp'). */
async function storedFiles(uploads: string): Promise<string[]> {
  try {
    const entries = await readdir(uploads, { recursive: true, withFileTypes: true });
    return entries
      .filter((entry) => entry.isFile())
      .map((entry) => join(entry.parentPath, entry.name).slice(uploads.length + 1));
  } catch {
    return [];
  }
}

async function fetchBytes(base: string, path: string) {
  const response = await fetch(`${base}${path}`);
  const bytes = Buffer.from(await response.arrayBuffer());
  return { status: response.status, bytes };
}

export async function runUploadCrash(): Promise<{ passed: boolean; lines: string[] }> {
  const database = await createScratchDatabase('citavet_upload_crash');
  const dataDir = await mkdtemp(join(tmpdir(), 'citavet-upload-crash-'));
  const uploads = join(dataDir, 'uploads');
  let server: ApiProcess = await startApiProcess({ databaseUrl: database.url, port: PORT, dataDir });
  const lines: string[] = [];
  let passed = true;
  const verdict = (isRight: boolean, line: string) => {
    passed &&= isRight;
    lines.push(`${isRight ? 'ok  ' : 'FAIL'} ${line}`);
  };
  /** Every key a row points at: gallery files, thumbnails and logos. */
  const referencedKeys = async () => {
    const rows = await database.query<{ key: string }>(
      `select storage_key as key from media
       union all select thumbnail_key from media where thumbnail_key is not null
       union all select logo_key from spaces where logo_key is not null`,
    );
    return new Set(rows.map((row) => row.key));
  };
  try {
    // A: gallery and logo loads; B: logo replacements and gallery deletions; C: stalled uploads only.
    const [a, b, c] = [
      await setUpClinic(server.url, verifyEmailIn(database)),
      await setUpClinic(server.url, verifyEmailIn(database)),
      await setUpClinic(server.url, verifyEmailIn(database)),
    ];

    // Finished before the kill.
    const answeredMedia: StoredMedia[] = [];
    const first = await uploadMedia(server.url, a, [
      { bytes: await freshImage(), filename: 'perro.png', type: 'image/png' },
      { bytes: await freshImage(), filename: 'gato.png', type: 'image/png' },
      { bytes: mp4Bytes(300_000), filename: 'paseo.mp4', type: 'video/mp4' },
    ]);
    if (first.status === 201) answeredMedia.push(...first.media);
    const logoLog = new Map<string, { answered: string[]; inFlight: boolean }>();
    for (const clinic of [a, b]) {
      const logo = await uploadLogo(server.url, clinic);
      logoLog.set(clinic.spaceId, {
        answered: logo.status === 200 && logo.logoKey ? [logo.logoKey] : [],
        inFlight: false,
      });
    }
    const logosBefore = [...logoLog.values()].filter((log) => log.answered.length === 1).length;
    verdict(
      first.status === 201 && first.media.length === 3 && logosBefore === 2,
      `the uploads finished before the load were answered (gallery ${first.status} with ${first.media.length} files, ${logosBefore} of 2 logos 200)`,
    );

    // In flight at the kill.
    let killed = false;
    const deletedMedia: StoredMedia[] = [];
    const logoLoop = async (clinic: Clinic) => {
      const log = logoLog.get(clinic.spaceId);
      while (!killed && log) {
        log.inFlight = true;
        try {
          const logo = await uploadLogo(server.url, clinic);
          if (logo.status === 200 && logo.logoKey) log.answered.push(logo.logoKey);
          log.inFlight = false;
        } catch {
          return; // the process died with this upload in flight
        }
      }
    };
    const galleryLoop = async () => {
      while (!killed) {
        try {
          const answer = await uploadMedia(server.url, a, [
            { bytes: await freshImage(), filename: 'carga.png', type: 'image/png' },
          ]);
          if (answer.status === 201) answeredMedia.push(...answer.media);
        } catch {
          return;
        }
      }
    };
    const deletionLoop = async () => {
      while (!killed) {
        try {
          const answer = await uploadMedia(server.url, b, [
            { bytes: await freshImage(), filename: 'borrar.png', type: 'image/png' },
          ]);
          const [item] = answer.media;
          if (!item) continue;
          const deleted = await api(server.url, 'DELETE', `/api/spaces/${b.spaceId}/media/${item.id}`, {
            token: b.token,
          });
          if (deleted.status === 200) deletedMedia.push(item);
          else answeredMedia.push(item);
        } catch {
          return;
        }
      }
    };
    const stalled = [
      // An image stored whole (with its thumbnail) while the video after it is still arriving.
      stalledUpload(
        server.url,
        c,
        [{ bytes: await freshImage(), filename: 'antes.png', type: 'image/png' }],
        {
          bytes: mp4Bytes(8 * 1024 * 1024),
          filename: 'largo.mp4',
          type: 'video/mp4',
        },
      ),
      // A video stored whole while the image after it is still arriving.
      stalledUpload(
        server.url,
        c,
        [{ bytes: mp4Bytes(1024 * 1024), filename: 'corto.mp4', type: 'video/mp4' }],
        {
          bytes: Buffer.concat([await freshImage(2000, 2000), randomBytes(4 * 1024 * 1024)]),
          filename: 'grande.png',
          type: 'image/png',
        },
      ),
      // A lone video half written.
      stalledUpload(server.url, c, [], {
        bytes: Buffer.concat([ftypBox(), Buffer.alloc(6 * 1024 * 1024)]),
        filename: 'solo.mp4',
        type: 'video/mp4',
      }),
    ];
    const loops = [logoLoop(a), logoLoop(b), galleryLoop(), deletionLoop()];

    // Kill once space C holds stored files no row points at yet and videos being written, and the
    // loops have had time to finish a few uploads.
    const spaceC = `spaces/${c.spaceId}/`;
    const loadStarted = Date.now();
    for (let attempt = 0; attempt < 200; attempt += 1) {
      const files = (await storedFiles(uploads)).filter((key) => key.startsWith(spaceC));
      const whole = files.filter((key) => !PARTIAL_NAME.test(key));
      const writing = files.filter(
        (key) => /\.mp4\.partial-/.test(key) && !whole.some((done) => key.startsWith(`${done}.`)),
      );
      if (whole.length >= 3 && writing.length >= 2 && Date.now() - loadStarted > 1500) break;
      await sleep(100);
    }
    killed = true;
    server.child.kill('SIGKILL');
    await new Promise((resolve) => server.child.once('exit', resolve));
    await Promise.allSettled([...loops, ...stalled]);

    const referencedAtKill = await referencedKeys();
    const filesAtKill = await storedFiles(uploads);
    const withoutRowAtKill = filesAtKill.filter(
      (key) => !PARTIAL_NAME.test(key) && !referencedAtKill.has(key),
    );
    const partialAtKill = filesAtKill.filter((key) => PARTIAL_NAME.test(key));
    const logoAnswers = [...logoLog.values()].reduce((sum, log) => sum + log.answered.length, 0);
    lines.push(
      `     before kill -9: ${answeredMedia.length} gallery files answered 201, ${deletedMedia.length} deleted (200), ${logoAnswers} logos answered 200`,
    );
    verdict(
      withoutRowAtKill.length > 0 && partialAtKill.length > 0,
      `the kill left uploads half done (${withoutRowAtKill.length} stored files without a row, ${partialAtKill.length} partial files)`,
    );

    server = await startApiProcess({ databaseUrl: database.url, port: PORT, dataDir });
    const deadline = Date.now() + 30_000;
    while (!RECONCILED_LINE.test(server.output()) && Date.now() < deadline) await sleep(100);
    verdict(RECONCILED_LINE.test(server.output()), 'the restarted process reconciled the upload directory');

    // Every gallery upload answered 201 is listed and served whole.
    const listed = new Map<string, StoredMedia>();
    for (const clinic of [a, b, c]) {
      for (let offset = 0; ; offset += 100) {
        const page = await api<{ data: { media: StoredMedia[] } }>(
          server.url,
          'GET',
          `/api/spaces/${clinic.spaceId}/media?limit=100&offset=${offset}`,
          { token: clinic.token },
        );
        for (const item of page.body.data.media) listed.set(item.id, item);
        if (page.body.data.media.length < 100) break;
      }
    }
    const unlisted = answeredMedia.filter((item) => !listed.has(item.id));
    let badlyServed = 0;
    for (const item of answeredMedia) {
      const file = await fetchBytes(server.url, item.url);
      const thumbnail = item.thumbnailUrl ? await fetchBytes(server.url, item.thumbnailUrl) : null;
      const isWhole = file.status === 200 && file.bytes.length === item.fileSize;
      if (!isWhole || (thumbnail && (thumbnail.status !== 200 || thumbnail.bytes.length === 0)))
        badlyServed += 1;
    }
    verdict(
      unlisted.length === 0 && badlyServed === 0,
      `every gallery upload answered 201 is listed and served at its size (${answeredMedia.length} answered, ${unlisted.length} missing, ${badlyServed} not served whole)`,
    );
    const stillThere = deletedMedia.filter((item) => listed.has(item.id));
    let deletedServed = 0;
    for (const item of deletedMedia)
      if ((await fetchBytes(server.url, item.url)).status !== 404) deletedServed += 1;
    verdict(
      stillThere.length === 0 && deletedServed === 0,
      `every gallery deletion answered 200 stays deleted, files included (${deletedMedia.length} deleted, ${stillThere.length} listed, ${deletedServed} served)`,
    );

    // Each logo is the last one answered 200, or the one in flight at the kill, and it is served.
    let wrongLogos = 0;
    for (const clinic of [a, b]) {
      const log = logoLog.get(clinic.spaceId);
      const [row] = await database.query<{ logo_key: string | null }>(
        'select logo_key from spaces where id = $1',
        [clinic.spaceId],
      );
      const current = row?.logo_key ?? null;
      const last = log?.answered.at(-1) ?? null;
      const isExpected =
        current !== null && (current === last || (log?.inFlight === true && !log.answered.includes(current)));
      const served = await fetchBytes(server.url, `/api/spaces/${clinic.spaceId}/logo`);
      const format = served.status === 200 ? (await sharp(served.bytes).metadata()).format : null;
      if (!isExpected || format !== 'webp') wrongLogos += 1;
    }
    verdict(
      wrongLogos === 0,
      `each logo is the last one answered 200 (or the one in flight) and is served (${wrongLogos} wrong)`,
    );

    // The directory and the rows agree.
    const referenced = await referencedKeys();
    const files = await storedFiles(uploads);
    const partial = files.filter((key) => PARTIAL_NAME.test(key));
    const orphans = files.filter((key) => !PARTIAL_NAME.test(key) && !referenced.has(key));
    verdict(
      orphans.length === 0,
      `no stored file without a row (${files.length} files, ${orphans.length} orphans)`,
    );
    verdict(partial.length === 0, `no partial file left after the restart (${partial.length})`);
    const missing: string[] = [];
    for (const key of referenced) {
      const found = await stat(join(uploads, key)).catch(() => null);
      if (!found?.isFile()) missing.push(key);
    }
    verdict(
      missing.length === 0,
      `no row whose file is missing (${referenced.size} referenced, ${missing.length} missing)`,
    );
    const health = await api(server.url, 'GET', '/api/health');
    verdict(health.status === 200, 'the restarted process answers /api/health');
  } finally {
    server.kill();
    await new Promise((resolve) => setTimeout(resolve, 500));
    await database.drop();
    await rm(dataDir, { recursive: true, force: true });
  }
  for (const line of lines) console.log(`upload-crash: ${line}`);
  return { passed, lines };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  if (!(await isPostgresAvailable())) {
    console.log('upload-crash: PostgreSQL is not available at 127.0.0.1:5432; skipped');
    process.exit(0);
  }
  const { passed } = await runUploadCrash();
  process.exit(passed ? 0 : 1);
}
