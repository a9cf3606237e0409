import {
  ADVANCE_WINDOW_MESSAGE,
  CurrencySchema,
  DEFAULT_CURRENCY,
  DEFAULT_MAX_ADVANCE_DAYS,
  DEFAULT_SERVICE_DURATION,
  isAdvanceWindowConsistent,
  type Service,
  serviceFields,
} from '@citavet/domain/services/service.schema';
import { ServiceCategorySchema } from '@citavet/domain/services/service-category';
import { z } from 'zod';

/**
 * A number typed in a text input where empty means none (no cap, the default step, no limit): the
 * text becomes a number, or NaN that the shared field refuses with its own message.
 */
const blankAsNone = z
  .string()
  .trim()
  .transform((text) => (text === '' ? null : Number(text)));

const fields = serviceFields;

/**
 * The 'Nuevo Servicio' / 'Editar Servicio' form: the shared fields with their messages, read from
 * what the form holds (text inputs for the optional numbers).
 */
export const ServiceFormSchema = z
  .object({
    name: fields.name,
    // Blank becomes none, as the API stores it.
    description: fields.description,
    category: fields.category,
    // The domain's bounds (1 to 480), as in the setup: one rule and one hint for every form.
    duration: fields.duration,
    price: fields.price,
    currency: fields.currency,
    isActive: fields.isActive,
    isBookableByClients: fields.isBookableByClients,
    requiresApproval: fields.requiresApproval,
    allowRescheduling: fields.allowRescheduling,
    allowCancellation: fields.allowCancellation,
    minAdvanceBooking: fields.minAdvanceBooking,
    // Empty means no limit: bookings may be made any number of days ahead.
    maxAdvanceBooking: blankAsNone.pipe(fields.maxAdvanceBooking),
    // Empty: a start every `duration` minutes.
    slotStep: blankAsNone.pipe(fields.slotStep),
    bufferBefore: fields.bufferBefore,
    bufferAfter: fields.bufferAfter,
    // Empty: no cap.
    dailyCap: blankAsNone.pipe(fields.dailyCap),
  })
  .refine((form) => isAdvanceWindowConsistent(form.minAdvanceBooking, form.maxAdvanceBooking), {
    path: ['minAdvanceBooking'],
    message: ADVANCE_WINDOW_MESSAGE,
  });

export type ServiceFormValues = z.input<typeof ServiceFormSchema>;
export type ServiceFormOutput = z.output<typeof ServiceFormSchema>;

/**
 * Defaults. The booking flags follow the list page's defaults (no approval,
 * 30 days ahead), the same ones the API applies, so a service behaves the same however it was made.
 */
export const NEW_SERVICE_DEFAULTS: ServiceFormValues = {
  name: '',
  description: '',
  category: '',
  duration: DEFAULT_SERVICE_DURATION,
  price: '0',
  currency: DEFAULT_CURRENCY,
  isActive: true,
  isBookableByClients: true,
  requiresApproval: false,
  allowRescheduling: true,
  allowCancellation: true,
  minAdvanceBooking: 0,
  maxAdvanceBooking: String(DEFAULT_MAX_ADVANCE_DAYS),
  slotStep: '',
  bufferBefore: 0,
  bufferAfter: 0,
  dailyCap: '',
};

/** A new service starts in the space's default currency (chosen in the setup wizard). */
export function newServiceDefaults(spaceCurrency: string | undefined): ServiceFormValues {
  return {
    ...NEW_SERVICE_DEFAULTS,
    currency: spaceCurrency && isFormCurrency(spaceCurrency) ? spaceCurrency : DEFAULT_CURRENCY,
  };
}

function isFormCategory(category: string | null): category is ServiceFormValues['category'] {
  return category === null || ServiceCategorySchema.safeParse(category).success;
}

function isFormCurrency(currency: string): currency is ServiceFormValues['currency'] {
  return CurrencySchema.safeParse(currency).success;
}

export function serviceToFormValues(service: Service): ServiceFormValues {
  return {
    name: service.name,
    description: service.description ?? '',
    category: isFormCategory(service.category) ? (service.category ?? '') : '',
    duration: service.duration,
    // As Spanish writes it; the shared schema reads the comma back.
    price: service.price.toFixed(2).replace('.', ','),
    currency: isFormCurrency(service.currency) ? service.currency : DEFAULT_CURRENCY,
    isActive: service.isActive,
    isBookableByClients: service.isBookableByClients,
    requiresApproval: service.requiresApproval,
    allowRescheduling: service.allowRescheduling,
    allowCancellation: service.allowCancellation,
    minAdvanceBooking: service.minAdvanceBooking,
    maxAdvanceBooking: service.maxAdvanceBooking === null ? '' : String(service.maxAdvanceBooking),
    slotStep: service.slotStep === null ? '' : String(service.slotStep),
    bufferBefore: service.bufferBefore,
    bufferAfter: service.bufferAfter,
    dailyCap: service.dailyCap === null ? '' : String(service.dailyCap),
  };
}
