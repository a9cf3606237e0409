import { z } from 'zod';
import { ClientSchema } from './client.schema';

// Likely duplicates: two active clients of a space with the same phone (national number), the same
// mailbox (e-mails are unique per space, so: the same but for a "+tag", or Gmail's dots) or the same
// document (without punctuation). The merge screen reviews them.

export const DUPLICATE_REASONS = ['phone', 'email', 'document'] as const;
export type DuplicateReason = (typeof DUPLICATE_REASONS)[number];

/** How the merge screen names each reason. */
export const DUPLICATE_REASON_LABELS: Record<DuplicateReason, string> = {
  phone: 'Mismo teléfono',
  email: 'Mismo correo electrónico',
  document: 'Mismo documento',
};

export const MAX_DUPLICATE_PAGE_SIZE = 50;

/** GET /spaces/{spaceId}/clients/duplicates. */
export const DuplicateClientsQuerySchema = z.strictObject({
  limit: z.coerce
    .number({ error: 'El límite debe ser un número' })
    .int('El límite debe ser un número entero')
    .min(1, 'El límite debe ser al menos 1')
    .max(MAX_DUPLICATE_PAGE_SIZE, `El límite no puede superar ${MAX_DUPLICATE_PAGE_SIZE}`)
    .default(20),
  offset: z.coerce
    .number({ error: 'El desplazamiento debe ser un número' })
    .int('El desplazamiento debe ser un número entero')
    .min(0, 'El desplazamiento no puede ser negativo')
    .max(100_000, 'El desplazamiento es demasiado grande')
    .default(0),
});
export type DuplicateClientsQuery = z.infer<typeof DuplicateClientsQuerySchema>;

const DuplicateSideSchema = z.object({ client: ClientSchema, bookingCount: z.number() });

/**
 * A suggested pair: `target` is the older record (the one suggested to keep), `source` the newer;
 * the screen may swap them before merging.
 */
export const DuplicatePairSchema = z.object({
  reasons: z.array(z.enum(DUPLICATE_REASONS)),
  target: DuplicateSideSchema,
  source: DuplicateSideSchema,
});
export type DuplicatePair = z.infer<typeof DuplicatePairSchema>;

export const DuplicateClientsSchema = z.object({
  pairs: z.array(DuplicatePairSchema),
  hasMore: z.boolean(),
  limit: z.number(),
  offset: z.number(),
});
export type DuplicateClients = z.infer<typeof DuplicateClientsSchema>;

export const DISMISS_ITSELF_MESSAGE = 'Elige dos clientes distintos';

const pairIdField = (message: string) => z.guid({ error: message });

/**
 * POST /spaces/{spaceId}/clients/duplicates/dismissals: the pair is not the same person
 * ('No son duplicados'); it is not suggested again. The order of the two ids does not matter.
 */
export const DismissDuplicateClientsSchema = z
  .strictObject({
    targetId: pairIdField('Indica el primer cliente del par (targetId)'),
    sourceId: pairIdField('Indica el segundo cliente del par (sourceId)'),
  })
  .refine((pair) => pair.targetId.toLowerCase() !== pair.sourceId.toLowerCase(), {
    path: ['sourceId'],
    message: DISMISS_ITSELF_MESSAGE,
  });
export type DismissDuplicateClientsInput = z.infer<typeof DismissDuplicateClientsSchema>;

export const DuplicateDismissalSchema = z.object({
  clientIds: z.tuple([z.string(), z.string()]),
  createdAt: z.string(),
});
export type DuplicateDismissal = z.infer<typeof DuplicateDismissalSchema>;
