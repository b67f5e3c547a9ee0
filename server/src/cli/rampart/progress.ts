/** Where progress goes: stderr, so that stdout stays machine-readable. */
export interface ProgressStream {
  write(text: string): unknown;
  isTTY?: boolean;
  columns?: number;
}

const WIDTH = 24;

const formatBytes = (n: number) => (n < 1024 * 1024 ? `${(n / 1024).toFixed(0)} KB` : `${(n / 1024 / 1024).toFixed(1)} MB`);

/**
 * A progress bar on stderr: redrawn in place on a terminal; on a CI log (not a TTY) one line per
 * tenth or change of note (a job's status), so that logs stay short.
 */
export class ProgressBar {
  private lastTenth = -1;
  private lastNote = '';
  private drawn = false;

  constructor(
    private readonly label: string,
    private readonly stream: ProgressStream = process.stderr,
    /** `bytes` shows amounts as sizes; `percent` takes 0-100. */
    private readonly unit: 'bytes' | 'percent' = 'percent',
  ) {}

  update(done: number, total = 100, note = ''): void {
    const ratio = total > 0 ? Math.min(1, Math.max(0, done / total)) : 0;
    const percent = Math.floor(ratio * 100);
    const amount = this.unit === 'bytes' ? ` ${formatBytes(done)}/${formatBytes(total)}` : '';
    const suffix = note ? ` ${note}` : '';
    if (this.stream.isTTY) {
      const filled = Math.round(ratio * WIDTH);
      this.stream.write(`\r${this.label} [${'#'.repeat(filled)}${'-'.repeat(WIDTH - filled)}] ${String(percent).padStart(3)}%${amount}${suffix}\x1b[K`);
      this.drawn = true;
      return;
    }
    const tenth = Math.floor(percent / 10);
    if (tenth === this.lastTenth && note === this.lastNote) return;
    this.lastTenth = tenth;
    this.lastNote = note;
    this.stream.write(`${this.label}: ${percent}%${amount}${suffix}\n`);
  }

  /** Ends the bar's line (on a terminal). */
  finish(): void {
    if (this.drawn) this.stream.write('\n');
    this.drawn = false;
  }
}

/** A line of information on stderr. */
export const note = (text: string) => process.stderr.write(`${text}\n`);
