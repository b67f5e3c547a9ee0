import type { Logger } from './logger';

/**
 * Work that runs after the answer has been sent (mail delivery, password-reset look-ups whose
 * timing must not leak). Failures are logged; `flush` lets shutdown and tests wait for it.
 */
export class BackgroundTasks {
  private readonly running = new Set<Promise<void>>();

  constructor(private readonly logger: Logger) {}

  run(label: string, task: () => Promise<void>): void {
    const running: Promise<void> = task()
      .catch((err: unknown) => this.logger.error({ err, task: label }, 'background task failed'))
      .finally(() => this.running.delete(running));
    this.running.add(running);
  }

  async flush(): Promise<void> {
    while (this.running.size) await Promise.allSettled([...this.running]);
  }
}
