// The SMS channel's configuration as the app sees it: on with a gateway, or off with the reason the
// reminder settings show. Read from env.ts (server.ts builds it); tests build it directly.

export type SmsGatewayConfig = {
  /** Kannel's sendsms URL. */
  url: string;
  username: string;
  password: string;
};

export type SmsConfig =
  | {
      isEnabled: true;
      gateway: SmsGatewayConfig;
      /** The API's origin as the gateway reaches it (delivery reports). */
      callbackUrl: string;
      /** The key replies must carry; null refuses every reply. */
      inboundSecret: string | null;
      monthlySegmentQuota: number;
    }
  | { isEnabled: false; reason: string; monthlySegmentQuota: number };

export const SMS_OFF_REASON =
  'El canal SMS está desactivado en este servidor: falta configurar la pasarela (SMS_GATEWAY_URL, SMS_GATEWAY_USERNAME y SMS_GATEWAY_PASSWORD).';

export function smsConfigFrom(env: {
  SMS_GATEWAY_URL?: string | undefined;
  SMS_GATEWAY_USERNAME?: string | undefined;
  SMS_GATEWAY_PASSWORD?: string | undefined;
  SMS_CALLBACK_URL?: string | undefined;
  SMS_INBOUND_SECRET?: string | undefined;
  SMS_MONTHLY_SEGMENT_QUOTA: number;
  publicUrl: string;
}): SmsConfig {
  if (!env.SMS_GATEWAY_URL || !env.SMS_GATEWAY_USERNAME || !env.SMS_GATEWAY_PASSWORD) {
    return { isEnabled: false, reason: SMS_OFF_REASON, monthlySegmentQuota: env.SMS_MONTHLY_SEGMENT_QUOTA };
  }
  return {
    isEnabled: true,
    gateway: {
      url: env.SMS_GATEWAY_URL,
      username: env.SMS_GATEWAY_USERNAME,
      password: env.SMS_GATEWAY_PASSWORD,
    },
    callbackUrl: (env.SMS_CALLBACK_URL ?? env.publicUrl).replace(/\/+$/, ''),
    inboundSecret: env.SMS_INBOUND_SECRET ?? null,
    monthlySegmentQuota: env.SMS_MONTHLY_SEGMENT_QUOTA,
  };
}
