import { parentPort } from 'node:worker_threads';
import { protectScript, ScriptSyntaxError } from './protect-script.js';
import type { ScriptOutcome, ScriptTask } from './script-pool.js';

/** Worker-thread entry of {@link ScriptPool}: one script in, its protected form (or why not) out. */
parentPort?.on('message', (task: ScriptTask) => {
  let outcome: ScriptOutcome;
  try {
    outcome = { ok: true, result: protectScript(task.source, task.options, task.seed) };
  } catch (err) {
    outcome =
      err instanceof ScriptSyntaxError
        ? { ok: false, code: 'h5.syntax', message: err.message.replace(/^h5\.syntax: /, '') }
        : { ok: false, code: 'h5.internal', message: err instanceof Error ? err.message : String(err) };
  }
  parentPort?.postMessage(outcome);
});
