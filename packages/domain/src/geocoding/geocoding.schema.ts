import { z } from 'zod';

export const MIN_ADDRESS_QUERY_LENGTH = 3;

export const AddressSearchQuerySchema = z.strictObject({
  q: z
    .string({ error: 'Escribe una dirección' })
    .trim()
    .min(MIN_ADDRESS_QUERY_LENGTH, 'Escribe al menos 3 caracteres')
    .max(200, 'La búsqueda es demasiado larga'),
});

export const AddressSuggestionSchema = z.object({
  label: z.string(),
  address: z.string(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  country: z.string().nullable(),
  latitude: z.number(),
  longitude: z.number(),
});
export type AddressSuggestion = z.infer<typeof AddressSuggestionSchema>;
