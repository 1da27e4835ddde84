import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubGeolocation } from '../../test/geolocation';
import { detectPosition } from './detectPosition';

const london = { latitude: 51.5072, longitude: -0.1276 };

describe('detectPosition', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('asks for a high-accuracy position first (10 s, cached up to 60 s)', async () => {
    const geo = stubGeolocation(london);
    await expect(detectPosition()).resolves.toEqual(london);
    expect(geo.calls.map((call) => call.options)).toEqual([{ enableHighAccuracy: true, timeout: 10_000, maximumAge: 60_000 }]);
  });

  it('after a time-out, tries once more at low accuracy (15 s)', async () => {
    const geo = stubGeolocation({ code: 3 }, london);
    await expect(detectPosition()).resolves.toEqual(london);
    expect(geo.calls[1]?.options).toEqual({ enableHighAccuracy: false, timeout: 15_000, maximumAge: 60_000 });
  });

  it.each([
    [1, 'Location permission denied. Please enable location access in your device settings and try again.'],
    [2, 'Failed to detect location. Please ensure GPS is enabled and try again.'],
    [3, 'Location detection timed out. Please check your GPS is enabled and try again.'],
  ] as const)('error code %i says "%s"', async (code, message) => {
    stubGeolocation({ code });
    await expect(detectPosition()).rejects.toThrow(message);
  });

  it('without geolocation says the browser does not support it', async () => {
    await expect(detectPosition()).rejects.toThrow('Geolocation is not supported by this browser');
  });

  it('treats a browser that never answers as timed out, after both attempts', async () => {
    const geo = stubGeolocation('never');
    const result = detectPosition();
    const settled = expect(result).rejects.toThrow('Location detection timed out. Please check your GPS is enabled and try again.');
    await vi.advanceTimersByTimeAsync(15_000);
    expect(geo.calls).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(20_000);
    await settled;
  });
});
