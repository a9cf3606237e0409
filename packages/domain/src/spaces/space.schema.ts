import { z } from 'zod';
import { PET_SPECIES, PetSpeciesSchema } from '../pets/pet.schema';
import { CurrencySchema } from '../services/service.schema';
import { isSingleLineText, LINE_BREAK_MESSAGE } from '../text/control-characters';
import { SpaceRoleSchema } from '../users/user.schema';
import { EffectiveRoleSchema } from './space-ownership';
import {
  ROUTE_FORMAT_MESSAGE,
  ROUTE_LENGTH_MESSAGE,
  ROUTE_MAX_LENGTH,
  ROUTE_MIN_LENGTH,
  ROUTE_PATTERN,
} from './space-route';

export const DEFAULT_TIME_ZONE = 'Europe/Madrid';
export const SPACE_NAME_MIN_LENGTH = 3;

const PHONE_PATTERN = /^\+?[0-9\s\-()]+$/;
const IANA_ZONE_PATTERN = /^[A-Za-z][A-Za-z0-9_+-]*(?:\/[A-Za-z0-9_+-]+)*$/;
const COLOR_PATTERN = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;
const INSTAGRAM_PATTERN = /^[a-z0-9._]{1,30}$/i;
const FACEBOOK_USERNAME_PATTERN = /^[a-z0-9.]{1,50}$/i;
const FACEBOOK_HOSTS = /(^|\.)(facebook\.com|fb\.com|fb\.me)$/i;
const HAS_SCHEME = /^[a-z][a-z0-9+.-]*:/i;

export const SPACE_MESSAGES = {
  nameRequired: 'El nombre es requerido',
  nameTooShort: 'El nombre debe tener al menos 3 caracteres',
  nameTooLong: 'El nombre no puede superar los 120 caracteres',
  descriptionTooLong: 'La descripción no puede superar los 2000 caracteres',
  textTooLong: 'El texto no puede superar los 300 caracteres',
  phone: 'Formato de teléfono inválido',
  email: 'Email inválido',
  timeZone: 'Zona horaria inválida',
  color: 'El color debe tener el formato #RRGGBB',
  latitude: 'La latitud debe ser un número entre -90 y 90',
  longitude: 'La longitud debe ser un número entre -180 y 180',
  instagram: 'El usuario de Instagram solo puede tener letras, números, puntos y guiones bajos (sin @)',
  facebook: 'Ingresa la URL de tu página de Facebook o tu nombre de usuario',
  website: 'Ingresa una URL válida que empiece por http:// o https://',
} as const;

/** True for IANA names the runtime knows ('Europe/Madrid', 'UTC'); offsets such as '+01:00' are refused. */
export function isIanaTimeZone(timeZone: string): boolean {
  if (!IANA_ZONE_PATTERN.test(timeZone)) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone });
    return true;
  } catch {
    return false;
  }
}

/** Optional text: '' and null both clear the field (stored as null); absent leaves it unchanged. */
function optionalText(max: number, message: string) {
  return z
    .string()
    .trim()
    .max(max, message)
    .transform((value) => (value === '' ? null : value))
    .nullable()
    .optional();
}

function checkedText(max: number, message: string, isValid: (value: string) => boolean) {
  return z
    .string()
    .trim()
    .max(max, message)
    .refine((value) => value === '' || isValid(value), message)
    .transform((value) => (value === '' ? null : value));
}

function optionalChecked(max: number, message: string, isValid: (value: string) => boolean) {
  return checkedText(max, message, isValid).nullable().optional();
}

const isEmail = (value: string) => z.email().safeParse(value).success;
const isPhone = (value: string) => PHONE_PATTERN.test(value);

