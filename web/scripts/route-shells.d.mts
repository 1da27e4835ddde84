/** Types of route-shells.mjs (a plain script, so the build runs it without a compiler). */
export declare const ROUTE_SHELLS: Record<string, readonly string[]>;
export declare function shellHtml(indexHtml: string, files: Iterable<string>): string;
export declare function writeRouteShells(distDir: string, routes?: Record<string, readonly string[]>): Record<string, string[]>;
