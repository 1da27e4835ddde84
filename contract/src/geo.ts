import { z } from 'zod';
import { text } from './messages';

export const geoMessages = {
  failed: text('geo.failed'),
  detected: text('geo.detected'),
  couldNotDetect: text('geo.couldNotDetect'),
  permissionDenied: text('geo.permissionDenied'),
  timedOut: text('geo.timedOut'),
  unavailable: text('geo.unavailable'),
  unsupported: text('geo.unsupported'),
} as const;

/** The device's coordinates, sent once to be turned into a city; never stored or logged. */
export const reverseGeocodeSchema = z.object({
  latitude: z.number().min(-90).max(90),
  longitude: z.number().min(-180).max(180),
});

export const placeSchema = z.object({
  country: z.string().length(2),
  countryName: z.string(),
  city: z.string(),
});

export type Place = z.infer<typeof placeSchema>;

/** Browser geolocation settings (spec §9): high accuracy first, then a low-accuracy retry. */
export const geolocationOptions = {
  highAccuracy: { enableHighAccuracy: true, timeout: 10_000, maximumAge: 60_000 },
  lowAccuracy: { enableHighAccuracy: false, timeout: 15_000, maximumAge: 60_000 },
} as const;
