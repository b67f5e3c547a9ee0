// `npm run admin -- <command>`: operator commands that work on the configured database.
//   verify-log            recompute the activity log's hash chain (exit 1 when broken)
//   unlock <username>     unlock a user and clear failed sign-ins
//   licence keygen | issue | verify   the vendor's licence tools (see cli/licence.ts; no database)
//   keys                  the data directory's instance keys as environment lines, for instances
//                         on other machines (RAMPART_LOGIN_PRIVATE_KEY, RAMPART_SECRET_BOX_KEY)
import { unlockByUsername } from '../authz/identity.repo';
import { loadConfig } from '../config';
import { openDatabase } from '../db/database';
import { migrateToLatest } from '../db/migrate';
import { verifyChain } from '../platform/auditor';
import { exportLoginKey } from '../platform/keys';
import { exportSecretBoxKey } from '../platform/secret-box';
import { runLicenceCli } from './licence';

const [command, ...args] = process.argv.slice(2);
if (command === 'licence') {
  process.exit(runLicenceCli(args, { out: (line) => console.log(line), err: (line) => console.error(line), env: process.env }));
}
const config = loadConfig();
if (command === 'keys') {
  console.log(`RAMPART_LOGIN_PRIVATE_KEY="${exportLoginKey(config.dataDir)}"`);
  console.log(`RAMPART_SECRET_BOX_KEY=${exportSecretBoxKey(config.dataDir)}`);
  process.exit(0);
}
const handle = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.dataDir, inMemory: config.RAMPART_EMBEDDED_DB === 'memory' });
let exitCode = 0;
try {
  await migrateToLatest(handle.db);
  switch (command) {
    case 'verify-log': {
      const report = await verifyChain(handle.db);
      if (report.ok) console.log(`The activity log is intact: ${report.checked} chained rows verified.`);
      else {
        console.error(`The activity log was altered: the chain breaks at row ${report.brokenAt} (${report.checked} rows verified before it).`);
        exitCode = 1;
      }
      break;
    }
    case 'unlock': {
      const username = args[0];
      if (!username || !(await unlockByUsername(handle.db, username))) {
        console.error(`No user named ${username ?? '(missing)'}.`);
        exitCode = 1;
      } else console.log(`Unlocked ${username}.`);
      break;
    }
    default:
      console.error('Usage: npm run admin -- verify-log | unlock <username> | keys | licence keygen|issue|verify');
      exitCode = 2;
  }
} finally {
  await handle.close();
}
process.exit(exitCode);
