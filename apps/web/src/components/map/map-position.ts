/** A point on the map in degrees (WGS 84), the way spaces store it. */
export interface MapPosition {
  latitude: number;
  longitude: number;
}

/** Street-level zoom: enough to tell neighbouring buildings apart when placing the marker. */
export const STREET_ZOOM = 16;

// OpenStreetMap's current tile host (the a/b/c sub-domains are deprecated); the API's
// Content-Security-Policy allows it in img-src.
export const OSM_TILE_URL = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';
export const OSM_ATTRIBUTION = '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a>';

/** Six decimals is about 10 cm: more would only be noise from the drag. */
export function roundCoordinate(value: number): number {
  return Math.round(value * 1e6) / 1e6;
}
