import type { CodeItem, DexClass, Instruction } from '../dex/model.js';
import { someReference } from '../dex/raw-code.js';

/** The `android.util.Log` levels a release build drops: verbose, debug and info. */
const STRIPPED = new Set(['v', 'd', 'i']);

const isInstruction = (item: CodeItem): item is Instruction => 'kind' in item && item.kind === 'instruction';

function isStrippedLog(ins: Instruction): boolean {
  if (!ins.op.startsWith('invoke-static') || ins.reference?.kind !== 'method') return false;
  const m = ins.reference.value;
  return m.owner === 'Landroid/util/Log;' && STRIPPED.has(m.name) && m.proto.returnType === 'I';
}

/**
 * Drops `Log.v`, `Log.d` and `Log.i` calls from a class's methods: the call becomes a `nop`
 * (so try ranges and labels keep their extent) and a `move-result` of its return value becomes
 * `const 0`, the value a filtered-out log call returns. The message's arguments are still
 * computed; only the call goes. Returns how many calls were dropped.
 */
export function stripLogCalls(cls: DexClass): number {
  let stripped = 0;
  for (const method of [...cls.directMethods, ...cls.virtualMethods]) {
    const code = method.code;
    if (!code || !someReference(code, (op, reference) => isStrippedLog({ kind: 'instruction', op, registers: [], reference }))) continue;
    let changed = false;
    const items = code.items.slice();
    for (let i = 0; i < items.length; i++) {
      const item = items[i];
      if (!isInstruction(item) || !isStrippedLog(item)) continue;
      items[i] = { kind: 'instruction', op: 'nop', registers: [] };
      // move-result must follow its invoke directly; debug directives may sit in between.
      for (let j = i + 1; j < items.length; j++) {
        const next = items[j];
        if (next instanceof Object && 'kind' in next && next.kind !== 'instruction' && !next.kind.endsWith('payload')) continue;
        if (isInstruction(next) && next.op === 'move-result') items[j] = { kind: 'instruction', op: 'const/4', registers: next.registers, literal: 0n };
        break;
      }
      stripped++;
      changed = true;
    }
    if (changed) code.items = items;
  }
  return stripped;
}
