// Types of script-integrity.mjs (plain JavaScript: Next loads the page cache handler outside the bundle).
export declare function scriptIntegrityAdder(distDir: string): (html: string) => string;
