import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { isValidStorageKey, type Storage } from './storage';

const contentTypes: Record<string, string> = {
  '.webp': 'image/webp',
  '.jpg': 'image/jpeg',
  '.png': 'image/png',
};

export function createLocalStorage(root: string): Storage {
  const fileFor = (key: string) => {
    if (!isValidStorageKey(key)) throw new Error(`Invalid storage key: ${key}`);
    return path.join(root, key);
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
      if (!isValidStorageKey(key)) return null;
      const file = path.join(root, key);
      try {
        const stat = await fsp.stat(file);
        return {
          body: fs.createReadStream(file),
          size: stat.size,
          contentType: contentTypes[path.extname(file)] ?? 'application/octet-stream',
        };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
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
