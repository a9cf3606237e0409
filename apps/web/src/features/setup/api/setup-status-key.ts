import type { QueryClient } from '@tanstack/react-query';

/** Every user's status: each wizard step refreshes it once the step's change is stored (part 1 §4). */
export const SETUP_STATUS_KEY = ['setup', 'status'] as const;

/** Refreshes the status; a failed refresh is only logged (part 1 §8 'Error al refrescar estado del setup'). */
export async function refreshSetupStatus(queryClient: QueryClient): Promise<void> {
  try {
    await queryClient.invalidateQueries({ queryKey: SETUP_STATUS_KEY }, { throwOnError: true });
  } catch (error) {
    console.error('Error al refrescar estado del setup', error);
  }
}
