import { geoMessages, geolocationOptions } from '@mithaq/contract/geo';

/** A location failure whose message is one of the spec's (§8), ready to show. */
export class LocationError extends Error {
  override readonly name = 'LocationError';
}

export interface Coordinates {
  latitude: number;
  longitude: number;
}

// GeolocationPositionError codes (the constants are not defined in every environment).
const PERMISSION_DENIED = 1;
const POSITION_UNAVAILABLE = 2;
const TIMEOUT = 3;

/** Extra time past the requested timeout before giving up on a browser that never answers. */
const WATCHDOG_GRACE_MS = 5_000;

type Attempt = { ok: true; coords: Coordinates } | { ok: false; code: number };

function attempt(geolocation: Geolocation, options: PositionOptions): Promise<Attempt> {
  return new Promise((resolve) => {
    let settled = false;
    const settle = (result: Attempt) => {
      if (settled) return;
      settled = true;
      clearTimeout(watchdog);
      resolve(result);
    };
    // Some browsers never call back while their permission prompt is ignored.
    const watchdog = setTimeout(() => settle({ ok: false, code: TIMEOUT }), (options.timeout ?? 0) + WATCHDOG_GRACE_MS);
    geolocation.getCurrentPosition(
      ({ coords }) => settle({ ok: true, coords: { latitude: coords.latitude, longitude: coords.longitude } }),
      (error) => settle({ ok: false, code: error.code }),
      options,
    );
  });
}

function messageFor(code: number): string {
  if (code === PERMISSION_DENIED) return geoMessages.permissionDenied;
  if (code === POSITION_UNAVAILABLE) return geoMessages.unavailable;
  if (code === TIMEOUT) return geoMessages.timedOut;
  return geoMessages.couldNotDetect;
}

/**
 * The device's position (spec §9): high accuracy first (10 s, cached up to 60 s); if that times
 * out, once more at low accuracy (15 s). The coordinates are only passed on, never stored.
 */
export async function detectPosition(
  geolocation: Geolocation | undefined = globalThis.navigator?.geolocation,
): Promise<Coordinates> {
  if (!geolocation) throw new LocationError(geoMessages.unsupported);
  let result = await attempt(geolocation, geolocationOptions.highAccuracy);
  if (!result.ok && result.code === TIMEOUT) result = await attempt(geolocation, geolocationOptions.lowAccuracy);
  if (result.ok) return result.coords;
  throw new LocationError(messageFor(result.code));
}
