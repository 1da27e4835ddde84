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
    async *list() {
      let entries: fs.Dirent[];
      try {
        entries = await fsp.readdir(root, { recursive: true, withFileTypes: true });
      } catch (error) {
        if (missing(error)) return; // nothing stored yet
        throw error;
      }
      for (const entry of entries) {
        if (!entry.isFile()) continue;
        const file = path.join(entry.parentPath, entry.name);
        const stat = await fsp.stat(file).catch((error: unknown) => {
          if (missing(error)) return null; // deleted since the folder was read
          throw error;
        });
        if (stat) yield { key: path.relative(root, file).split(path.sep).join('/'), size: stat.size, modifiedAt: stat.mtime };
      }
    },
    async check() {
      await fsp.mkdir(root, { recursive: true });
      await fsp.access(root, fs.constants.W_OK);
    },
  };
}
