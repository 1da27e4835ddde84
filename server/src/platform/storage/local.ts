import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { assertStorageKey, contentTypeOf, isValidStorageKey, type Storage } from './storage';

const missing = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT';

/** Pictures as files under `root` (DATA_DIR/media): the embedded default, one server. */
export function createLocalStorage(root: string): Storage {
  const fileFor = (key: string) => {
    assertStorageKey(key);
    return path.join(root, key);
  };
  const statOf = async (key: string) => {
    if (!isValidStorageKey(key)) return null;
    try {
      return await fsp.stat(path.join(root, key));
    } catch (error) {
      if (missing(error)) return null;
      throw error;
    }
  };
  return {
    async put(key, data) {
      const file = fileFor(key);
      await fsp.mkdir(path.dirname(file), { recursive: true });
      // Write then rename, so a reader never sees half a picture.
      const temp = `${file}.${process.pid}.tmp`;
      await fsp.writeFile(temp, data);
      await fsp.rename(temp, file);
    },
    async get(key) {
      const stat = await statOf(key);
      if (!stat) return null;
      return { body: fs.createReadStream(path.join(root, key)), size: stat.size, contentType: contentTypeOf(key) };
    },
    async head(key) {
      const stat = await statOf(key);
      return stat ? { size: stat.size } : null;
    },
    async delete(key) {
      await fsp.rm(fileFor(key), { force: true });
    },
    async check() {
      await fsp.mkdir(root, { recursive: true });
      await fsp.access(root, fs.constants.W_OK);
    },
  };
}
