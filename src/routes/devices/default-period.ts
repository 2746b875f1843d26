import type { DevicePeriod } from '@/api/devices/devices.schemas';

/** The one with sequence 1 wherever it sits, else the lowest sequence; -1 when the device lists none. */
export function defaultPeriodIndex(periods: readonly DevicePeriod[]): number {
  const first = periods.findIndex((period) => period.sequence === 1);
  if (first !== -1) return first;
  return periods.reduce((lowest, period, index) => (lowest === -1 || period.sequence < periods[lowest]!.sequence ? index : lowest), -1);
}
