import type { AddressSuggestion } from '@citavet/domain/geocoding/geocoding.schema';
import type { PublicOnlinePause } from '@citavet/domain/online-pauses/online-pause.schema';
import {
  activeClinicPauseEnd,
  onlinePauseNotice,
  type PauseWindow,
} from '@citavet/domain/online-pauses/online-pause-rules';
import {
  DIRECTORY_MESSAGES,
  type DirectoryList,
  type DirectoryQuery,
} from '@citavet/domain/public/directory.schema';
import type { LatLng } from '@citavet/domain/public/directory-search';
import { containsPattern } from '@citavet/domain/public/search-text';
import { instantToZonedParts } from '@citavet/domain/time/zoned-time';
import { LRUCache } from 'lru-cache';
import type { AppDependencies } from '../../app-dependencies';
import { AppError } from '../../http/app-error';
import { findDirectoryCity } from './directory.repository';
import { loadSpacesPauses } from './directory-entries.repository';
import { type DirectorySearchRow, type SearchKey, searchDirectory } from './directory-search.repository';
import { refreshDirectoryEntries } from './refresh-directory-entries';

/** The address search the API already has (features/geocoding), handed in by app.ts. */
export type PlaceFinder = { search(query: string, limit: number): Promise<AddressSuggestion[]> };

const PLACE_CACHE_SIZE = 1_000;

/** Places already looked up: most searches name a handful of cities, and the geocoder is slow and limited. */
export class PlaceCache {
  // A place the geocoder does not know is remembered too (as `place: null`).
  private readonly places = new LRUCache<string, { place: AddressSuggestion | null }>({
    max: PLACE_CACHE_SIZE,
  });
  constructor(private readonly finder: PlaceFinder) {}
  async find(text: string): Promise<AddressSuggestion | null> {
    const key = text.trim().toLowerCase();
    const known = this.places.get(key);
    if (known) return known.place;
    const [place = null] = await this.finder.search(text, 1);
    this.places.set(key, { place });
    return place;
  }
}

const badCursor = () => new AppError(400, 'BAD_REQUEST', DIRECTORY_MESSAGES.invalidCursor);

function encodeCursor(key: SearchKey): string {
  return Buffer.from(JSON.stringify(key)).toString('base64url');
}

function decodeCursor(cursor: string, isNear: boolean): SearchKey {
  let key: unknown;
  try {
    key = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw badCursor();
  }
  const candidate = key as Partial<Record<string, unknown>>;
  const isUuid = typeof candidate.spaceId === 'string' && /^[0-9a-f-]{36}$/i.test(candidate.spaceId);
  if (isNear && candidate.kind === 'distance' && typeof candidate.distance === 'number' && isUuid) {
    return key as SearchKey;
  }
  if (!isNear && candidate.kind === 'name' && typeof candidate.sortName === 'string' && isUuid) {
    return key as SearchKey;
  }
  throw badCursor();
}

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

/**
 * GET /directory/spaces: the directory's search over its own table (docs/decisions/050). An entry
 * whose slot answer has expired (the sweeper has not reached it yet) is recomputed before it is shown,
 * so every next slot on the page is the engine's answer now.
 */
