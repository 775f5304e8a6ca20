// Types of failed-refresh-retry.mjs (plain JavaScript: the page cache handler loads it outside the bundle).
export interface PageLifetime {
  revalidate?: number | false;
  expire?: number;
}
export declare const RETRY_AFTER_FAILURE_SECONDS: number[];
export declare function retryAfterFailureSeconds(failuresInARow: number): number;
export declare function failedRefreshTracker(): {
  served(value: unknown): void;
  retrySeconds(key: string): number | null;
  onStore(
    key: string,
    value: unknown,
    cacheControl: PageLifetime | undefined,
  ): { retained: boolean; cacheControl: PageLifetime | undefined };
};
