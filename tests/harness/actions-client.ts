// Calls the shop's Astro Actions over HTTP, exactly as the browser's
// `actions.x(input)` does: POST /_actions/<name> with a JSON body, a
// same-origin Origin header (security.checkOrigin refuses cross-site posts
// without a JSON content type) and Accept: application/json. Successful
// answers are devalue-encoded (Astro's wire format; devalue ships with
// Astro), errors are plain JSON.
import { parse } from 'devalue';
import { testStack } from './stack';

export interface ActionFailure {
  /** HTTP status (4xx for anything a client can send; 5xx only for outages and bugs). */
  status: number;
  code: string;
  message: string;
  /** Extra fields of the error (e.g. the CONFLICT `details` of placeOrder). */
  details?: unknown;
  /** Astro's error type: AstroActionError, or AstroActionInputError for a schema refusal (which has `issues`). */
  type: string;
  issues?: { path?: (string | number)[]; message: string }[];
  /** The Retry-After header of a 429, in seconds. */
  retryAfter: number | null;
  /** The raw body, for "does not contain" checks. */
  raw: string;
}

/** `raw` is the body as received, for "does not contain" checks. */
export type ActionResult<T> =
  | { data: T; error?: undefined; raw: string }
  | { data?: undefined; error: ActionFailure; raw: string };

export interface CallOptions {
  /** Send this exact body instead of JSON.stringify(input). */
  rawBody?: string;
  headers?: Record<string, string>;
  /** Another shop server than the stack's (e.g. one with rate limits on). */
  shopUrl?: string;
  /** Another path than /_actions/<name> (e.g. a page with ?_action=<name>, or an encoded name). */
  path?: string;
  /** Give up after this long (the call then rejects with the fetch's TimeoutError). */
  timeoutMs?: number;
}

export async function callAction<T = unknown>(
  name: string,
  input?: unknown,
  options: CallOptions = {},
): Promise<ActionResult<T>> {
  const shopUrl = options.shopUrl ?? testStack().shopUrl;
  const body = options.rawBody ?? (input === undefined ? undefined : JSON.stringify(input));
  const res = await fetch(`${shopUrl}${options.path ?? `/_actions/${name}`}`, {
    method: 'POST',
    headers: {
      Origin: new URL(shopUrl).origin,
      Accept: 'application/json',
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      ...options.headers,
    },
    body,
    ...(options.timeoutMs ? { signal: AbortSignal.timeout(options.timeoutMs) } : {}),
  });
  const raw = await res.text();
  if (res.ok) {
    // A page called with ?_action= answers with the page's HTML, not the action's result.
    const devalue = res.headers.get('content-type')?.includes('devalue') ?? false;
    return { data: (devalue && raw ? parse(raw) : raw || undefined) as T, raw };
  }
  let json: Record<string, unknown> = {};
  try {
    json = JSON.parse(raw) as Record<string, unknown>;
  } catch {
    // not JSON (e.g. a plain-text 403 from the origin check)
  }
  return {
    raw,
    error: {
      status: res.status,
      code: typeof json.code === 'string' ? json.code : '',
      message: typeof json.message === 'string' ? json.message : '',
      details: json.details,
      type: typeof json.type === 'string' ? json.type : '',
      issues: Array.isArray(json.issues) ? (json.issues as ActionFailure['issues']) : undefined,
      retryAfter: res.headers.has('retry-after') ? Number(res.headers.get('retry-after')) : null,
      raw,
    },
  };
}

/** The data of a successful call, or a thrown error describing the failure (for set-up steps). */
export async function expectData<T>(name: string, input?: unknown): Promise<T> {
  const result = await callAction<T>(name, input);
  if (result.error)
    throw new Error(`${name} failed: ${result.error.status} ${result.error.code} ${result.error.message}`);
  return result.data;
}
