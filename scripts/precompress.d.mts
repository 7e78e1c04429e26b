/** Writes `file.br` (Brotli 11) and `file.gz` (gzip 9) beside every compressible file of `dir` of 1 KiB or more. */
export function precompress(dir: string): Promise<{ files: number; raw: number; br: number; ms: number }>;
/** True when the build in `dir` was compressed after its index.html was last written. */
export function isPrecompressed(dir: string): boolean;