export async function listDirectory(
  deps: AppDependencies,
  query: DirectoryQuery,
  places: PlaceCache,
): Promise<DirectoryList> {
  const { db } = deps.database;
  let origin: DirectoryList['origin'] = null;
  if (query.lat !== undefined && query.lng !== undefined) {
    origin = { latitude: query.lat, longitude: query.lng, label: null };
  } else if (query.near) {
    let place: AddressSuggestion | null;
    try {
      place = await places.find(query.near);
    } catch {
      throw new AppError(
        502,
        'GEOCODER_UNAVAILABLE',
        'El buscador de direcciones no está disponible. Inténtalo más tarde.',
      );
    }
    if (!place) throw new AppError(400, 'PLACE_NOT_FOUND', DIRECTORY_MESSAGES.placeNotFound);
    origin = { latitude: place.latitude, longitude: place.longitude, label: place.city ?? place.label };
  }
  const centre: LatLng | undefined = origin
    ? { latitude: origin.latitude, longitude: origin.longitude }
    : undefined;
  const search = {
    pattern: query.q ? containsPattern(query.q) : undefined,
    near: centre ? { centre, radiusKm: query.radiusKm } : undefined,
    citySlug: query.city,
    category: query.category,
    species: query.species,
    available: query.available,
    isOpenNow: query.openNow,
    after: query.cursor ? decodeCursor(query.cursor, centre !== undefined) : undefined,
    limit: query.limit + 1,
  };
  let now = deps.clock.now();
  let rows = await searchDirectory(db, { ...search, now });
  const expired = rows.filter((row) => new Date(row.fresh_until).getTime() <= now.getTime());
  if (expired.length > 0) {
    await refreshDirectoryEntries(
      deps,
      expired.map((row) => row.space_id),
    );
    now = deps.clock.now();
    rows = await searchDirectory(db, { ...search, now });
  }
  const page = rows.slice(0, query.limit);
  const last = page[page.length - 1];
  const hasMore = rows.length > query.limit && last !== undefined;
  const pauses = await loadSpacesPauses(
    db,
    page.map((row) => row.space_id),
    now.getTime(),
  );
  return {
    spaces: page.map((row) => ({
      ...present(deps, row),
      onlinePause: clinicPauseOf(pauses.get(row.space_id) ?? [], now.getTime(), row),
    })),
    nextCursor: hasMore
      ? encodeCursor(
          centre
            ? { kind: 'distance', distance: Number(last.distance_km), spaceId: last.space_id }
            : { kind: 'name', sortName: last.sort_name, spaceId: last.space_id },
        )
      : null,
    origin,
    // The city page's heading, the same the server's first HTML writes (render-directory-page.ts).
    city: query.city ? await findDirectoryCity(db, query.city) : null,
  };
}

/** What the directory says of a clinic whose online booking is paused as a whole, or null. */
function clinicPauseOf(
  pauses: readonly PauseWindow[],
  now: number,
  row: DirectorySearchRow,
): PublicOnlinePause | null {
  const endAt = activeClinicPauseEnd(pauses, now);
  if (endAt === null) return null;
  return {
    until: new Date(endAt).toISOString(),
    message: onlinePauseNotice(endAt, now, row.time_zone, row.phone),
  };
}

function present(deps: AppDependencies, row: DirectorySearchRow): DirectoryList['spaces'][number] {
  const startAt = iso(row.next_slot_at);
  const endAt = iso(row.next_slot_end_at);
  return {
    id: row.space_id,
    name: row.name,
    description: row.description,
    route: row.route,
    logoUrl: row.logo_key ? deps.storage.publicUrl(row.logo_key) : null,
    address: row.address,
    city: row.city,
    state: row.state,
    country: row.country,
    phone: row.phone,
    email: row.email,
    servicesCount: Number(row.services_count),
    availableHosts: Number(row.hosts_count),
    latitude: row.latitude === null ? null : Number(row.latitude),
    longitude: row.longitude === null ? null : Number(row.longitude),
    distanceKm: row.distance_km === null ? null : Number(row.distance_km),
    isOpenNow: Boolean(row.is_open_now),
    speciesAttended: row.species,
    categories: row.categories,
    nextSlot:
      startAt && endAt && row.next_slot_date && row.next_slot_service_id && row.next_slot_host_id
        ? {
            serviceId: row.next_slot_service_id,
            serviceName: row.next_slot_service_name ?? '',
            hostId: row.next_slot_host_id,
            startAt,
            endAt,
            date: row.next_slot_date,
            startTime: instantToZonedParts(Date.parse(startAt), row.time_zone).time,
          }
        : null,
  };
}
