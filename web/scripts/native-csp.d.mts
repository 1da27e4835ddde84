/** Types of native-csp.mjs (a plain script, so native:check runs it without a compiler). */
export declare function nativeCspFor(apiBase: string): string;
export declare function metaCspOf(html: string): Map<string, string[]> | null;
export declare function nativeCspProblems(html: string): string[];
