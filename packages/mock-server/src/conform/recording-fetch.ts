import type { ConformStyle, Exchange } from './exchange';

/** The token calls of each style: the only writes `--read-only` lets through. */
const TOKEN_CALLS: Record<ConformStyle, readonly string[]> = {
  a: ['POST /v1/oauth/token'],
  b: ['GET /v1/oauth/authorize', 'POST /v1/oauth/access-token'],
};

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]', '::1']);

/** Whether a URL's host is this machine (no warning before writing to it). */
export function isLoopback(url: string): boolean {
  const host = new URL(url).hostname;
  return LOOPBACK.has(host) || host.endsWith('.localhost') || /^127\./.test(host);
}

/** Options of {@link Recorder}. */
export interface RecorderOptions {
  style: ConformStyle;
  /** The style's base URL: recorded paths are below it. */
  baseUrl: string;
  /** Refuse every write but the token calls, before it is sent. */
  readOnly: boolean;
  /** Called once, before the first write to a host other than this machine. */
  onFirstRemoteWrite?: (origin: string) => void;
  fetch?: typeof fetch;
}

/** A write `--read-only` refused before sending it. */
export class ReadOnlyRefusal extends Error {
  constructor(call: string) {
    super(`--read-only: refused to send ${call}`);
    this.name = 'ReadOnlyRefusal';
  }
}

/**
 * The `fetch` a conformance run gives the SDKs: it sends each request, keeps the answer (status, JSON
 * body) under the journey's current step, refuses writes in read-only runs and warns before the first
 * write to another host.
 *
 * @example
 * const recorder = new Recorder({ style: 'b', baseUrl, readOnly: false });
 * createStyleBClient({ baseUrl, clientId, clientSecret, fetch: recorder.fetch });
 */
export class Recorder {
  readonly exchanges: Exchange[] = [];
  /** The step the next requests belong to; the journey sets it before each call. */
  step = 'start';
  #warned = false;
  readonly #base: string;

  constructor(private readonly options: RecorderOptions) {
    this.#base = new URL(options.baseUrl).pathname.replace(/\/+$/, '');
  }

  /** Sends without recording: a page outside the spec (the hosted verification). */
  readonly send = (input: string, init?: RequestInit): Promise<Response> =>
    (this.options.fetch ?? fetch)(input, init);

  /** The recording fetch (the SDKs' `FetchLike`: a `Request`, and an optional init). */
  readonly fetch = async (input: Request | string | URL, init?: RequestInit): Promise<Response> => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    const path = url.pathname.startsWith(this.#base) ? url.pathname.slice(this.#base.length) : url.pathname;
    const call = `${request.method} ${path}`;
    const write = request.method !== 'GET' && request.method !== 'HEAD';
    if (write && !TOKEN_CALLS[this.options.style].includes(call)) {
      if (this.options.readOnly) throw new ReadOnlyRefusal(call);
      if (!this.#warned && !isLoopback(request.url)) {
        this.#warned = true;
        this.options.onFirstRemoteWrite?.(url.origin);
      }
    }
    const response = await (this.options.fetch ?? fetch)(request);
    const text = await response.clone().text();
    const contentType = response.headers.get('content-type') ?? '';
    this.exchanges.push({
      step: this.step,
      method: request.method,
      path,
      status: response.status,
      body: parseJson(text),
      contentType,
    });
    return response;
  };
}

function parseJson(text: string): unknown {
  if (text === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}
