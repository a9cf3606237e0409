import { z } from 'zod';
import { DIRECTORY_MAX_PAGE_SIZE, DIRECTORY_MESSAGES, DIRECTORY_PAGE_SIZE } from './directory-constants';

// The public clinic directory /veterinarias (part 2 §2, §3 Public directory item; design.md §4.7):
// real spaces with a public route and at least one bookable service someone hosts.

export { DIRECTORY_MAX_PAGE_SIZE, DIRECTORY_MESSAGES, DIRECTORY_PAGE_SIZE };

const queryNumber = (fallback: number, min: number, max: number, message: string) =>
  z.preprocess(
    (value) => (value === undefined || value === '' ? fallback : value),
    z.coerce.number({ error: message }).int(message).min(min, message).max(max, message),
  );

/** GET /directory/spaces?q=&limit=&offset=: q matches the name or the city, ignoring case and accents. */
export const DirectoryQuerySchema = z.strictObject({
  q: z
    .string()
    .trim()
    .max(100, DIRECTORY_MESSAGES.queryTooLong)
    .optional()
    .transform((text) => (text ? text : undefined)),
  limit: queryNumber(
    DIRECTORY_PAGE_SIZE,
    1,
    DIRECTORY_MAX_PAGE_SIZE,
    `limit debe ser un número entre 1 y ${DIRECTORY_MAX_PAGE_SIZE}`,
  ),
  offset: queryNumber(0, 0, 1_000_000, 'offset debe ser un número mayor o igual a 0'),
});
export type DirectoryQuery = z.infer<typeof DirectoryQuerySchema>;

export const DirectorySpaceSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  /** The booking page is /{route}. */
  route: z.string(),
  logoUrl: z.string().nullable(),
  address: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  country: z.string().nullable(),
  /** The public contact phone, else the space's phone. */
  phone: z.string().nullable(),
  /** The public contact e-mail, else the space's e-mail. */
  email: z.string().nullable(),
  /** Bookable services with at least one active schedule. */
  servicesCount: z.number().int(),
  /** Professionals hosting those services. */
  availableHosts: z.number().int(),
});
export type DirectorySpace = z.infer<typeof DirectorySpaceSchema>;

export const DirectoryListSchema = z.object({
  spaces: z.array(DirectorySpaceSchema),
  total: z.number().int(),
});
export type DirectoryList = z.infer<typeof DirectoryListSchema>;
