/**
 * A size as the backup's messages give it (the command's summary, the scheduled run's refusal):
 * megabytes, to a tenth below 100 MB (a small archive is not "0 MB"), whole above.
 */
export function megabytes(bytes: number): string {
  const mb = bytes / 1024 / 1024;
  return `${mb < 100 ? mb.toFixed(1) : Math.round(mb)} MB`;
}
