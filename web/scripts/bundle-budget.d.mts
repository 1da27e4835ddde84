/** Types of bundle-budget.mjs (a plain script, so the build runs it without a compiler). */
export interface AssetSize {
  asset: string;
  gzipKb: number;
}
export interface FirstPageWeight {
  js: AssetSize[];
  css: AssetSize[];
  jsGzipKb: number;
  cssGzipKb: number;
}
export declare const BUDGET_KB: { js: number; css: number };
export declare function initialAssets(indexHtml: string): { scripts: string[]; styles: string[] };
export declare function measureFirstPage(distDir: string): FirstPageWeight;
export declare function checkBudget(measured: FirstPageWeight, budget?: { js: number; css: number }): { lines: string[]; problems: string[] };
