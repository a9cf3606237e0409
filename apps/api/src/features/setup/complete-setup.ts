import { SETUP_STEP_BY_STEP_MESSAGE, type SetupStatus } from '@citavet/domain/setup/setup.schema';
import type { AppDependencies } from '../../app-dependencies';
import { badRequest } from '../../http/app-error';
import type { SessionUser } from '../../http/session';
import { getSetupStatus } from './get-setup-status';

/**
 * Setup is never completed in one call; each step has its own call. So this call only
 * confirms a setup whose steps are all done (the first-run check of decision 005) and answers its
 * status; otherwise it refuses with the step-by-step message.
 */
export async function completeSetup(deps: AppDependencies, user: SessionUser): Promise<SetupStatus> {
  const status = await getSetupStatus(deps, user);
  if (!status.isFirstRunComplete) throw badRequest(SETUP_STEP_BY_STEP_MESSAGE, 'SETUP_STEP_BY_STEP');
  return status;
}
