import { NATIVE_APP_VERSION } from '@mithaq/contract/push';
import type { RegisterPush } from '@mithaq/contract/push';
import type { DeviceInfo } from '@capacitor/device';
import type { PermissionStatus } from '@capacitor/push-notifications';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createNativePush, type DevicePort, type NativePushState, type PushPort } from './native';
import { NATIVE_VERSION_LABEL } from './nativePush';

type Receive = PermissionStatus['receive'];
type Listener = (payload: never) => void;
const CHAT = '7d0f5c1e-2b3a-4c5d-8e9f-0a1b2c3d4e5f';

/** The push plugin at its boundary: permission answers, and the events the test fires. */
function fakePush(check: Receive, request: Receive = check) {
  const listeners = new Map<string, Listener>();
  const push = {
    checkPermissions: vi.fn(async () => ({ receive: check })),
    requestPermissions: vi.fn(async () => ({ receive: request })),
    register: vi.fn(async () => {}),
    addListener: vi.fn(async (event: string, listener: Listener) => {
      listeners.set(event, listener);
      return { remove: async () => {} };
    }),
  } satisfies PushPort;
  const emit = (event: string, payload: unknown) => (listeners.get(event) as ((value: unknown) => void) | undefined)?.(payload);
  return { push, emit };
}

function fakeDevice(platform: DeviceInfo['platform'] = 'android'): DevicePort {
  const info: DeviceInfo = { platform, model: 'Pixel', operatingSystem: platform === 'ios' ? 'ios' : 'android', osVersion: '15', manufacturer: 'Google', isVirtual: true, webViewVersion: '130' };
  return { getInfo: async () => info };
}

function setup(check: Receive, request: Receive = check, platform: DeviceInfo['platform'] = 'android', off = false) {
  const { push, emit } = fakePush(check, request);
  const send = vi.fn(async (_registration: RegisterPush) => ({ stopped: false }));
  const remove = vi.fn(async (_token: string) => {});
  const navigate = vi.fn((_path: string) => {});
  const turnedOff = { value: off, get: () => turnedOff.value, set: (value: boolean) => void (turnedOff.value = value) };
  const flow = createNativePush({ push, device: fakeDevice(platform), send, remove, navigate, versionLabel: 'Capacitor 7.6.9', turnedOff });
  const states: NativePushState[] = [];
  flow.subscribe((state) => states.push(state));
  return { flow, push, emit, send, remove, navigate, states, turnedOff };
}

beforeEach(() => {
  vi.useFakeTimers({ now: new Date('2026-11-25T10:00:00Z') });
});

afterEach(() => {
  vi.useRealTimers();
});

