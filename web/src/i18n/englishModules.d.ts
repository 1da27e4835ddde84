/** The parts of en.json the build makes (scripts/english-parts.mjs says which texts each holds). */
declare module 'virtual:english/*' {
  const texts: import('./locales').LocaleTree;
  export default texts;
}
