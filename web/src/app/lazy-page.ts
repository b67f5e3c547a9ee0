import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/** Spec §8/§9: a chunk that has not loaded within 120 s is a load error. */
const CHUNK_TIMEOUT_MS = 120_000;

export class ChunkLoadError extends Error {
  constructor() {
    super('A page chunk did not load in time');
    this.name = 'ChunkLoadError';
  }
}

/** `React.lazy` for a module's named export, failing after the chunk time-out. */
export function lazyPage<Props, Name extends string>(load: () => Promise<Record<Name, ComponentType<Props>>>, name: Name): LazyExoticComponent<ComponentType<Props>> {
  return lazy(async () => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new ChunkLoadError()), CHUNK_TIMEOUT_MS);
    });
    try {
      const module = await Promise.race([load(), timeout]);
      return { default: module[name] };
    } finally {
      clearTimeout(timer);
    }
  });
}
