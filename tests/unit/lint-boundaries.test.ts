import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
const eslint = new ESLint({ cwd: root });

/** The boundary messages ESLint gives `code` placed at `file` (relative to the repository). */
async function boundaryErrors(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return result.messages.filter((m) => m.ruleId === 'import/no-restricted-paths').map((m) => m.message);
}

describe('import boundaries', () => {
  it.each([
    ['an engine importing a module', 'server/src/engines/android/probe.ts', "import { x } from '../../modules/users/users.service';", 'Engines are pure libraries'],
    ['an engine importing the platform', 'server/src/engines/elf/probe.ts', "import { x } from '../../platform/pubsub';", 'Engines are pure libraries'],
    ['the platform importing a module', 'server/src/platform/probe.ts', "import { x } from '../modules/monitoring/dashboard.service';", 'platform/ sits below the modules'],
    ['db importing a module other than its table types', 'server/src/db/probe.ts', "import { x } from '../modules/monitoring/events.repo';", 'db/ sits below the modules'],
    ['lib importing a module', 'server/src/lib/probe.ts', "import { x } from '../modules/auth/auth.service';", 'lib/ sits below the modules'],
    ['authz importing a module', 'server/src/authz/probe.ts', "import { x } from '../modules/auth/auth.service';", 'authz/ sits below the modules'],
    ['the web importing the server', 'web/src/app/probe.ts', "import { x } from '../../../server/src/lib/errors';", 'The web talks to the server'],
    ['shared web code importing a feature', 'web/src/lib/probe.ts', "import { x } from '../features/auth/auth-api';", 'Shared web code'],
    ['common importing the server', 'common/probe.ts', "import { x } from '../server/src/lib/errors';", 'common/ is shared'],
    ["a module importing another's repo", 'server/src/modules/users/probe.ts', "import { x } from '../roles/roles.repo';", 'A module uses another only through its service'],
    [
      "a module's nested file importing another's internals",
      'server/src/modules/assessment/report/probe.ts',
      "import { x } from '../../report-templates/templates';",
      'A module uses another only through its service',
    ],
  ])('refuse %s', async (_what, file, code, message) => {
    const errors = await boundaryErrors(file, code);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain(message);
  });

  it.each([
    ['an engine importing another engine', 'server/src/engines/android/probe.ts', "import { x } from '../archive/zip-reader';"],
    ['a module importing the platform', 'server/src/modules/users/probe.ts', "import { x } from '../../platform/pubsub';"],
    ["db aggregating a module's table types", 'server/src/db/probe.ts', "import type { X } from '../modules/monitoring/monitoring.tables';"],
    ['a module importing common', 'server/src/modules/roles/probe.ts', "import { x } from '../../../common/permissions';"],
    ['the web importing common', 'web/src/app/probe.ts', "import { x } from '../../../common/permissions';"],
    ["a module using another's service", 'server/src/modules/users/probe.ts', "import type { X } from '../roles/roles.service';"],
    ["a schema referencing another module's GraphQL types", 'server/src/modules/profile/probe.schema.ts', "import { X } from '../auth/auth.schema';"],
    ['a module importing its own repo', 'server/src/modules/users/probe.ts', "import { x } from './users.repo';"],
  ])('allow %s', async (_what, file, code) => {
    expect(await boundaryErrors(file, code)).toEqual([]);
  });
});
