import { createHmac, timingSafeEqual } from 'node:crypto';

// The signature in a delivery report's URL: HMAC-SHA256 of the outbox row's id, truncated to 128
// bits, keyed by a key derived from the session secret (one secret to keep). Kannel calls the URL it
// was given, so a report whose signature does not match the id was not made by us.

export const DELIVERY_REPORT_KEY_PURPOSE = 'sms-delivery-report';

export class DeliveryReportTokens {
  readonly #key: Buffer;

  constructor(key: Buffer) {
    this.#key = key;
  }

  sign(outboxId: string): string {
    return createHmac('sha256', this.#key).update(outboxId).digest().subarray(0, 16).toString('base64url');
  }

  isValid(outboxId: string, signature: string): boolean {
    const expected = Buffer.from(this.sign(outboxId));
    const given = Buffer.from(signature);
    return expected.length === given.length && timingSafeEqual(expected, given);
  }

  /** The dlr-url of one message: Kannel fills %d (report type) and %A (the carrier's answer). */
  url(callbackUrl: string, outboxId: string): string {
    return `${callbackUrl}/api/public/sms/delivery/${outboxId}/${this.sign(outboxId)}?type=%d&answer=%A`;
  }
}
