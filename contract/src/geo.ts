import { z } from 'zod';

export const geoMessages = {
  failed: 'Failed to get location details',
  detected: 'Location detected successfully',
  couldNotDetect: 'Could not detect your location',
  permissionDenied: 'Location permission denied. Please enable location access in your device settings and try again.',
  timedOut: 'Location detection timed out. Please check your GPS is enabled and try again.',
  unavailable: 'Failed to detect location. Please ensure GPS is enabled and try again.',
  unsupported: 'Geolocation is not supported by this browser',
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
