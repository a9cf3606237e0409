import { z } from 'zod';
import {
  BASIS_POINTS,
  CHARGE_CURRENCIES,
  MAX_AMOUNT,
  NO_LINES_MESSAGE,
  QUANTITY_SCALE,
} from './charge-money';
import { PAYMENT_METHODS } from './charge-payments';

// The shapes of charges, payments, credit notes and the cash close, shared by the forms and the
// API. Amounts are integers in the currency's minor unit; percentages and tax rates in basis
// points (10 % → 1000); a quantity is a number with at most three decimals.

export const ChargeCurrencySchema = z.enum(CHARGE_CURRENCIES, { error: 'Moneda inválida' });
export const PaymentMethodSchema = z.enum(PAYMENT_METHODS, { error: 'Medio de pago inválido' });

const AmountSchema = z
  .number({ error: 'El importe debe ser un número' })
  .int('El importe debe estar en unidades mínimas de la moneda')
  .min(0, 'El importe no puede ser negativo')
  .max(MAX_AMOUNT, 'El importe es demasiado grande');

export const DiscountSchema = z.discriminatedUnion(
  'kind',
  [
    z.object({ kind: z.literal('AMOUNT'), value: AmountSchema }),
    z.object({
      kind: z.literal('PERCENT'),
      value: z
        .number()
        .int('El porcentaje admite hasta dos decimales')
        .min(0, 'El descuento no puede ser negativo')
        .max(BASIS_POINTS, 'El descuento no puede superar el 100 %'),
    }),
  ],
  { error: 'Descuento inválido' },
);
export type DiscountInput = z.infer<typeof DiscountSchema>;

export const QuantitySchema = z
  .number({ error: 'La cantidad debe ser un número' })
  .gt(0, 'La cantidad debe ser mayor que cero')
  .max(100_000, 'La cantidad es demasiado grande')
  .refine(
    (q) =>
      Number.isInteger(Math.round(q * QUANTITY_SCALE)) &&
      Math.abs(q * QUANTITY_SCALE - Math.round(q * QUANTITY_SCALE)) < 1e-6,
    'La cantidad admite hasta tres decimales',
  );

export const TaxRateBpSchema = z
  .number()
  .int('Tasa de impuesto inválida')
  .min(0, 'Tasa de impuesto inválida')
  .max(BASIS_POINTS, 'Tasa de impuesto inválida');

export const ChargeLineInputSchema = z.object({
  kind: z.enum(['SERVICE', 'PRODUCT'], { error: 'Tipo de línea inválido' }),
  serviceId: z.uuid('Servicio inválido').nullable().optional(),
  description: z.string().trim().min(1, 'La descripción es obligatoria').max(200, 'Máximo 200 caracteres'),
  quantity: QuantitySchema,
  unitPrice: AmountSchema,
  discount: DiscountSchema.nullable().optional(),
  taxRateBp: TaxRateBpSchema,
});
export type ChargeLineInputBody = z.infer<typeof ChargeLineInputSchema>;

const LOCAL_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** 'YYYY-MM-DD' naming a day that exists (not 2026-02-31), in a range the database stores. */
function isCalendarDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (year < 1900 || year > 2999) return false;
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

export const PaymentInputSchema = z.object({
  method: PaymentMethodSchema,
  /** The clinic's name for an OTHER method ('Mercado Pago', 'Bizum'). */
  methodLabel: z.string().trim().max(60, 'Máximo 60 caracteres').nullable().optional(),
  amount: AmountSchema.min(1, 'El importe debe ser mayor que cero'),
  currency: ChargeCurrencySchema.optional(),
  /** The day whose cash it belongs to, when recorded late; by default the clinic's open day. */
  businessDate: z
    .string()
    .regex(LOCAL_DATE, 'Fecha inválida')
    .refine(isCalendarDate, 'Fecha inválida')
    .optional(),
});
export type PaymentInput = z.infer<typeof PaymentInputSchema>;

export const CreateChargeSchema = z.object({
  bookingId: z.uuid('Reserva inválida').nullable().optional(),
  clientId: z.uuid('Cliente inválido').nullable().optional(),
  petId: z.uuid('Mascota inválida').nullable().optional(),
  currency: ChargeCurrencySchema.optional(),
  lines: z.array(ChargeLineInputSchema).min(1, NO_LINES_MESSAGE).max(100, 'Máximo 100 líneas'),
  discount: DiscountSchema.nullable().optional(),
  payments: z.array(PaymentInputSchema).max(10, 'Máximo 10 pagos').optional(),
  note: z.string().trim().max(500, 'Máximo 500 caracteres').nullable().optional(),
});
export type CreateChargeBody = z.infer<typeof CreateChargeSchema>;

export const AddPaymentSchema = PaymentInputSchema;

export const VoidChargeSchema = z.object({
  reason: z.string().trim().min(3, 'Indica el motivo de la anulación').max(500, 'Máximo 500 caracteres'),
});

export const RefundChargeSchema = z.object({
  amount: AmountSchema.min(1, 'El importe debe ser mayor que cero'),
  method: PaymentMethodSchema,
  methodLabel: z.string().trim().max(60, 'Máximo 60 caracteres').nullable().optional(),
  reason: z.string().trim().min(3, 'Indica el motivo de la devolución').max(500, 'Máximo 500 caracteres'),
});

