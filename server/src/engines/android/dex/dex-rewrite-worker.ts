import { parentPort } from 'node:worker_threads';
import { crc32, deflateRawSync } from 'node:zlib';
import { toEngineErrorInfo } from '../../errors.js';
import { fullCollection } from '../../full-collection.js';
import { readDex } from './read.js';
import { writeDex } from './write.js';
import { transferable, type DexRewriteReply, type DexRewriteTask } from './rewrite-pool.js';

const collect = fullCollection();

// Worker entry of the DEX rewrite pool: parses one DEX file into the model, writes it back,
// and deflates the result, so that several DEX files of a package are rewritten at once.
parentPort?.on('message', (task: DexRewriteTask) => {
  let reply: DexRewriteReply;
  try {
    const written = writeDex(readDex(Buffer.from(task.bytes.buffer, task.bytes.byteOffset, task.bytes.byteLength), task.name));
    const content = Buffer.from(written.buffer, written.byteOffset, written.byteLength);
    reply = { id: task.id, content, crc32: crc32(content) >>> 0, deflated: task.compress ? deflateRawSync(content, { level: 6 }) : null };
  } catch (err) {
    reply = { id: task.id, error: toEngineErrorInfo(err) };
  }
  parentPort!.postMessage(reply, 'error' in reply ? [] : transferable(reply.content, reply.deflated));
  // Back to the baseline before the next file: the model's garbage would otherwise pile up
  // under the next one (see full-collection.ts).
  collect();
});
