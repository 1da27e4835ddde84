/** The parts of en.json the build makes (scripts/english-parts.mjs says which texts each holds). */
declare module 'virtual:english/*' {
  type Tree = { [key: string]: string | Tree };
  const texts: Tree;
  export default texts;
}
