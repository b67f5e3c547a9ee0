import v8 from 'node:v8';
import vm from 'node:vm';

/**
 * A full garbage collection, for the engines' long single-threaded passes over a package: V8
 * lets its old generation grow to several times what is live before it collects, so the garbage
 * of earlier DEX models, and of a model's edits, piles up under the writer's tables. Run between
 * DEX files and before each is written, it took the 50 MB bench APK (8 DEX files) from 745–960 MB
 * to about 515 MB, and the 20 MB one from about 440 MB to 360–385 MB (Android hardening, maximum
 * preset). Each call costs a full mark-compact of the live heap (about 0.1 s for one 6 MB DEX model).
 */
export function fullCollection(): () => void {
  v8.setFlagsFromString('--expose-gc');
  return vm.runInNewContext('gc') as () => void;
}

/**
 * A full collection, only when the heap holds more than `bytes`: for the CLIs' pauses between
 * DEX files. Below that the garbage is small beside the next model, and a forced collection costs
 * more than it frees: besides the mark-compact, V8 then discards optimised code (a collection
 * that frees most of the heap resets its allocation-site decisions, and code that embedded the
 * dead model's maps goes with them), which the next file has to optimise again.
 */
export function collectAbove(bytes: number): () => void {
  let collect: (() => void) | undefined;
  return () => {
    if (v8.getHeapStatistics().used_heap_size > bytes) (collect ??= fullCollection())();
  };
}
