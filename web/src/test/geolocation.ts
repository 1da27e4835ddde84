import { vi } from 'vitest';

type Callbacks = { success: PositionCallback; error: PositionErrorCallback | null | undefined; options: PositionOptions | undefined };

/** An answer of the fake device: a position, or a GeolocationPositionError code (1 denied, 2 unavailable, 3 timeout). */
export type GeoAnswer = { latitude: number; longitude: number } | { code: 1 | 2 | 3 } | 'never';

/**
 * Gives the page a fake `navigator.geolocation` (jsdom has none) answering each request with
 * the next of `answers` (the last one repeats). Removed after each test (see setup.ts).
 */
export function stubGeolocation(...answers: GeoAnswer[]) {
  const calls: Callbacks[] = [];
  const getCurrentPosition = vi.fn((success: PositionCallback, error?: PositionErrorCallback | null, options?: PositionOptions) => {
    calls.push({ success, error, options });
    const answer = answers[Math.min(calls.length - 1, answers.length - 1)] ?? 'never';
    if (answer === 'never') return;
    queueMicrotask(() => {
      if ('code' in answer) {
        error?.({ code: answer.code, message: 'fake', PERMISSION_DENIED: 1, POSITION_UNAVAILABLE: 2, TIMEOUT: 3 });
      } else {
        success({
          coords: { ...answer, accuracy: 10, altitude: null, altitudeAccuracy: null, heading: null, speed: null, toJSON: () => ({}) },
          timestamp: Date.now(),
          toJSON: () => ({}),
        });
      }
    });
  });
  Object.defineProperty(navigator, 'geolocation', { value: { getCurrentPosition }, configurable: true });
  return { getCurrentPosition, calls };
}

export function removeGeolocation() {
  Reflect.deleteProperty(navigator, 'geolocation');
}
