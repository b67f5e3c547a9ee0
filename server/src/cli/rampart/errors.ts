/** The CLI's exit codes (documented in README's CLI section); scripts branch on them. */
export const EXIT = {
  ok: 0,
  /** `--fail-on` met a finding at or above its level. */
  findings: 1,
  usage: 2,
  /** The job failed or was cancelled. */
  jobFailed: 3,
  /** No credentials, a wrong key pair, or a permission the user lacks. */
  auth: 4,
  /** The console could not be reached or refused the request for another reason. */
  error: 5,
} as const;

export type ExitCode = (typeof EXIT)[keyof typeof EXIT];

/** An error the CLI reports with its message on stderr and ends with `exitCode`. */
export class CliError extends Error {
  constructor(
    readonly exitCode: ExitCode,
    message: string,
    /** The HTTP status of the answer that caused it, when there was one. */
    readonly status?: number,
  ) {
    super(message);
    this.name = 'CliError';
  }
}

export const usageError = (message: string) => new CliError(EXIT.usage, message);
