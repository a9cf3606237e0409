import { PET_SPECIES } from '@citavet/domain/pets/pet.schema';
import { type Currency, CurrencySchema, DEFAULT_CURRENCY } from '@citavet/domain/services/service.schema';
import { CreateSpaceSchema, type MemberSpace, UpdateSpaceSchema } from '@citavet/domain/spaces/space.schema';
import type { z } from 'zod';
import type { SpaceSettingsChanges } from './api/update-space-settings';
import type { SettingsTab } from './settings-tabs';

/**
 * The settings form: the API's own update schema (same rules and messages as the server), with the
 * name required as the screen marks it. `phone` and `email` belong to the setup wizard, not here.
 */
export const SpaceSettingsFormSchema = UpdateSpaceSchema.omit({ phone: true, email: true }).extend({
  name: CreateSpaceSchema.shape.name,
});

export type SpaceSettingsFormValues = z.input<typeof SpaceSettingsFormSchema>;
export type SpaceSettingsFormOutput = z.output<typeof SpaceSettingsFormSchema>;
export type SpaceSettingsField = keyof SpaceSettingsFormValues;

/** Where each field lives, so a refused save opens the tab that shows the problem. */
export const FIELD_TABS: Record<SpaceSettingsField, SettingsTab> = {
  name: 'general',
  description: 'general',
  timeZone: 'general',
  defaultCurrency: 'general',
  color: 'general',
  route: 'general',
  speciesAttended: 'general',
  address: 'ubicacion',
  city: 'ubicacion',
  state: 'ubicacion',
  country: 'ubicacion',
  latitude: 'ubicacion',
  longitude: 'ubicacion',
  contactPhone: 'contacto',
  contactEmail: 'contacto',
  contactWhatsapp: 'contacto',
  socialInstagram: 'contacto',
  socialFacebook: 'contacto',
  socialWebsite: 'contacto',
};

export function isSettingsField(field: string): field is SpaceSettingsField {
  return Object.hasOwn(FIELD_TABS, field);
}

function isCurrency(currency: string): currency is Currency {
  return CurrencySchema.safeParse(currency).success;
}

/** The form's starting values: empty text for missing values, so every input is controlled. */
export function toFormValues(space: MemberSpace): SpaceSettingsFormValues {
  return {
    name: space.name,
    description: space.description ?? '',
    timeZone: space.timeZone,
    defaultCurrency: isCurrency(space.defaultCurrency) ? space.defaultCurrency : DEFAULT_CURRENCY,
    color: space.color ?? '',
    route: space.route ?? '',
    speciesAttended: PET_SPECIES.filter((species) => space.speciesAttended.includes(species)),
    address: space.address ?? '',
    city: space.city ?? '',
    state: space.state ?? '',
    country: space.country ?? '',
    latitude: space.latitude,
    longitude: space.longitude,
    contactPhone: space.contactPhone ?? '',
    contactEmail: space.contactEmail ?? '',
    contactWhatsapp: space.contactWhatsapp ?? '',
    socialInstagram: space.socialInstagram ?? '',
    socialFacebook: space.socialFacebook ?? '',
    socialWebsite: space.socialWebsite ?? '',
  };
}

/** Only what the user changed is sent (PUT is a partial update), already normalised by the schema. */
export function pickChanges(
  values: SpaceSettingsFormOutput,
  dirtyFields: Partial<Record<SpaceSettingsField, unknown>>,
): SpaceSettingsChanges {
  const changes: Record<string, unknown> = {};
  for (const field of Object.keys(dirtyFields)) {
    if (isSettingsField(field) && dirtyFields[field]) changes[field] = values[field] ?? null;
  }
  return changes as SpaceSettingsChanges;
}
