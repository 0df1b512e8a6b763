/** A scheduled run's "now": the time Cloud Scheduler meant it to run, or the clock if missing. */
export function runTime(scheduleTime: string | undefined): Date {
  const scheduled = scheduleTime ? new Date(scheduleTime) : null;
  return scheduled && !Number.isNaN(scheduled.getTime()) ? scheduled : new Date();
}
