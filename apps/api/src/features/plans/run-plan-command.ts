import type { Database } from '@citavet/db/database';
import type { Clock } from '../../app-dependencies';
import { AppError } from '../../http/app-error';
import { setSpacePlanByOperator } from './set-space-plan';

export const PLAN_COMMAND_USAGE =
  'Uso: npm run plan -- set <ruta del espacio> <free|trial|premium|empresa> [--until AAAA-MM-DD]';

/** `set <route> <plan> [--until <date>]` as the operator typed it; answers the line to print. */
export async function runPlanCommand(
  argv: readonly string[],
  deps: { db: Database; clock: Clock },
): Promise<string> {
  const [verb, route, plan, ...rest] = argv;
  if (verb !== 'set' || !route || !plan) throw new AppError(400, 'BAD_REQUEST', PLAN_COMMAND_USAGE);
  let until: string | null = null;
  for (let index = 0; index < rest.length; index += 1) {
    const option = rest[index];
    if (option === '--until' && rest[index + 1] !== undefined) {
      until = rest[index + 1] ?? null;
      index += 1;
    } else if (option?.startsWith('--until=')) {
      until = option.slice('--until='.length);
    } else {
      throw new AppError(400, 'BAD_REQUEST', `Opción desconocida: ${option}. ${PLAN_COMMAND_USAGE}`);
    }
  }
  return setSpacePlanByOperator(deps, { route, plan, until });
}
