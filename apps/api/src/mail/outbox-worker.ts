import type { Database } from '@citavet/db/database';
import { decideReminderDelivery, isReminderKind } from '@citavet/domain/communications/reminder-delivery';
import type { Clock } from '../app-dependencies';
import { deliverSms, type SmsSender } from '../sms/sms-delivery';
import { createPollingLoop } from '../workers/polling-loop';
import type { MailMessage, MailTransport } from './mail-transport';
import {
  type ClaimedEmail,
  claimDueEmails,
  markEmailDropped,
  markEmailSent,
  type RedactedContent,
  rescheduleEmail,
} from './outbox.repository';
import { redactAttachment, redactSecrets } from './redact-secrets';
import { type UnsubscribeTokens, unsubscribeHeaders } from './unsubscribe-token';

const MAX_ATTEMPTS = 8;

/** The worker's knobs (env.ts: OUTBOX_BATCH_SIZE, OUTBOX_CONCURRENCY, OUTBOX_LEASE_MS, OUTBOX_RETRY_BASE_MS). */
export type OutboxTuning = {
  /** Rows claimed per round trip. */
  batchSize: number;
  /** Messages of a batch handed to SMTP at once (use a pooled SMTP_URL, `?pool=true`, with more than 1). */
  concurrency: number;
  /** How long a claim holds: a worker that dies mid-batch has its rows reclaimed once it runs out. */
  leaseMs: number;
  /** The first retry's wait after a temporary failure; doubled each attempt, capped at 1 h. */
  retryBaseMs: number;
};

export const DEFAULT_OUTBOX_TUNING: OutboxTuning = {
  batchSize: 20,
  concurrency: 1,
  leaseMs: 60_000,
  retryBaseMs: 30_000,
};

/** 30 s, 1 min, 2 min … capped at 1 h (with the default base). */
export function retryDelayMs(attempts: number, baseMs = DEFAULT_OUTBOX_TUNING.retryBaseMs): number {
  return Math.min(baseMs * 2 ** Math.max(0, attempts - 1), 3_600_000);
}

/**
 * A refusal the receiving server means for good (SMTP 5xx: no such mailbox, rejected): retrying
 * cannot help, so the message is FAILED at once and the client's log says 'Rebotado'. A 4xx (busy,
 * greylisted) or a broken connection is temporary and retried with backoff.
 */
export function isPermanentFailure(error: unknown): boolean {
  const code = (error as { responseCode?: unknown } | null)?.responseCode;
  return typeof code === 'number' && code >= 500 && code < 600;
}

/** The SMTP answer itself when there is one ('550 5.1.1 …', what the log shows), else the error. */
function failureText(error: unknown): string {
  const smtp = error as { responseCode?: unknown; response?: unknown } | null;
  if (typeof smtp?.responseCode === 'number' && typeof smtp.response === 'string') {
    return smtp.response.startsWith(String(smtp.responseCode))
      ? smtp.response
      : `${smtp.responseCode} ${smtp.response}`;
  }
  return error instanceof Error ? error.message : String(error);
}

/** What the row keeps once the message is out (or will never go): no working link or token. */
export function redactedContent(email: ClaimedEmail): RedactedContent {
  return {
    subject: redactSecrets(email.subject),
    textBody: redactSecrets(email.textBody),
    htmlBody: email.htmlBody === null ? null : redactSecrets(email.htmlBody),
    attachments: email.attachments?.map(redactAttachment) ?? null,
    headers: email.headers
      ? Object.fromEntries(Object.entries(email.headers).map(([name, value]) => [name, redactSecrets(value)]))
      : null,
  };
}

export type UnsubscribeLinks = { publicUrl: string; tokens: UnsubscribeTokens };

/**
 * The message as it leaves: a Message-ID fixed by the outbox row (a copy sent again after a crash
 * carries the same one, so the receiving side can tell it is the same message — decision 059), and
 * on a reminder for a known client the unsubscribe headers and a line saying how to stop them.
 */
export function outgoingMessage(
  email: ClaimedEmail,
  from: string,
  unsubscribe: UnsubscribeLinks,
): MailMessage {
  const host = new URL(unsubscribe.publicUrl).hostname || 'citavet.local';
  let headers: MailMessage['headers'] = email.headers ?? undefined;
  let text = email.textBody;
  let html = email.htmlBody ?? undefined;
  if (isReminderKind(email.kind) && email.client) {
    const token = unsubscribe.tokens.sign(email.client.id, email.client.spaceId);
    const listHeaders = unsubscribeHeaders(unsubscribe.publicUrl, token);
    const url = (listHeaders['List-Unsubscribe'] ?? '').slice(1, -1);
    // One line each (well under the 998-character limit), never folded after the colon.
    headers = {
      ...headers,
      ...Object.fromEntries(
        Object.entries(listHeaders).map(([key, value]) => [key, { prepared: true as const, value }]),
      ),
    };
    text = `${text.replace(/\n+$/, '')}\n\nPara no recibir más recordatorios: ${url}\n`;
    if (html) {
      const footer = `<p style="font-size:12px;color:#555">¿No quieres más recordatorios? <a href="${url}">Darme de baja</a></p>`;
      html = /<\/body>/i.test(html) ? html.replace(/<\/body>/i, `${footer}</body>`) : `${html}${footer}`;
    }
  }
  return {
    from,
    to: email.toAddress,
    messageId: `<${email.id}@${host}>`,
    ...(email.toName ? { toName: email.toName } : {}),
    ...(email.replyTo ? { replyTo: email.replyTo } : {}),
    ...(headers ? { headers } : {}),
    subject: email.subject,
    text,
    ...(html ? { html } : {}),
    ...(email.attachments ? { attachments: email.attachments } : {}),
  };
}

