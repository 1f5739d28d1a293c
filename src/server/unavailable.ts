/**
 * Outages of the parts the server depends on (the database, the file store): how a failure is recognised, the
 * 503 it is answered with, and what readiness says about each part. A request that meets an outage stores
 * nothing and is answered 503 with `Retry-After`, so the browser (or a load balancer) tries again; the part is
 * asked again on the next request, so the process recovers by itself when the part is back.
 */

/** A part the server depends on. */
export type Part = 'database' | 'files';

/** How the answers name each part. */
export const PART_NAMES: Record<Part, string> = { database: 'the database', files: 'the file store' };

/** Seconds a client is asked to wait before trying again. */
export const RETRY_AFTER_SECONDS = 5;

/** A dependency that does not answer, is locked, full or read-only: answered 503 with `Retry-After`. */
export class UnavailableError extends Error {
  constructor(
    readonly part: Part,
    readonly reason: string,
    options?: { cause?: unknown },
  ) {
    super(`${PART_NAMES[part]} ${reason}`, options);
    this.name = 'UnavailableError';
  }

  /** The answer's text: what happened, that nothing was kept, and when to try again. */
  get answer(): string {
    return `The server cannot complete this right now: ${this.message}. Nothing was stored; please try again in a few seconds.`;
  }
}

const DISK_CODES: Record<string, string> = {
  ENOSPC: 'is full (no space left on its disk)',
  EDQUOT: 'is full (its disk quota is used up)',
  EROFS: 'is read-only',
  EACCES: 'cannot be written (permission denied)',
  EPERM: 'cannot be written (permission denied)',
  EIO: 'reports a disk error',
};

const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND', 'EAI_AGAIN', 'EHOSTUNREACH', 'ENETUNREACH', 'UND_ERR_SOCKET', 'UND_ERR_CONNECT_TIMEOUT']);

/** True when a SQLite error says another connection holds the lock (worth trying again shortly). */
export function isSqliteBusy(error: unknown): boolean {
  const code = (error as { code?: unknown })?.code;
  return typeof code === 'string' && (code.startsWith('SQLITE_BUSY') || code.startsWith('SQLITE_LOCKED'));
}

/**
 * Why an error means the part is unavailable (rather than a fault of the request or a bug), as what the part
 * does ("is locked by another process", "does not answer");
 * undefined when it does not. Recognises SQLite's locked, full, read-only and I/O errors, PostgreSQL's
 * connection, shutdown and out-of-resources errors, full and read-only disks, and network failures.
 */
export function outageReason(error: unknown): string | undefined {
  if (error instanceof UnavailableError) return error.reason;
  const e = error as { code?: unknown; message?: unknown; name?: unknown; cause?: unknown; $metadata?: { httpStatusCode?: number } } | undefined;
  if (!e || typeof e !== 'object') return undefined;
  const code = typeof e.code === 'string' ? e.code : '';
  const message = typeof e.message === 'string' ? e.message : '';
  if (isSqliteBusy(error)) return 'is locked by another process';
  if (code.startsWith('SQLITE_FULL')) return 'is full (no space left on its disk)';
  if (code.startsWith('SQLITE_READONLY')) return 'is read-only';
  if (code.startsWith('SQLITE_IOERR') || code === 'SQLITE_CANTOPEN' || code === 'SQLITE_PROTOCOL') return 'cannot read or write its file';
  if (DISK_CODES[code]) return DISK_CODES[code];
  if (NETWORK_CODES.has(code)) return 'does not answer';
  // PostgreSQL: 08 connection exceptions, 53 out of resources (53100: disk full), 57P0x shutting down / starting.
  if (/^08|^57P0[1-3]$/.test(code)) return 'does not answer';
  if (code === '53100') return 'is full (no space left on its disk)';
  if (/^53/.test(code)) return 'is out of resources';
  if (code === '25006') return 'is read-only';
  if (/Connection terminated|connection error|timeout exceeded when trying to connect|not queryable|Connection refused/i.test(message)) return 'does not answer';
  if (e.name === 'TimeoutError' || e.name === 'AbortError') return 'does not answer in time';
  const status = e.$metadata?.httpStatusCode;
  if (typeof status === 'number' && status >= 500) return `answers ${status}`;
  if (e.cause && e.cause !== error) return outageReason(e.cause);
  return undefined;
}

