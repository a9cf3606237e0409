import type { Database } from '@citavet/db/database';
import type { Clock } from '../app-dependencies';
import type { MailTransport } from './mail-transport';
import {
  type ClaimedEmail,
  claimDueEmails,
  markEmailDropped,
  markEmailSent,
  type RedactedContent,
  rescheduleEmail,
} from './outbox.repository';
import { redactAttachment, redactSecrets } from './redact-secrets';

const MAX_ATTEMPTS = 8;
const LEASE_MS = 60_000;
const BATCH_SIZE = 20;

/** 30 s, 1 min, 2 min … capped at 1 h. */
export function retryDelayMs(attempts: number): number {
  return Math.min(30_000 * 2 ** Math.max(0, attempts - 1), 3_600_000);
}

/** What the row keeps once the message is out (or will never go): no working link or token. */
export function redactedContent(email: ClaimedEmail): RedactedContent {
  return {
    subject: redactSecrets(email.subject),
    textBody: redactSecrets(email.textBody),
    htmlBody: email.htmlBody === null ? null : redactSecrets(email.htmlBody),
    attachments: email.attachments?.map(redactAttachment) ?? null,
  };
}

export type OutboxWorker = { runOnce(): Promise<number>; start(): void; stop(): Promise<void> };

export function createOutboxWorker(options: {
  db: Database;
  clock: Clock;
  transport: MailTransport;
  from: string;
  pollMs: number;
  onError?: (error: unknown) => void;
}): OutboxWorker {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<number> | undefined;
  let isStopped = false;

  async function runOnce(): Promise<number> {
    const claimed = await claimDueEmails(options.db, options.clock.now(), BATCH_SIZE, LEASE_MS);
    for (const email of claimed) {
      // A reminder for a booking cancelled since it was queued must never go out.
      if (isAppointmentReminder(email.kind) && email.bookingStatus === 'CANCELLED') {
        await markEmailDropped(options.db, email.id, 'booking cancelled', redactedContent(email));
        continue;
      }
      try {
        await options.transport.send({
          from: options.from,
          to: email.toAddress,
          ...(email.toName ? { toName: email.toName } : {}),
          ...(email.replyTo ? { replyTo: email.replyTo } : {}),
          ...(email.headers ? { headers: email.headers } : {}),
          subject: email.subject,
          text: email.textBody,
          ...(email.htmlBody ? { html: email.htmlBody } : {}),
          ...(email.attachments ? { attachments: email.attachments } : {}),
        });
        await markEmailSent(options.db, email.id, options.clock.now(), redactedContent(email));
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        const retryAt =
          email.attempts >= MAX_ATTEMPTS
            ? null
            : new Date(options.clock.now().getTime() + retryDelayMs(email.attempts));
        await rescheduleEmail(options.db, email.id, {
          error: redactSecrets(message.slice(0, 500)),
          retryAt,
          redacted: redactedContent(email),
        });
      }
    }
    return claimed.length;
  }

  function schedule() {
    if (isStopped) return;
    timer = setTimeout(async () => {
      running = runOnce().catch((error) => {
        options.onError?.(error);
        return 0;
      });
      await running;
      running = undefined;
      schedule();
    }, options.pollMs);
    timer.unref();
  }

  return {
    runOnce,
    start() {
      isStopped = false;
      schedule();
    },
    async stop() {
      isStopped = true;
      if (timer) clearTimeout(timer);
      await running;
    },
  };
}

/** Appointment reminders, by their kind before and after decision 056. */
function isAppointmentReminder(kind: string): boolean {
  return kind === 'booking-reminder' || kind === 'reminder-appointment';
}