export type OutboxWorker = { runOnce(): Promise<number>; start(): void; stop(): Promise<void> };

export function createOutboxWorker(options: {
  db: Database;
  clock: Clock;
  transport: MailTransport;
  from: string;
  pollMs: number;
  unsubscribe: UnsubscribeLinks;
  /** The SMS gateway; without it SMS rows fail with the reason (the channel is off). */
  sms?: SmsSender;
  /**
   * Queues the messages whose drafting was left for later (a new booking's e-mails, decision 104),
   * at the start of every round, before due messages are claimed: a booking's confirmation is
   * queued (and sent) before any later message of the same booking. `isDrained`: none left for now.
   */
  expandDrafts?: () => Promise<{ isDrained: boolean }>;
  tuning?: Partial<OutboxTuning>;
  onError?: (error: unknown) => void;
}): OutboxWorker {
  const tuning = { ...DEFAULT_OUTBOX_TUNING, ...options.tuning };

  async function deliver(email: ClaimedEmail): Promise<void> {
    if (email.channel === 'sms') {
      const retry = {
        maxAttempts: MAX_ATTEMPTS,
        delayMs: (attempts: number) => retryDelayMs(attempts, tuning.retryBaseMs),
      };
      await deliverSms(
        { db: options.db, clock: options.clock, sender: options.sms, retry },
        email,
        redactedContent(email),
      );
      return;
    }
    // A reminder for a booking cancelled since it was queued must never go out.
    if (isReminderKind(email.kind) && email.bookingStatus === 'CANCELLED') {
      await markEmailDropped(options.db, email, 'booking cancelled', redactedContent(email));
      return;
    }
    // Consent is judged now, not when the reminder was queued: unsubscribing stops queued ones too.
    const delivery = decideReminderDelivery(email.kind, email.client);
    if (!delivery.isAllowed) {
      await markEmailDropped(options.db, email, delivery.reason, redactedContent(email));
      return;
    }
    try {
      await options.transport.send(outgoingMessage(email, options.from, options.unsubscribe));
    } catch (error) {
      const message = failureText(error);
      const isFinal = isPermanentFailure(error) || email.attempts >= MAX_ATTEMPTS;
      await rescheduleEmail(options.db, email, {
        error: redactSecrets(message.slice(0, 500)),
        retryAt: isFinal
          ? null
          : new Date(options.clock.now().getTime() + retryDelayMs(email.attempts, tuning.retryBaseMs)),
        redacted: redactedContent(email),
      });
      return;
    }
    await markEmailSent(options.db, email, options.clock.now(), redactedContent(email));
  }

  /**
   * The drafts first. A round whose drafting fails still sends what is due (the drafts wait for the
   * next round, intact): one booking that cannot be drafted must not stop every other message.
   */
  async function expandDrafts(): Promise<{ isDrained: boolean }> {
    if (!options.expandDrafts) return { isDrained: true };
    try {
      return await options.expandDrafts();
    } catch (error) {
      options.onError?.(error);
      return { isDrained: true };
    }
  }

  async function runOnce(): Promise<number> {
    await expandDrafts();
    return sendDue();
  }

  async function sendDue(): Promise<number> {
    const claimed = await claimDueEmails(options.db, options.clock.now(), tuning.batchSize, tuning.leaseMs);
    let next = 0;
    const lanes = Array.from(
      { length: Math.max(1, Math.min(tuning.concurrency, claimed.length)) },
      async () => {
        while (next < claimed.length) {
          const email = claimed[next++] as ClaimedEmail;
          await deliver(email);
        }
      },
    );
    await Promise.all(lanes);
    return claimed.length;
  }

  // A full batch means more are probably due: the loop goes on at once instead of waiting the poll.
  // So does a round that left drafts behind (it drafted its most).
  const round = async () => {
    const { isDrained } = await expandDrafts();
    const sent = await sendDue();
    return isDrained ? sent : Math.max(sent, tuning.batchSize);
  };
  const loop = createPollingLoop(round, {
    pollMs: options.pollMs,
    batchSize: tuning.batchSize,
    firstDelayMs: options.pollMs,
    ...(options.onError ? { onError: options.onError } : {}),
  });
  return { runOnce, start: loop.start, stop: loop.stop };
}
