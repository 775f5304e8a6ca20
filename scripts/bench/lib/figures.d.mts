// Types of figures.mjs (plain JavaScript, run by Node without a build step).
export declare function median(numbers: readonly number[]): number;
export declare function ratio(ours: number, bare: number): string;
export declare function percentile(sorted: readonly number[], p: number): number;
export declare function verdict(value: number, test: (value: number) => boolean): 'ok' | 'MISS' | 'n/a';
export declare function firstLoadScripts(html: string): string[];
