import { emailOutbox } from '@citavet/db/schema/outbox';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_RATE_LIMITS } from '../../../app-dependencies';
import { bearer, createTestContext, expandBookingMessages, type TestContext } from '../../../test/test-app';
import { makeImage, multipartBody } from '../../logo/logo.test-support';
import { scheduleOf } from '../bookings.test-support';
import {
  type PublicSpaceSetup,
  postPublicBooking,
  publicBookingBody,
  setUpPublicSpace,
} from '../public/public-booking.test-support';

// The clinic's logo in a booking e-mail is a PNG: logos are stored as WebP, which Outlook for
// Windows does not show. The image the e-mail names is fetched as a mail client would.

let context: TestContext;
let space: PublicSpaceSetup;
beforeAll(async () => {
  context = await createTestContext({
    config: { rateLimits: { ...DEFAULT_RATE_LIMITS, publicBookingPerMinute: 10_000 } },
  });
  space = await setUpPublicSpace(context.app, context.database.db);
});
afterAll(async () => {
  await context.close();
});

async function uploadLogo(width: number, height: number) {
  const body = await multipartBody({
    bytes: await makeImage('png', width, height),
    filename: 'logo.png',
    type: 'image/png',
  });
  const response = await context.app.inject({
    method: 'POST',
    url: `/api/spaces/${space.spaceId}/logo`,
    payload: body.payload,
    headers: { ...body.headers, ...bearer(space.admin.token) },
  });
  expect(response.statusCode).toBe(200);
  return response.json().data.space.logoKey as string;
}

async function logoInConfirmation(start: string, end: string) {
  const booked = await postPublicBooking(
    context.app,
    publicBookingBody(scheduleOf(space.memberSchedules, 2), start, end),
  );
  expect(booked.statusCode).toBe(201);
  await expandBookingMessages(context);
  const [email] = await context.database.db
    .select({ html: emailOutbox.htmlBody })
    .from(emailOutbox)
    .where(
      and(
        eq(emailOutbox.bookingId, booked.json().data.booking.id),
        eq(emailOutbox.kind, 'booking-confirmation'),
      ),
    );
  const src = email?.html?.match(/<img src="([^"]+)"/)?.[1]?.replaceAll('&amp;', '&');
  if (!src) throw new Error('no logo in the e-mail');
  return src;
}

describe("the clinic's logo in e-mails", () => {
  it('is a PNG the e-mail names by an absolute address, a new address for a new logo', async () => {
    const key = await uploadLogo(800, 400);
    expect(key).toMatch(/\.webp$/);
    const src = await logoInConfirmation('2026-03-10T10:00', '2026-03-10T10:30');
    expect(src).toMatch(new RegExp(`^http://citavet\\.test/api/spaces/${space.spaceId}/logo\\.png\\?v=`));

    const image = await context.app.inject({ method: 'GET', url: src.replace('http://citavet.test', '') });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.rawPayload.subarray(0, 8)).toEqual(Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]));
    const metadata = await sharp(image.rawPayload).metadata();
    // Three times the 48 px the e-mail draws, the stored logo's proportions kept.
    expect(metadata).toMatchObject({ format: 'png', width: 288, height: 144 });

    await uploadLogo(300, 300);
    const next = await logoInConfirmation('2026-03-10T11:00', '2026-03-10T11:30');
    expect(next).not.toBe(src);
    const square = await context.app.inject({ method: 'GET', url: next.replace('http://citavet.test', '') });
    expect(await sharp(square.rawPayload).metadata()).toMatchObject({ width: 144, height: 144 });
  });

  it('answers a Spanish 404 in JSON for a space without a logo, and a 400 for a malformed id', async () => {
    await context.app.inject({
      method: 'DELETE',
      url: `/api/spaces/${space.spaceId}/logo`,
      headers: bearer(space.admin.token),
    });
    const none = await context.app.inject({ method: 'GET', url: `/api/spaces/${space.spaceId}/logo.png` });
    expect(none.statusCode).toBe(404);
    expect(none.json()).toMatchObject({ success: false, code: 'LOGO_NOT_FOUND' });
    const malformed = await context.app.inject({ method: 'GET', url: '/api/spaces/no-es-un-id/logo.png' });
    expect(malformed.statusCode).toBe(400);
  });
});