export const TaxRateSchema = z.object({
  name: z.string().trim().min(1, 'El nombre es obligatorio').max(60, 'Máximo 60 caracteres'),
  rateBp: TaxRateBpSchema,
  isDefault: z.boolean(),
});
export type TaxRate = z.infer<typeof TaxRateSchema>;

export const ChargeSettingsSchema = z.object({
  pricesIncludeTax: z.boolean(),
  taxRates: z
    .array(TaxRateSchema)
    .max(10, 'Máximo 10 tasas')
    .refine(
      (rates) => rates.filter((r) => r.isDefault).length <= 1,
      'Solo una tasa puede ser la predeterminada',
    ),
  otherMethods: z.array(z.string().trim().min(1).max(60, 'Máximo 60 caracteres')).max(10, 'Máximo 10 medios'),
});
export type ChargeSettings = z.infer<typeof ChargeSettingsSchema>;

export const LocalDateSchema = z
  .string()
  .regex(LOCAL_DATE, 'Fecha inválida')
  .refine(isCalendarDate, 'Fecha inválida');

export const CashCloseQuerySchema = z.object({
  date: LocalDateSchema,
  userId: z.uuid('Profesional inválido').optional(),
});

export const CloseDaySchema = z.object({
  date: LocalDateSchema,
  userId: z.uuid('Profesional inválido').nullable().optional(),
  countedCash: z.array(z.object({ currency: ChargeCurrencySchema, amount: AmountSchema })).max(6),
  note: z.string().trim().max(500, 'Máximo 500 caracteres').nullable().optional(),
});
export type CloseDayBody = z.infer<typeof CloseDaySchema>;

// Answers.

export const ChargeLineSchema = z.object({
  kind: z.enum(['SERVICE', 'PRODUCT']),
  serviceId: z.string().nullable(),
  description: z.string(),
  quantity: z.number(),
  unitPrice: z.number(),
  discount: DiscountSchema.nullable(),
  taxRateBp: z.number(),
  gross: z.number(),
  discountAmount: z.number(),
  net: z.number(),
  tax: z.number(),
  total: z.number(),
});

export const PaymentSchema = z.object({
  id: z.string(),
  direction: z.enum(['IN', 'OUT']),
  method: PaymentMethodSchema,
  methodLabel: z.string().nullable(),
  amount: z.number(),
  change: z.number(),
  businessDate: z.string(),
  takenByName: z.string(),
  takenAt: z.string(),
});

export const CreditNoteSchema = z.object({
  id: z.string(),
  number: z.number(),
  amount: z.number(),
  reason: z.string(),
  createdAt: z.string(),
});

export const ChargeStatusSchema = z.enum(['OPEN', 'PAID', 'VOIDED']);

export const ChargeSchema = z.object({
  id: z.string(),
  receiptNumber: z.number(),
  createdAt: z.string(),
  createdByName: z.string(),
  currency: ChargeCurrencySchema,
  clientId: z.string().nullable(),
  clientName: z.string().nullable(),
  petId: z.string().nullable(),
  petName: z.string().nullable(),
  bookingId: z.string().nullable(),
  pricesIncludeTax: z.boolean(),
  discount: DiscountSchema.nullable(),
  note: z.string().nullable(),
  lines: z.array(ChargeLineSchema),
  subtotal: z.number(),
  discountTotal: z.number(),
  taxTotal: z.number(),
  total: z.number(),
  credited: z.number(),
  paid: z.number(),
  refunded: z.number(),
  due: z.number(),
  status: ChargeStatusSchema,
  voidReason: z.string().nullable(),
  payments: z.array(PaymentSchema),
  creditNotes: z.array(CreditNoteSchema),
});
export type Charge = z.infer<typeof ChargeSchema>;

export const ChargeSummarySchema = ChargeSchema.pick({
  id: true,
  receiptNumber: true,
  createdAt: true,
  currency: true,
  clientName: true,
  petName: true,
  bookingId: true,
  total: true,
  due: true,
  status: true,
});
export type ChargeSummary = z.infer<typeof ChargeSummarySchema>;

export const BalanceSchema = z.object({
  /** What the client owes, one figure per currency (never mixed). */
  owed: z.array(z.object({ currency: ChargeCurrencySchema, amount: z.number(), charges: z.number() })),
});
export type Balance = z.infer<typeof BalanceSchema>;

export const CashCloseLineSchema = z.object({
  currency: ChargeCurrencySchema,
  method: PaymentMethodSchema,
  methodLabel: z.string().nullable(),
  collected: z.number(),
  refunded: z.number(),
  expected: z.number(),
  count: z.number(),
});

export const CashCloseSchema = z.object({
  date: z.string(),
  userId: z.string().nullable(),
  lines: z.array(CashCloseLineSchema),
  closed: z
    .object({
      closedAt: z.string(),
      closedByName: z.string(),
      counted: z.array(
        z.object({ currency: ChargeCurrencySchema, amount: z.number(), difference: z.number() }),
      ),
      note: z.string().nullable(),
    })
    .nullable(),
});
export type CashClose = z.infer<typeof CashCloseSchema>;
