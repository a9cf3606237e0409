/** Query keys of the disabled-dates screen; every change refreshes everything under `all`. */
export const disabledDateQueryKeys = {
  all: ['disabled-dates'] as const,
  list: (spaceId: string) => ['disabled-dates', 'list', spaceId] as const,
};
