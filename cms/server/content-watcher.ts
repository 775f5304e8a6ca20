import { existsSync, watch, type FSWatcher } from 'node:fs';
import type { Logger } from './logger.ts';

export interface ContentWatcherOptions {
  dir: string;
  debounceMs: number;
  logger: Logger;
  /** runs once per burst of file events; never concurrently with itself */
  onChange: () => Promise<void>;
}

/**
 * Watches the content folder (recursively: Node 24 supports it on Linux) and calls `onChange`
 * once per burst of edits. An editor saving a file emits several events, and a script writing
 * many records emits hundreds: the debounce folds them into one reload.
 */
export class ContentWatcher {
  private readonly options: ContentWatcherOptions;
  private watcher: FSWatcher | null = null;
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;
  private rerun = false;
  private closed = false;

  constructor(options: ContentWatcherOptions) {
    this.options = options;
  }

  start(): void {
    if (!existsSync(this.options.dir)) {
      this.options.logger.warn(`watch: ${this.options.dir} does not exist; content changes will not be picked up`);
      return;
    }
    this.watcher = watch(this.options.dir, { recursive: true }, () => this.schedule());
    this.watcher.on('error', (error) => this.options.logger.error(`watch: ${this.options.dir}: ${error.message}`));
  }

  /** Resolves when no reload is running or scheduled (tests use it to wait for quiet). */
  async idle(): Promise<void> {
    while (this.running || this.timer) {
      if (this.running) await this.running;
      else await new Promise((resolve) => setTimeout(resolve, this.options.debounceMs));
    }
  }

  async close(): Promise<void> {
    this.closed = true;
    this.watcher?.close();
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await this.running;
  }

  private schedule(): void {
    if (this.closed) return;
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.timer = null;
      this.run();
    }, this.options.debounceMs);
  }

  private run(): void {
    if (this.running) {
      this.rerun = true;
      return;
    }
    this.running = this.options
      .onChange()
      .catch((error: unknown) => this.options.logger.error(`reload failed: ${(error as Error).stack ?? String(error)}`))
      .finally(() => {
        this.running = null;
        if (this.rerun && !this.closed) {
          this.rerun = false;
          this.run();
        }
      });
  }
}
