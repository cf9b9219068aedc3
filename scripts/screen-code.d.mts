// Types of scripts/screen-code.mjs (a plain Node module the build runs), for the tests that import it.
export interface ScreenCode {
  path: string;
  files: string[];
}
export interface ManifestChunk {
  file: string;
  imports?: string[];
}
export function pageModules(source: string): Array<{ name: string; module: string }>;
export function screenCode(build: {
  routerSource: string;
  paths: Record<string, string>;
  manifest: Record<string, ManifestChunk>;
}): ScreenCode[];
export function screenCodeOfBuild(paths: Record<string, string>, manifestFile: string): ScreenCode[];
