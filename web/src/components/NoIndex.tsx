/** Keeps search engines away while mounted; React 19 hoists the <meta> into <head>. */
export function NoIndex() {
  return <meta name="robots" content="noindex, nofollow" />;
}
