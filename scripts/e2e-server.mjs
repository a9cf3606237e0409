// The server the browser journeys run against: the built app on a fresh, throw-away data directory,
// sending its e-mail to a real SMTP server started here, which writes each message as an .eml file
// into E2E_MAIL_DIR so journeys can read what a client would receive.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SMTPServer } from 'smtp-server';
import { shiftProcessClock } from './e2e-clock.mjs';

// The run's moved clock (scripts/e2e-clock.mjs), before the app loads: the app, its embedded
// database's now() and the SMTP capture read the time the browser and the specs read.
shiftProcessClock(Number(process.env.E2E_CLOCK_OFFSET_MS ?? 0));

process.env.DATA_DIR = mkdtempSync(join(tmpdir(), 'citavet-e2e-'));
process.env.LOG_LEVEL ??= 'warn';
process.env.HOST ??= '127.0.0.1';
process.env.PUBLIC_URL ??= `http://127.0.0.1:${process.env.PORT}`;
process.env.GEOCODER ??= 'off';
process.env.OUTBOX_POLL_MS ??= '200';
// Every journey registers its own users from 127.0.0.1: the per-IP limits would stop the suite.
process.env.RATE_LIMIT_REGISTER_PER_MINUTE ??= '1000';
process.env.RATE_LIMIT_LOGIN_PER_MINUTE ??= '1000';
process.env.RATE_LIMIT_PUBLIC_BOOKING_PER_MINUTE ??= '1000';
process.env.RATE_LIMIT_UPLOADS_PER_MINUTE ??= '1000';
process.env.RATE_LIMIT_EMAIL_LINKS_PER_MINUTE ??= '1000';
// ...and so would the per-block and per-account mail and registration limits, the cap on spaces
// per account and the daily cap per recipient (decision 068): each has its own API test.
process.env.RATE_LIMIT_REGISTER_PER_BLOCK_PER_HOUR ??= '100000';
process.env.RATE_LIMIT_REGISTER_PER_EMAIL_PER_HOUR ??= '1000';
process.env.RATE_LIMIT_MAIL_PER_ACCOUNT_PER_HOUR ??= '10000';
process.env.RATE_LIMIT_MAIL_PER_BLOCK_PER_HOUR ??= '100000';
process.env.MAX_SPACES_PER_ACCOUNT ??= '1000';
process.env.OUTBOX_RECIPIENT_DAILY_CAP ??= '100000';
// Journeys book often with the same e-mail, host and space: the public booking caps would stop them.
process.env.PUBLIC_BOOKINGS_PER_SPACE_PER_HOUR ??= '0';
process.env.PUBLIC_BOOKINGS_PER_HOST_PER_DAY ??= '0';
process.env.PUBLIC_BOOKINGS_PER_EMAIL_PER_DAY ??= '0';
// The SMS channel on, so the settings offer it (its template editor is a journey); no journey sends
// an SMS, and one that did would be retried against this closed port, never faked as sent.
process.env.SMS_GATEWAY_URL ??= 'http://127.0.0.1:9/cgi-bin/sendsms';
process.env.SMS_GATEWAY_USERNAME ??= 'e2e';
process.env.SMS_GATEWAY_PASSWORD ??= 'e2e';
// Journeys make many services and members on free spaces: the plans' limits are off unless the plans
// journey turns them on through the control file, which also moves the clock (never in production:
// env.ts refuses the file with NODE_ENV=production).
process.env.PLAN_LIMITS ??= 'off';
process.env.NODE_ENV ??= 'test';
if (process.env.E2E_CONTROL_FILE) {
  rmSync(process.env.E2E_CONTROL_FILE, { force: true });
  process.env.CITAVET_TEST_CONTROL_FILE ??= process.env.E2E_CONTROL_FILE;
}

const mailDirectory = process.env.E2E_MAIL_DIR ?? join(process.env.DATA_DIR, 'received-mail');
rmSync(mailDirectory, { recursive: true, force: true });
mkdirSync(mailDirectory, { recursive: true });
let received = 0;
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  logger: false,
  onData(stream, session, callback) {
    const chunks = [];
    stream.on('data', (chunk) => chunks.push(chunk));
    stream.on('end', () => {
      received += 1;
      const to = session.envelope.rcptTo.map((recipient) => recipient.address).join(',');
      writeFileSync(
        join(mailDirectory, `${String(received).padStart(5, '0')}-${to}.eml`),
        Buffer.concat(chunks),
      );
      callback();
    });
  },
});
await new Promise((resolve) => smtp.listen(0, '127.0.0.1', resolve));
process.env.SMTP_URL = `smtp://127.0.0.1:${smtp.server.address().port}`;

await import('../apps/api/dist/server.js');
