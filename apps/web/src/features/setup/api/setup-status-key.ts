import type { QueryClient } from '@tanstack/react-query';

/** Every user's status: each wizard step refreshes it once the step's change is stored. */
export const SETUP_STATUS_KEY = ['setup', 'status'] as const;

/** Refreshes the status; a failed refresh is only logged. */
export async function refreshSetupStatus(queryClient: QueryClient): Promise<void> {
  try {
    await queryClient.invalidateQueries({ queryKey: SETUP_STATUS_KEY }, { throwOnError: true });
  } catch (error) {
    console.error('Error al refrescar estado del setup', error);
  }
}
