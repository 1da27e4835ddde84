import { useSyncExternalStore } from 'react';

export interface SelectedPicture {
  id: string;
  /** What will be sent: the picked file, or the member's crop of it. */
  file: File;
  /** The picked file once cropped, so a second crop starts again from the whole picture. */
  original?: File;
}

/**
 * The wizard's picked files, kept in memory only: File objects cannot go into session storage
 * (spec §3: selectedFiles is never stored), so after a reload the user picks them again.
 */
let items: readonly SelectedPicture[] = [];
const listeners = new Set<() => void>();
let nextId = 1;
let owner: string | null = null;

function publish(next: readonly SelectedPicture[]) {
  items = next;
  for (const listener of listeners) listener();
}

export const selectedPictures = {
  get: (): readonly SelectedPicture[] => items,
  add(files: readonly File[]) {
    publish([...items, ...files.map((file) => ({ id: `picked-${nextId++}`, file }))]);
  },
  /** Puts the member's crop in place of the picture (the picked file is kept as its original). */
  crop(id: string, file: File) {
    publish(items.map((item) => (item.id === id ? { ...item, file, original: item.original ?? item.file } : item)));
  },
  remove(id: string) {
    publish(items.filter((item) => item.id !== id));
  },
  clear() {
    if (items.length) publish([]);
  },
  /** Forgets files picked for another user; returns nothing, so it can be an effect. */
  claimFor(userId: string) {
    if (owner !== null && owner !== userId) selectedPictures.clear();
    owner = userId;
  },
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  },
};

export function useSelectedPictures(): readonly SelectedPicture[] {
  return useSyncExternalStore(selectedPictures.subscribe, selectedPictures.get, selectedPictures.get);
}
