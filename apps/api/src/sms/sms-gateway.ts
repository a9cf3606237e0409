import type { SmsEncoding } from '@citavet/domain/sms/sms-encoding';
import type { SmsGatewayConfig } from './sms-config';

// Kannel's HTTP sendsms interface. Each message asks for every delivery report (dlr-mask 31:
// delivered, undelivered, buffered, SMSC accepted, SMSC rejected) at a dlr-url naming its outbox
// row and signed (dlr-token.ts). Kannel answers 202 '0: Accepted for delivery' (or 'Queued for later
// delivery' while the carrier is away); a 4xx is a refusal that retrying cannot change (a number
// no route accepts, a message it cannot encode), except a failed authorisation, which is ours to
// fix and is retried; a 5xx or a connection that fails is the gateway being down: retried.

export type SmsToSend = { to: string; text: string; encoding: SmsEncoding; dlrUrl: string };

export class SmsGatewayError extends Error {
  constructor(
    message: string,
    readonly isPermanent: boolean,
  ) {
    super(message);
    this.name = 'SmsGatewayError';
  }
}

export type SmsGateway = { send(message: SmsToSend): Promise<void>; describe: string };

/** Milliseconds before a sendsms call counts as the gateway being down. */
const TIMEOUT_MS = 10_000;

export function createKannelGateway(config: SmsGatewayConfig): SmsGateway {
  return {
    describe: `Kannel ${new URL(config.url).host}`,
    async send(message) {
      const url = new URL(config.url);
      url.searchParams.set('username', config.username);
      url.searchParams.set('password', config.password);
      url.searchParams.set('to', message.to);
      url.searchParams.set('text', message.text);
      url.searchParams.set('charset', 'UTF-8');
      // 0: GSM-7 (Kannel converts the UTF-8 text), 2: UCS-2.
      url.searchParams.set('coding', message.encoding === 'UCS-2' ? '2' : '0');
      url.searchParams.set('dlr-mask', '31');
      url.searchParams.set('dlr-url', message.dlrUrl);
      let response: Response;
      try {
        response = await fetch(url, { signal: AbortSignal.timeout(TIMEOUT_MS) });
      } catch (error) {
        const reason =
          error instanceof Error
            ? ((error.cause as Error | undefined)?.message ?? error.message)
            : String(error);
        throw new SmsGatewayError(`Pasarela SMS no disponible: ${reason}`, false);
      }
      const body = (await response.text()).trim().slice(0, 200);
      if (response.status >= 200 && response.status < 300) return;
      const isPermanent = response.status >= 400 && response.status < 500 && !/authoriz/i.test(body);
      throw new SmsGatewayError(`${response.status} ${body}`, isPermanent);
    },
  };
}
