import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/** Spec §8/§9: a chunk that has not loaded within 120 s is a load error. */
const CHUNK_TIMEOUT_MS = 120_000;

export class ChunkLoadError extends Error {
  constructor() {
    super('A page chunk did not load in time');
    this.name = 'ChunkLoadError';
  }
}

/** A lazily loaded page whose chunk can be fetched before React first renders it. */
export type LazyPage<Props> = LazyExoticComponent<ComponentType<Props>> & {
  /** Starts loading the chunk (once); rendering the page later uses the same load. */
  preload(): void;
};

/** `React.lazy` for a module's named export, failing after the chunk time-out. */
export function lazyPage<Props, Name extends string>(load: () => Promise<Record<Name, ComponentType<Props>>>, name: Name): LazyPage<Props> {
  let started: Promise<Record<Name, ComponentType<Props>>> | undefined;
  const once = () => {
    // A failed load is tried again by the next render rather than remembered.
    started ??= load().catch((error: unknown) => {
      started = undefined;
      throw error;
    });
    return started;
  };
  const page = lazy(async () => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new ChunkLoadError()), CHUNK_TIMEOUT_MS);
    });
    try {
      const module = await Promise.race([once(), timeout]);
      return { default: module[name] };
    } finally {
      clearTimeout(timer);
    }
  });
  return Object.assign(page, {
    preload() {
      once().catch(() => undefined);
    },
  });
}
