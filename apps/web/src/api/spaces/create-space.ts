import { type CreateSpaceSchema, MemberSpaceSchema } from '@citavet/domain/spaces/space.schema';
import type { z } from 'zod';
import { apiClient } from '@/lib/api-client';

export type CreateSpaceRequest = z.input<typeof CreateSpaceSchema>;

/** The browser's zone, so a new clinic's schedules mean what its owner expects (design.md §4.1). */
function browserTimeZone(): string | undefined {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || undefined;
  } catch {
    return undefined;
  }
}

export async function createSpace(input: CreateSpaceRequest) {
  const body = { ...input, timeZone: input.timeZone ?? browserTimeZone() };
  const { data, message } = await apiClient.post('/spaces', { body, schema: MemberSpaceSchema });
  return { space: data, message };
}
