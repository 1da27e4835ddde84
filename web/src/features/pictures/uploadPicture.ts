import { picturesEndpoints } from '@mithaq/contract/endpoints/pictures';
import type { Picture } from '@mithaq/contract/profiles';
import { ApiError, getAccessToken, toApiError } from '../../lib/api';
import { apiUrl } from '../../lib/platform';
import { transport } from '../../lib/transport';
import { refreshSession } from '../../lib/refreshSession';
import { RetriesExhaustedError, isTransientFailure, withRetry } from '../../lib/retry';
import { parsePicturesResponse } from './picturesApi';
import type { SelectedPicture } from './selectedPictures';

/** The upload's path, from the table (its raw-file body is the table's webCallsDirectly). */
const PICTURES_PATH = picturesEndpoints.upload.path;

/** 0 to 1: how much of the file has been sent. */
export type ProgressListener = (fraction: number) => void;

function parseJson(text: string): unknown {
  try {
    return text ? JSON.parse(text) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * One upload through XMLHttpRequest, because only it reports upload progress: the raw file is
 * the body, its type the Content-Type and its (encoded) name a header for the server's messages.
 */
function send(path: string, file: File, token: string | null, onProgress: ProgressListener): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    // In the native wrapper: the API's origin, and no cookies (web/src/lib/transport.ts, DESIGN §5).
    xhr.open('POST', apiUrl(path));
    xhr.withCredentials = transport().credentials === 'include';
    xhr.setRequestHeader('X-Requested-With', 'mithaq');
    xhr.setRequestHeader('Content-Type', file.type || 'application/octet-stream');
    xhr.setRequestHeader('X-File-Name', encodeURIComponent(file.name));
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(Math.min(1, event.loaded / event.total));
    };
    xhr.onload = () => {
      const body = parseJson(xhr.responseText);
      if (xhr.status < 200 || xhr.status >= 300) {
        reject(toApiError(xhr.status, body, xhr.statusText || `HTTP ${xhr.status}`));
        return;
      }
      onProgress(1);
      resolve(body);
    };
    xhr.onerror = () => reject(new ApiError(0, 'network_error', 'Network error'));
    xhr.onabort = () => reject(new ApiError(0, 'network_error', 'Upload cancelled'));
    xhr.send(file);
  });
}

/**
 * Sends one picture file to `path` (a profile picture, a verification selfie) and returns the
 * answer's body. Like apiFetch, a 401 with a token means it ran out: the upload is tried once
 * more with a fresh one.
 */
export async function uploadPictureFile(path: string, file: File, onProgress: ProgressListener = () => {}): Promise<unknown> {
  const token = getAccessToken();
  try {
    return await send(path, file, token, onProgress);
  } catch (error) {
    if (!token || !(error instanceof ApiError) || error.status !== 401) throw error;
    let retryToken = getAccessToken();
    if (retryToken === token) {
      const outcome = await refreshSession();
      retryToken = outcome.kind === 'session' ? outcome.session.accessToken : null;
    }
    if (!retryToken) throw error;
    onProgress(0);
    return send(path, file, retryToken, onProgress);
  }
}

/** Uploads one picture and returns the owner's pictures afterwards. */
export async function uploadPicture(file: File, onProgress: ProgressListener = () => {}): Promise<Picture[]> {
  return parsePicturesResponse(await uploadPictureFile(PICTURES_PATH, file, onProgress));
}

export interface UploadListener {
  /** Before each file: 0-based index and total. */
  onStart: (index: number, total: number) => void;
  /** Overall progress, 0 to 100. */
  onProgress: (percent: number) => void;
  /** With the owner's pictures as the server lists them after this upload. */
  onUploaded: (picture: SelectedPicture, pictures: Picture[]) => void;
  onFailed: (picture: SelectedPicture, error: unknown) => void;
}

/** Spec §9 "picture processing: 2 attempts, 1 s": a network failure or a 5xx is tried once more. */
export const UPLOAD_RETRY = { attempts: 2, initialDelayMs: 1000 } as const;

/** One picture with the spec's retry; the failure reported is the last attempt's own (its message). */
async function uploadWithRetry(file: File, onProgress: ProgressListener): Promise<Picture[]> {
  try {
    return await withRetry(
      () => {
        onProgress(0);
        return uploadPicture(file, onProgress);
      },
      { ...UPLOAD_RETRY, shouldRetry: isTransientFailure },
    );
  } catch (error) {
    throw error instanceof RetriesExhaustedError ? error.lastError : error;
  }
}

/** Uploads the pictures one after the other (each with the retry above); returns how many made it. */
export async function uploadAll(pictures: readonly SelectedPicture[], listener: UploadListener): Promise<number> {
  let uploaded = 0;
  for (const [index, picture] of pictures.entries()) {
    listener.onStart(index, pictures.length);
    try {
      const after = await uploadWithRetry(picture.file, (fraction) =>
        listener.onProgress(((index + fraction) / pictures.length) * 100),
      );
      uploaded += 1;
      listener.onUploaded(picture, after);
    } catch (error) {
      listener.onFailed(picture, error);
    }
  }
  listener.onProgress(100);
  return uploaded;
}