describe('native push registration (spec §4)', () => {
  it('stays uninitialised at start-up until the member asks: no prompt without a gesture', async () => {
    const { flow, push } = setup('prompt');
    await expect(flow.start()).resolves.toBe('uninitialised');
    expect(push.requestPermissions).not.toHaveBeenCalled();
    expect(push.register).not.toHaveBeenCalled();
  });

  it('asks, registers, reads the token first after 1 s and sends it once with the device info', async () => {
    const { flow, push, emit, send, states } = setup('prompt', 'granted');
    await flow.start();
    await expect(flow.enable()).resolves.toBe('granted');
    expect(push.register).toHaveBeenCalledTimes(1);
    emit('registration', { value: 'fcm-token-1' });
    await vi.advanceTimersByTimeAsync(999);
    expect(send).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(send).toHaveBeenCalledTimes(1);
    expect(send).toHaveBeenCalledWith({
      platform: 'android',
      token: 'fcm-token-1',
      deviceInfo: { platform: 'android', timestamp: '2026-11-25T10:00:01.000Z', version: 'Capacitor 7.6.9', appVersion: NATIVE_APP_VERSION },
    });
    expect(states).toEqual(['granted', 'registered', 'sent']);
  });

  it('reads again every 2 s until the token comes', async () => {
    const { flow, emit, send } = setup('prompt', 'granted');
    await flow.enable();
    await vi.advanceTimersByTimeAsync(1000 + 2000);
    emit('registration', { value: 'late-token' });
    // Reads at 1 s and 3 s found nothing; the next is at 5 s.
    await vi.advanceTimersByTimeAsync(1999);
    expect(send).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(send).toHaveBeenCalledTimes(1);
    expect(flow.state()).toBe('sent');
    // Polling stops once there is a token.
    await vi.advanceTimersByTimeAsync(10_000);
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('sends the token once, however often the plugin repeats it or the member taps again', async () => {
    const { flow, emit, send } = setup('granted');
    await flow.start();
    emit('registration', { value: 't' });
    await vi.advanceTimersByTimeAsync(1000);
    emit('registration', { value: 't' });
    await expect(flow.enable()).resolves.toBe('sent');
    await vi.advanceTimersByTimeAsync(10_000);
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('registers at start-up without asking when permission was granted before', async () => {
    const { flow, push, emit, send } = setup('granted');
    await expect(flow.start()).resolves.toBe('granted');
    expect(push.requestPermissions).not.toHaveBeenCalled();
    emit('registration', { value: 't' });
    await vi.advanceTimersByTimeAsync(1000);
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('leaves push disabled when the member denies, registering nothing', async () => {
    const { flow, push, send } = setup('prompt', 'denied');
    await flow.start();
    await expect(flow.enable()).resolves.toBe('disabled');
    await vi.advanceTimersByTimeAsync(10_000);
    expect(push.register).not.toHaveBeenCalled();
    expect(send).not.toHaveBeenCalled();
  });

  it('is disabled from the start when permission was denied before', async () => {
    const { flow } = setup('denied');
    await expect(flow.start()).resolves.toBe('disabled');
  });

  it('names iOS devices as ios', async () => {
    const { flow, emit, send } = setup('granted', 'granted', 'ios');
    await flow.start();
    emit('registration', { value: 'ios-fcm-token' });
    await vi.advanceTimersByTimeAsync(1000);
    expect(send.mock.calls[0]?.[0]).toMatchObject({ platform: 'ios', deviceInfo: { platform: 'ios' } });
  });

  it('only logs a failed send, and the next tap tries again', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { flow, emit, send } = setup('granted');
    send.mockRejectedValueOnce(new Error('offline'));
    await flow.start();
    emit('registration', { value: 't' });
    await vi.advanceTimersByTimeAsync(1000);
    expect(warn).toHaveBeenCalled();
    expect(flow.state()).toBe('registered');
    await flow.enable();
    await vi.advanceTimersByTimeAsync(0);
    expect(send).toHaveBeenCalledTimes(2);
    expect(flow.state()).toBe('sent');
  });
});

describe('a registration per session (issue 26)', () => {
  async function startedWithToken(off = false) {
    const flow = setup('granted', 'granted', 'android', off);
    await flow.flow.start();
    flow.emit('registration', { value: 't' });
    await vi.advanceTimersByTimeAsync(1000);
    return flow;
  }

  it('sends the token at every start as a renewal, and again for each session that starts', async () => {
    const { flow, send } = await startedWithToken();
    expect(send.mock.calls[0]?.[0]).toMatchObject({ token: 't', renew: true });
    await expect(flow.renew()).resolves.toBe('sent');
    expect(send).toHaveBeenCalledTimes(2);
    expect(send.mock.calls[1]?.[0]).toMatchObject({ token: 't', renew: true });
  });

  it('renews nothing while the member has notifications turned off here, or before there is a token', async () => {
    const off = await startedWithToken(true);
    await off.flow.renew();
    expect(off.send).not.toHaveBeenCalled();
    const early = setup('granted');
    await early.flow.start();
    await early.flow.renew();
    expect(early.send).not.toHaveBeenCalled();
  });

  it('a device stopped from the devices list stays stopped when renewed; the member\'s tap turns it on', async () => {
    const { flow, send } = await startedWithToken();
    send.mockImplementation(async (registration) => ({ stopped: registration.renew === true }));
    await expect(flow.renew()).resolves.toBe('stopped');
    await expect(flow.enable()).resolves.toBe('sent');
    expect(send.mock.calls.at(-1)?.[0]).not.toHaveProperty('renew');
  });
});

describe('turning native push off, and signing out', () => {
  async function sentFlow() {
    const flow = setup('granted');
    await flow.flow.start();
    flow.emit('registration', { value: 't' });
    await vi.advanceTimersByTimeAsync(1000);
    return flow;
  }

  it('turning off makes the server forget the device, and the choice outlives a restart', async () => {
    const { flow, remove, turnedOff } = await sentFlow();
    await flow.disable();
    expect(remove).toHaveBeenCalledWith('t');
    expect(flow.state()).toBe('uninitialised');
    expect(turnedOff.value).toBe(true);
    // Next launch: permission is still granted, but nothing registers.
    const relaunched = setup('granted', 'granted', 'android', true);
    await expect(relaunched.flow.start()).resolves.toBe('uninitialised');
    expect(relaunched.push.register).not.toHaveBeenCalled();
  });

  it('turning on again sends the token again', async () => {
    const { flow, send } = await sentFlow();
    await flow.disable();
    await flow.enable();
    await vi.advanceTimersByTimeAsync(0);
    expect(send).toHaveBeenCalledTimes(2);
    expect(flow.state()).toBe('sent');
  });

  it('signing out forgets the device on the server but keeps the token for the next sign-in', async () => {
    const { flow, remove, send, turnedOff } = await sentFlow();
    await flow.forget();
    expect(remove).toHaveBeenCalledWith('t');
    expect(flow.state()).toBe('registered');
    expect(turnedOff.value).toBe(false);
    await flow.enable();
    await vi.advanceTimersByTimeAsync(0);
    expect(send).toHaveBeenCalledTimes(2);
  });
});

describe('native push taps (spec §8)', () => {
  const cases: [string, Record<string, string>, string][] = [
    ['a message naming its chat opens it', { type: 'message', chatId: CHAT }, `/app/chat/${CHAT}`],
    ['a message without a chat opens the matches', { type: 'message' }, '/app/matches'],
    ['a match', { type: 'match' }, '/app/matches'],
    ['a chat unlocked', { type: 'chat_unlocked' }, '/app/matches'],
    ['a payment required', { type: 'payment_required' }, '/app/matches'],
    ['a timer reminder', { type: 'timer_reminder' }, '/app/matches'],
    ['a like', { type: 'like' }, '/app/liked'],
    ['a test push', { type: 'test', timestamp: '2026-11-25T10:00:00Z' }, '/app/profiles'],
    ['anything else', { type: 'unknown' }, '/app/profiles'],
    ['no data', {}, '/app/profiles'],
  ];

  it.each(cases)('%s', async (_name, data, path) => {
    const { flow, emit, navigate } = setup('prompt');
    await flow.start();
    emit('pushNotificationActionPerformed', { actionId: 'tap', notification: { id: '1', data } });
    expect(navigate).toHaveBeenCalledWith(path);
  });
});

describe('the device info version label', () => {
  it("names the installed Capacitor (7: Capacitor 8 needs Node 22)", () => {
    expect(NATIVE_VERSION_LABEL).toMatch(/^Capacitor 7\.\d+\.\d+$/);
  });
});
