/** The opening passed by the career screens ({ title, subtitle, slug }); absent on a direct visit. */
export interface JobState {
  title?: string;
  /** The deadline, already formatted. */
  subtitle?: string;
}

const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value : undefined);

export function readJobState(state: unknown): JobState {
  if (!state || typeof state !== 'object') return {};
  const record = state as Record<string, unknown>;
  return { title: text(record.title), subtitle: text(record.subtitle) };
}
