// Types of cdn-headers.mjs (plain JavaScript: Next loads the page cache handler outside the bundle).
export declare const CDN_CACHE_SECONDS: { sMaxAge: number; staleWhileRevalidate: number };
export declare const MAX_CACHE_TAG_HEADER_BYTES: number;
export declare function sharedCacheControl(seconds?: { sMaxAge: number; staleWhileRevalidate: number }): string;
export declare function cmsTagsOfPage(nextCacheTags: string | undefined): string[];
export declare function cacheTagHeaderLines(tags: readonly string[], maxBytes?: number, separator?: string): string[];
