// The space itself is cached under ['spaces', id], the key every screen uses for GET /spaces/{id}, so
// a save here also refreshes whatever else shows the space.
export const spaceSettingsKeys = {
  space: (spaceId: string) => ['spaces', spaceId] as const,
  logo: (spaceId: string) => ['spaces', spaceId, 'logo'] as const,
  addressSearch: (query: string) => ['geocoding', 'search', query] as const,
};
