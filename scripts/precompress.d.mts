/** Types of precompress.mjs, for the web app's Vite configuration (apps/web/build-shared.ts). */
export declare const PRECOMPRESS: { include: RegExp; threshold: number };
export declare function precompressDir(dir: string): Promise<number>;
