import { addressBlock } from '@citavet/domain/auth/address-block';
import type { AppDependencies } from '../app-dependencies';
import { createAccountLimiter } from './account-limits';

export const MAIL_ACTION_LIMIT_MESSAGE =
  'Has enviado demasiados emails en poco tiempo desde esta cuenta o esta red. Espera y vuelve a intentarlo.';
const HOUR = 60 * 60 * 1000;

/**
 * Limits on a route that sends mail on a signed-in user's behalf (invitations, document e-mails),
 * per account and per client address block (/24, /64) together, so neither one account nor many
 * accounts from one network turn the app into a mail cannon. `name` keeps each route's counters
 * apart. Call `consume` before the work: the call that goes over answers a Spanish 429 with
 * Retry-After.
 */
export function createMailActionLimits(deps: AppDependencies, name: string) {
  const { rateLimits } = deps.config;
  const perAccount = createAccountLimiter(
    deps.limits.store,
    { name: `${name}:account`, max: rateLimits.mailActionsPerAccountPerHour, windowMs: HOUR },
    MAIL_ACTION_LIMIT_MESSAGE,
  );
  const perBlock = createAccountLimiter(
    deps.limits.store,
    { name: `${name}:block`, max: rateLimits.mailActionsPerBlockPerHour, windowMs: HOUR },
    MAIL_ACTION_LIMIT_MESSAGE,
  );
  return {
    async consume(userId: string, clientAddress: string): Promise<void> {
      await perBlock.consume(`block:${addressBlock(clientAddress)}`);
      await perAccount.consume(userId);
    },
  };
}
