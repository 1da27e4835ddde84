import { describe, expect, it, vi } from 'vitest';
import { setAccessToken } from '../../lib/authTokens';
import { stubXhr } from '../../test/fakeXhr';
import { jsonResponse, stubServer } from '../../test/fakeServer';
import { imageFile, picture } from '../../test/profileFixtures';
import { authSession } from '../../test/sessionFixtures';
import { uploadAll, uploadPicture } from './uploadPicture';
import type { SelectedPicture } from './selectedPictures';

describe('uploadPicture', () => {
  it('sends the raw file with its type, encoded name, bearer token and CSRF header, reporting real progress', async () => {
    setAccessToken('tok-1');
    const xhr = stubXhr(() => ({ status: 200, body: { pictures: [picture(1), picture(0)] }, progress: [[250, 1000], [1000, 1000]] }));
    const file = imageFile('my photo é.png', 'image/png');
    const progress = vi.fn();

    const pictures = await uploadPicture(file, progress);

    expect(pictures.map((p) => p.position)).toEqual([0, 1]);
    expect(progress.mock.calls.map(([fraction]) => fraction)).toEqual([0.25, 1, 1]);
    const [request] = xhr.requests;
    expect(request).toMatchObject({ method: 'POST', url: '/api/profiles/me/pictures', body: file });
    expect(request?.headers).toEqual({
      'X-Requested-With': 'mithaq',
      'Content-Type': 'image/png',
      'X-File-Name': encodeURIComponent('my photo é.png'),
      Authorization: 'Bearer tok-1',
    });
  });

  it("rejects with the server's message", async () => {
    setAccessToken('tok-1');
    const message = 'File "huge.jpg" is too large. Maximum size is 5MB.';
    stubXhr(() => ({ status: 413, body: { error: { code: 'PAYLOAD_TOO_LARGE', message } } }));
    await expect(uploadPicture(imageFile('huge.jpg'))).rejects.toMatchObject({ status: 413, message });
  });

  it('rejects a network failure as a network error', async () => {
    stubXhr(() => ({ status: 0, networkError: true }));
    await expect(uploadPicture(imageFile('a.jpg'))).rejects.toMatchObject({ status: 0, code: 'network_error' });
  });

  it('retries once with a fresh token when the old one ran out', async () => {
    setAccessToken('old');
    stubServer({ 'POST /api/auth/refresh': () => jsonResponse(200, { session: authSession({ accessToken: 'fresh' }) }) });
    const xhr = stubXhr((request) =>
      request.headers.Authorization === 'Bearer fresh'
        ? { status: 200, body: { pictures: [picture(0)] } }
        : { status: 401, body: { error: { code: 'UNAUTHORIZED', message: 'Authentication required' } } },
    );
    await expect(uploadPicture(imageFile('a.jpg'))).resolves.toHaveLength(1);
    expect(xhr.requests.map((request) => request.headers.Authorization)).toEqual(['Bearer old', 'Bearer fresh']);
  });
});

describe('uploadAll: spec §9, 2 attempts 1 s apart', () => {
  const selected = (name: string): SelectedPicture => ({ id: name, file: imageFile(name) });
  const listener = () => ({ onStart: vi.fn(), onProgress: vi.fn(), onUploaded: vi.fn(), onFailed: vi.fn() });
  const unavailable = { status: 503, body: { error: { code: 'UNAVAILABLE', message: 'Service unavailable' } } };

  it('tries a failed upload once more after 1 s, and it counts when the second attempt works', async () => {
    vi.useFakeTimers();
    try {
      setAccessToken('tok-1');
      let calls = 0;
      const xhr = stubXhr(() => (++calls === 1 ? unavailable : { status: 200, body: { pictures: [picture(0)] } }));
      const events = listener();
      const done = uploadAll([selected('a.jpg')], events);
      await vi.advanceTimersByTimeAsync(999);
      expect(xhr.requests).toHaveLength(1);
      await vi.advanceTimersByTimeAsync(1);
      await expect(done).resolves.toBe(1);
      expect(xhr.requests).toHaveLength(2);
      expect(events.onFailed).not.toHaveBeenCalled();
    } finally {
      vi.useRealTimers();
    }
  });

  it("after 2 failed attempts reports the last one's own error (for 'Failed to upload {file}: {message}')", async () => {
    vi.useFakeTimers();
    try {
      setAccessToken('tok-1');
      const xhr = stubXhr(() => unavailable);
      const events = listener();
      const done = uploadAll([selected('b.jpg')], events);
      await vi.advanceTimersByTimeAsync(5000);
      await expect(done).resolves.toBe(0);
      expect(xhr.requests).toHaveLength(2);
      expect(events.onFailed).toHaveBeenCalledWith(expect.anything(), expect.objectContaining({ status: 503, message: 'Service unavailable' }));
    } finally {
      vi.useRealTimers();
    }
  });

  it('does not retry what cannot pass (a refused file)', async () => {
    setAccessToken('tok-1');
    const xhr = stubXhr(() => ({ status: 400, body: { error: { code: 'VALIDATION', message: 'Unsupported file' } } }));
    const events = listener();
    await expect(uploadAll([selected('c.gif')], events)).resolves.toBe(0);
    expect(xhr.requests).toHaveLength(1);
    expect(events.onFailed).toHaveBeenCalledWith(expect.anything(), expect.objectContaining({ status: 400 }));
  });
});

