import { HttpResponse } from 'msw';

export const query = (request: Request): URLSearchParams => new URL(request.url).searchParams;

/** A positive integer query value, else the fallback (missing, empty, zero or unreadable). */
export function positiveInt(value: string | null, fallback: number): number {
  const parsed = Number.parseInt(value ?? '', 10);
  return Number.isFinite(parsed) && parsed > 0 ? parsed : fallback;
}

/** One page of a list: `page` from 1, `pagination` as its size; nextPage is null on the last page. */
export function paginate<T>(items: readonly T[], params: URLSearchParams, defaultSize: number) {
  const page = positiveInt(params.get('page'), 1);
  const size = positiveInt(params.get('pagination'), defaultSize);
  const start = (page - 1) * size;
  return {
    items: items.slice(start, start + size),
    meta: { nextPage: page * size < items.length ? page + 1 : null },
  };
}

export const htmlText = (html: string | null | undefined): string =>
  (html ?? '').replace(/<[^>]*>/g, ' ').replace(/&amp;/g, '&').replace(/\s+/g, ' ').trim();

export function matches(search: string | null, ...texts: (string | null | undefined)[]): boolean {
  const needle = (search ?? '').trim().toLocaleLowerCase('id-ID');
  if (!needle) return true;
  return texts.some((text) => (text ?? '').toLocaleLowerCase('id-ID').includes(needle));
}

export const notFound = (message = 'Data tidak ditemukan.') => HttpResponse.json({ message }, { status: 404 });

export const created = (message: string) => HttpResponse.json({ message }, { status: 201 });

export async function jsonBody(request: Request): Promise<Record<string, unknown> | null> {
  try {
    const body: unknown = await request.json();
    return body !== null && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

export function text(value: unknown): string | null {
  return typeof value === 'string' && value.trim() ? value.trim() : null;
}

/** The fields of a multipart body, files reduced to 'file:{name}'; null when the body is not a form. */
export async function formFields(request: Request): Promise<Record<string, string> | null> {
  try {
    const fields: Record<string, string> = {};
    (await request.formData()).forEach((value, key) => {
      fields[key] = typeof value === 'string' ? value.trim() : `file:${value.name}`;
    });
    return fields;
  } catch {
    return null;
  }
}

/** The first required field that is missing or empty ('body' when there is no form at all). */
export function missingField(fields: Record<string, string> | null, required: readonly string[]): string | undefined {
  if (!fields) return 'body';
  return required.find((key) => !fields[key]);
}

export const unprocessable = (field: string) => HttpResponse.json({ message: `Kolom ${field} wajib diisi.` }, { status: 422 });
