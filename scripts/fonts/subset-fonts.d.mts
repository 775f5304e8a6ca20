// Types of subset-fonts.mjs (plain JavaScript, run by Node without a build step).
export type Face = { source: string; output: string };
export declare const UNICODE_RANGES: ReadonlyArray<readonly [number, number]>;
export declare const WEIGHT_RANGE: { min: number; max: number };
export declare const FACES: readonly Face[];
export declare function subsetText(): string;
export declare function subsetFace(face: Face): Promise<Buffer>;
