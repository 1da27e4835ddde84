import { describe, expect, it } from 'vitest';
import { controlStateOf, useNativePush, usePushControl } from './nativeControl';
import { useWebPush } from './useWebPush';

describe("the Notifications card's state in the wrapper", () => {
  it('maps each native state to what the card shows', () => {
    expect(controlStateOf('uninitialised')).toBe('off');
    expect(controlStateOf('granted')).toBe('checking');
    expect(controlStateOf('registered')).toBe('off');
    expect(controlStateOf('sent')).toBe('on');
    expect(controlStateOf('disabled')).toBe('denied');
    expect(controlStateOf('unsupported')).toBe('unsupported');
    // Stopped from the devices list: the member's "Turn on" starts it again.
    expect(controlStateOf('stopped')).toBe('off');
  });

  it('uses the browser control outside the wrapper', () => {
    expect(usePushControl).toBe(useWebPush);
    expect(usePushControl).not.toBe(useNativePush);
  });
});
