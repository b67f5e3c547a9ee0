import { parseArgs, type ParseArgsConfig } from 'node:util';
import { ApiClient } from './client';
import { assess, FAIL_LEVELS, harden, jobAction, listJobs, print, REPORT_FORMATS, type JobType } from './commands';
import { maskKey, resolveCredentials, storeCredentials } from './config';
import { CliError, EXIT, usageError } from './errors';

export const USAGE = `Usage: rampart <command> [options]

Commands:
  login                         check the key pair and store it for later calls
  assess FILE                   upload a package and submit an assessment job
      --template ID             report template (default: the platform's default template)
      --wait                    wait until the job has ended
      --format sarif|json|pdf   download the report (waits); to stdout unless --out
      --out PATH                where the report is written
      --fail-on high|medium     exit 1 when a finding at or above the level is found (waits)
  harden FILE --policy ID       upload a package and submit a hardening job
      --keystore ID             signing keystore (Android)
      --task-name NAME          the job's name in the console
      --wait                    wait until the job has ended
      --out PATH                write the protected package there (waits)
  jobs list [--type assessment|hardening] [--status S] [--limit N] [--cursor C]
  jobs get ID [--type assessment|hardening]
  jobs cancel ID [--type assessment|hardening]

Options of every command:
  --url URL                     the console (default: RAMPART_URL, then \`rampart login\`)
  --api-key KEY                 (default: RAMPART_API_KEY, then \`rampart login\`)
  --api-secret SECRET           (default: RAMPART_API_SECRET, then \`rampart login\`)
  -h, --help

Progress goes to stderr, results (JSON, or a report) to stdout.
Exit codes: 0 ok, 1 findings at or above --fail-on, 2 usage, 3 job failed, 4 authentication,
5 console unreachable or request refused.
`;

type Options = NonNullable<ParseArgsConfig['options']>;

const GLOBAL: Options = {
  url: { type: 'string' },
  'api-key': { type: 'string' },
  'api-secret': { type: 'string' },
  help: { type: 'boolean', short: 'h' },
};

const COMMAND_OPTIONS: Record<string, Options> = {
  login: {},
  assess: { template: { type: 'string' }, wait: { type: 'boolean' }, format: { type: 'string' }, out: { type: 'string' }, 'fail-on': { type: 'string' } },
  harden: { policy: { type: 'string' }, keystore: { type: 'string' }, 'task-name': { type: 'string' }, wait: { type: 'boolean' }, out: { type: 'string' } },
  jobs: { type: { type: 'string' }, status: { type: 'string' }, limit: { type: 'string' }, cursor: { type: 'string' } },
};

function oneOf<T extends string>(flag: string, value: string | undefined, allowed: readonly T[]): T | undefined {
  if (value === undefined) return undefined;
  if (!allowed.includes(value as T)) throw usageError(`--${flag} must be one of ${allowed.join(', ')} (got "${value}").`);
  return value as T;
}

function onePositional(positionals: string[], what: string): string {
  if (positionals.length !== 1) throw usageError(positionals.length === 0 ? `Name the ${what}.` : `Expected one ${what}, got ${positionals.length} arguments.`);
  return positionals[0]!;
}

/** Runs one command line; answers the exit code (errors are thrown as `CliError`). */
export async function run(argv: string[], env: Record<string, string | undefined> = process.env): Promise<number> {
  const [command, ...rest] = argv;
  if (!command || command === '-h' || command === '--help' || command === 'help') {
    // Asked for, the usage is the output; a bare `rampart` is a usage error.
    (command ? process.stdout : process.stderr).write(USAGE);
    return command ? EXIT.ok : EXIT.usage;
  }
  const own = COMMAND_OPTIONS[command];
  if (!own) throw usageError(`Unknown command "${command}". Run \`rampart --help\`.`);
  let parsed;
  try {
    parsed = parseArgs({ args: rest, options: { ...GLOBAL, ...own }, allowPositionals: true, strict: true });
  } catch (err) {
    throw usageError((err as Error).message);
  }
  const { values, positionals } = parsed as { values: Record<string, string | boolean | undefined>; positionals: string[] };
  if (values.help) {
    process.stdout.write(USAGE);
    return EXIT.ok;
  }
  const str = (key: string) => values[key] as string | undefined;
  const credentials = () => resolveCredentials({ url: str('url'), apiKey: str('api-key'), apiSecret: str('api-secret') }, env);
  const lang = env.RAMPART_LANG === 'zh-TW' ? 'zh-TW' : 'en';

  switch (command) {
    case 'login': {
      if (positionals.length > 0) throw usageError('`rampart login` takes no arguments.');
      const client = new ApiClient(credentials(), lang);
      const { viewer } = await client.graphql<{ viewer: { username: string; accountName: string } }>('query { viewer { username accountName } }');
      const file = storeCredentials(client.credentials, env);
      print({ url: client.credentials.url, apiKey: maskKey(client.credentials.apiKey), user: viewer.username, account: viewer.accountName, config: file });
      return EXIT.ok;
    }
    case 'assess': {
      const file = onePositional(positionals, 'package file');
      const format = oneOf('format', str('format'), REPORT_FORMATS);
      const failOn = oneOf('fail-on', str('fail-on'), FAIL_LEVELS);
      if (str('out') && !format) throw usageError('--out needs --format.');
      if (format === 'pdf' && !str('out')) throw usageError('--format pdf needs --out PATH.');
      return assess(new ApiClient(credentials(), lang), { file, template: str('template'), wait: values.wait === true, format, out: str('out'), failOn });
    }
    case 'harden': {
      const file = onePositional(positionals, 'package file');
      const policy = str('policy');
      if (!policy) throw usageError('`rampart harden` needs --policy ID.');
      return harden(new ApiClient(credentials(), lang), { file, policy, keystore: str('keystore'), taskName: str('task-name'), wait: values.wait === true, out: str('out') });
    }
    case 'jobs': {
      const [action, ...ids] = positionals;
      const type = oneOf<JobType>('type', str('type'), ['assessment', 'hardening']);
      if (action === 'list') {
        if (ids.length > 0) throw usageError('`rampart jobs list` takes no arguments.');
        const limitText = str('limit');
        const limit = limitText === undefined ? undefined : Number(limitText);
        if (limit !== undefined && (!Number.isInteger(limit) || limit < 1 || limit > 100)) throw usageError('--limit must be a whole number from 1 to 100.');
        return listJobs(new ApiClient(credentials(), lang), type ?? 'assessment', { status: str('status'), limit, cursor: str('cursor') });
      }
      if (action === 'get' || action === 'cancel') return jobAction(new ApiClient(credentials(), lang), action, onePositional(ids, 'job id'), type);
      throw usageError('Use `rampart jobs list`, `rampart jobs get ID` or `rampart jobs cancel ID`.');
    }
  }
  throw usageError(`Unknown command "${command}".`);
}

/** The process entry: runs, reports a `CliError` on stderr and exits with its code. */
export async function main(argv = process.argv.slice(2)): Promise<void> {
  let code: number;
  try {
    code = await run(argv);
  } catch (err) {
    if (err instanceof CliError) {
      process.stderr.write(`rampart: ${err.message}\n`);
      if (err.exitCode === EXIT.usage) process.stderr.write('Run `rampart --help` for the commands and options.\n');
      code = err.exitCode;
    } else {
      process.stderr.write(`rampart: unexpected error: ${(err as Error).stack ?? String(err)}\n`);
      code = EXIT.error;
    }
  }
  // Lets stdout drain (a report piped to another program) before the process ends.
  process.exitCode = code;
}
