import { loadConfig } from './config';
import { createLogger } from './lib/logger';
import { releaseMemory } from './lib/release-memory';
import { startRuntime } from './runtime';

const config = loadConfig();
const logger = createLogger(config.LOG_LEVEL);
const runtime = await startRuntime(config, logger);
const address = await runtime.app.server.listen({ port: config.PORT, host: config.HOST });
logger.info({ address, database: runtime.database.kind, pubsub: config.REDIS_URL ? 'redis' : 'in-process', role: config.RAMPART_ROLE }, 'Rampart is listening');
process.stdout.write(`Rampart console: http://localhost:${config.PORT}/\n`);
// Compiling the code, building the schema and migrating leave garbage that nothing else would collect soon.
releaseMemory();

let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  logger.info({ signal }, 'shutting down');
  const force = setTimeout(() => process.exit(1), 10_000);
  force.unref();
  try {
    await runtime.close();
    process.exit(0);
  } catch (err) {
    logger.error({ err }, 'shutdown failed');
    process.exit(1);
  }
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));