// http(s), a host with at least one dot (letters of any script, for internationalized domains),
// an optional port, then any path without spaces. Parsed by hand: the domain package has no URL.
const HTTP_URL_PATTERN =
  /^https?:\/\/((?:[\p{L}\p{N}](?:[\p{L}\p{N}-]*[\p{L}\p{N}])?\.)+[\p{L}]{2,63})(?::\d{1,5})?(?:[/?#]\S*)?$/iu;

/** The host name of an http(s) URL, or null when `value` is not one. */
function httpUrlHost(value: string): string | null {
  return HTTP_URL_PATTERN.exec(value)?.[1]?.toLowerCase() ?? null;
}

function httpUrlFirstPathSegment(value: string): string {
  return /^https?:\/\/[^/?#]+\/+([^/?#]*)/i.exec(value)?.[1] ?? '';
}

/** 'www.clinica.com' is read as https://www.clinica.com; any other scheme than http(s) is refused. */
function normalizeWebsite(value: string): string {
  return value === '' || HAS_SCHEME.test(value) ? value : `https://${value}`;
}

/** '@clinica', 'clinica' and 'https://instagram.com/clinica' all become 'clinica'. */
function normalizeInstagram(value: string): string {
  const host = httpUrlHost(value);
  if (host && /(^|\.)instagram\.com$/.test(host)) return httpUrlFirstPathSegment(value);
  return value.replace(/^@+/, '');
}

function isFacebook(value: string): boolean {
  if (FACEBOOK_USERNAME_PATTERN.test(value)) return true;
  const host = httpUrlHost(value);
  return host !== null && FACEBOOK_HOSTS.test(host);
}

const coordinate = (limit: number, message: string) =>
  z
    .union([z.number(), z.string()], { error: message })
    .transform((value, context) => {
      if (typeof value === 'string' && value.trim() === '') return null;
      const number = typeof value === 'number' ? value : Number(value.trim());
      if (!Number.isFinite(number) || Math.abs(number) > limit) {
        context.addIssue({ code: 'custom', message });
        return z.NEVER;
      }
      return number;
    })
    .nullable()
    .optional();

const nameField = z
  .string({ error: SPACE_MESSAGES.nameRequired })
  .trim()
  .refine(isSingleLineText, LINE_BREAK_MESSAGE)
  .min(1, SPACE_MESSAGES.nameRequired)
  .min(SPACE_NAME_MIN_LENGTH, SPACE_MESSAGES.nameTooShort)
  .max(120, SPACE_MESSAGES.nameTooLong);

/** Format only; whether a route is reserved or taken is answered by the API with its own message. */
const routeField = z
  .string()
  .trim()
  .toLowerCase()
  .refine(
    (route) => route === '' || (route.length >= ROUTE_MIN_LENGTH && route.length <= ROUTE_MAX_LENGTH),
    ROUTE_LENGTH_MESSAGE,
  )
  .refine((route) => route === '' || ROUTE_PATTERN.test(route), ROUTE_FORMAT_MESSAGE)
  .transform((route) => (route === '' ? null : route))
  .nullable()
  .optional();

const timeZoneField = z
  .string({ error: SPACE_MESSAGES.timeZone })
  .trim()
  .refine(isIanaTimeZone, SPACE_MESSAGES.timeZone);

const spaceDetailFields = {
  description: optionalText(2000, SPACE_MESSAGES.descriptionTooLong),
  phone: optionalChecked(30, SPACE_MESSAGES.phone, isPhone),
  email: optionalChecked(254, SPACE_MESSAGES.email, isEmail),
  route: routeField,
  color: optionalChecked(7, SPACE_MESSAGES.color, (value) => COLOR_PATTERN.test(value)),
  address: optionalText(300, SPACE_MESSAGES.textTooLong),
  city: optionalText(120, SPACE_MESSAGES.textTooLong),
  state: optionalText(120, SPACE_MESSAGES.textTooLong),
  country: optionalText(120, SPACE_MESSAGES.textTooLong),
  latitude: coordinate(90, SPACE_MESSAGES.latitude),
  longitude: coordinate(180, SPACE_MESSAGES.longitude),
  contactPhone: optionalChecked(30, SPACE_MESSAGES.phone, isPhone),
  contactEmail: optionalChecked(254, SPACE_MESSAGES.email, isEmail),
  contactWhatsapp: optionalChecked(30, SPACE_MESSAGES.phone, isPhone),
  socialInstagram: z
    .string()
    .trim()
    .transform(normalizeInstagram)
    .pipe(checkedText(30, SPACE_MESSAGES.instagram, (value) => INSTAGRAM_PATTERN.test(value)))
    .nullable()
    .optional(),
  socialFacebook: optionalChecked(300, SPACE_MESSAGES.facebook, isFacebook),
  socialWebsite: z
    .string()
    .trim()
    .transform(normalizeWebsite)
    .pipe(checkedText(300, SPACE_MESSAGES.website, (value) => httpUrlHost(value) !== null))
    .nullable()
    .optional(),
  /**
   * The species the clinic attends, which the directory filters by; each once, in the
   * list's own order so a save that changes nothing stores the same value.
   */
  speciesAttended: z
    .array(PetSpeciesSchema, { error: 'Las especies atendidas deben ser una lista' })
    .transform((species) => PET_SPECIES.filter((known) => species.includes(known)))
    .optional(),
};

/** POST /spaces: the setup wizard sends name, description, phone, email and the browser's zone. */
export const CreateSpaceSchema = z.strictObject({
  name: nameField,
  ...spaceDetailFields,
  timeZone: timeZoneField.nullish().transform((zone) => zone ?? DEFAULT_TIME_ZONE),
  /** The currency new services start with; the wizard proposes one (suggestCurrency). */
  defaultCurrency: CurrencySchema.optional(),
});
export type CreateSpaceInput = z.infer<typeof CreateSpaceSchema>;

/** PUT /spaces/{id}: only the fields sent change; '' or null clears an optional field. */
export const UpdateSpaceSchema = z.strictObject({
  name: nameField.optional(),
  ...spaceDetailFields,
  timeZone: timeZoneField.optional(),
  defaultCurrency: CurrencySchema.optional(),
});
export type UpdateSpaceInput = z.infer<typeof UpdateSpaceSchema>;

export const SpaceIdParamsSchema = z.object({ id: z.guid('ID de espacio no válido') });
export const SpaceScopedParamsSchema = z.object({ spaceId: z.guid('ID de espacio no válido') });

export const SpaceSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  route: z.string().nullable(),
  timeZone: z.string(),
  defaultCurrency: z.string(),
  logoUrl: z.string().nullable(),
  logoKey: z.string().nullable(),
  color: z.string().nullable(),
  address: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  country: z.string().nullable(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  contactPhone: z.string().nullable(),
  contactEmail: z.string().nullable(),
  contactWhatsapp: z.string().nullable(),
  socialInstagram: z.string().nullable(),
  socialFacebook: z.string().nullable(),
  socialWebsite: z.string().nullable(),
  speciesAttended: z.array(z.string()),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Space = z.infer<typeof SpaceSchema>;

export const SpaceMemberSummarySchema = z.object({
  id: z.string(),
  spaceId: z.string(),
  userId: z.string(),
  role: SpaceRoleSchema,
  /** 'OWNER' for the space's owner (an ADMIN membership), otherwise the role. */
  effectiveRole: EffectiveRoleSchema,
  joinedAt: z.string(),
  /** Null for a MEMBER's view: only ADMINs see the team's addresses. */
  user: z.object({ name: z.string(), email: z.string().nullable(), avatar: z.string().nullable() }),
});
export type SpaceMemberSummary = z.infer<typeof SpaceMemberSummarySchema>;

/** A space as its members see it: GET /spaces lists these, and every space call answers one. */
export const MemberSpaceSchema = SpaceSchema.extend({
  members: z.array(SpaceMemberSummarySchema),
  myRole: SpaceRoleSchema,
  /** 'OWNER' when the caller owns the space (their membership stays ADMIN). */
  myEffectiveRole: EffectiveRoleSchema,
  ownerUserId: z.string().nullable(),
  /** The ADMIN the OWNER offered the space to, until they accept or decline (or the offer is cancelled). */
  pendingOwnerUserId: z.string().nullable(),
  _count: z.object({ invitations: z.number().int() }),
});
export type MemberSpace = z.infer<typeof MemberSpaceSchema>;

export const LogoInfoSchema = z.object({ url: z.string(), key: z.string(), directUrl: z.string() });
export type LogoInfo = z.infer<typeof LogoInfoSchema>;

export const SpaceLogoSchema = z.object({
  id: z.string(),
  logoUrl: z.string().nullable(),
  logoKey: z.string().nullable(),
});
export type SpaceLogo = z.infer<typeof SpaceLogoSchema>;

export const LOGO_MAX_BYTES = 10 * 1024 * 1024;
export const LOGO_MESSAGES = {
  tooLarge: 'El logo debe ser menor a 10MB',
  wrongType: 'Solo se permiten archivos JPEG, PNG, GIF o WebP',
  invalid: 'Archivo no válido',
  missing: 'Adjunta una imagen en el campo "logo"',
  none: 'Este espacio no tiene logo',
} as const;

export const CLIENT_CANNOT_CREATE_SPACE_MESSAGE =
  'Las cuentas de cliente no pueden crear espacios. Regístrate como profesional para gestionar una clínica.';

/** CLIENT accounts book appointments; HOST (and ADMIN) accounts run spaces. */
export const canCreateSpace = (role: 'HOST' | 'CLIENT' | 'ADMIN'): boolean => role !== 'CLIENT';
