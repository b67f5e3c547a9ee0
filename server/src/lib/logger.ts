import pino, { type Logger } from 'pino';

export type { Logger };

/** Structured JSON logs; secrets in headers and bodies are redacted. */
export function createLogger(level: string): Logger {
  return pino({
    level,
    base: { service: 'rampart' },
    redact: {
      paths: ['req.headers.authorization', 'password', '*.password', 'token', '*.token'],
      censor: '[redacted]',
    },
  });
}
