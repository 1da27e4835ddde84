import fs from 'node:fs';

/** CPU time (ms) a process has used: utime + stime from /proc, in clock ticks of 10 ms. */
export function processCpuMs(pid: number) {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

/** Busy and total CPU ticks of the whole machine (all cores), from /proc/stat. */
export function machineTicks() {
  const [, ...values] = fs.readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/);
  const ticks = values.map(Number);
  const idle = ticks[3]! + ticks[4]!;
  const total = ticks.reduce((sum, n) => sum + n, 0);
  return { busy: total - idle, total };
}