/**
 * An outage met outside the guarded parts (say by the preview jobs' own pool), as an {@link UnavailableError}:
 * a disk error is the file store's, anything else the database's. Undefined when the error is no outage.
 */
export function asOutage(error: unknown): UnavailableError | undefined {
  if (error instanceof UnavailableError) return error;
  const reason = outageReason(error);
  if (!reason) return undefined;
  const code = String((error as { code?: unknown }).code ?? '');
  return new UnavailableError(DISK_CODES[code] ? 'files' : 'database', reason, { cause: error });
}

/**
 * What readiness knows of a part besides its probe: the last outage a request met, until a later operation
 * succeeds (or the outage is older than `windowMs`, when the probe alone decides again).
 */
export class PartHealth {
  private failure?: { at: number; reason: string };

  /**
   * `windowMs`: how long an outage no probe can see (a full disk: a read or a lock still works) is named. Short, so
   * that readiness comes back within seconds of the space being freed even when no request writes meanwhile; a
   * disk still full is named again by the next write that fails.
   */
  constructor(private readonly windowMs = 5_000) {}

  /** Notes an outage met by an operation. */
  failed(reason: string, now = Date.now()): void {
    this.failure = { at: now, reason };
  }

  /**
   * Notes an operation that went through: the part works again. A probe (a read, or taking a lock) cannot see a
   * full disk, so its success leaves a "full" outage standing until a write succeeds or the window ends.
   */
  succeeded(by: 'write' | 'probe' = 'write'): void {
    if (by === 'probe' && this.failure && /full/.test(this.failure.reason)) return;
    this.failure = undefined;
  }

  /** The reason of a recent outage not followed by a success, if any. */
  recentOutage(now = Date.now()): string | undefined {
    return this.failure && now - this.failure.at <= this.windowMs ? this.failure.reason : undefined;
  }
}

/** What {@link guardPart} needs besides the object. */
export interface GuardOptions {
  /** The methods that write: their success shows the part works again (a read can succeed on a full disk). */
  writes: readonly string[];
  /** The readiness probes: their success shows the part answers again (but for a full disk). */
  probes?: readonly string[];
  /** Tries an operation again before giving up (SQLite's lock). */
  retry?: (first: () => Promise<unknown>, again: () => Promise<unknown>) => Promise<unknown>;
}

/**
 * Wraps every method of a dependency so that an outage becomes an {@link UnavailableError} of `part` (noted in
 * `health`), and a write that succeeds is noted too. Keeps the object's prototype, so `instanceof` still holds.
 */
export function guardPart<T extends object>(part: Part, target: T, health: PartHealth, options: GuardOptions): T {
  const { writes, probes = [], retry } = options;
  return new Proxy(target, {
    get(object, property, receiver) {
      const value = Reflect.get(object, property, receiver) as unknown;
      if (typeof value !== 'function' || property === 'constructor') return value;
      return (...args: unknown[]) => {
        const call = () => (value as (...a: unknown[]) => unknown).apply(receiver, args);
        const first = call();
        if (!(first instanceof Promise)) return first; // plain getters (origin, pathOf) stay synchronous
        return (retry ? retry(() => first, () => call() as Promise<unknown>) : first).then(
          (answer) => {
            if (writes.includes(String(property))) health.succeeded('write');
            else if (probes.includes(String(property))) health.succeeded('probe');
            return answer;
          },
          (error: unknown) => {
            const reason = outageReason(error);
            if (!reason) throw error;
            health.failed(reason);
            throw error instanceof UnavailableError ? error : new UnavailableError(part, reason, { cause: error });
          },
        );
      };
    },
  });
}
