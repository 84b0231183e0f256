import { errorCatalog, type ErrorCode } from '@app/contract/errors';

/** A refusal the caller should see: a stable code, its HTTP status and its Thai message. */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly statusCode: number;
  readonly field?: string;
  /** When a refusal that lasts until a known time ends (a break from play), for the client to show in its language. */
  readonly until?: Date;

  constructor(code: ErrorCode, options: { field?: string; message?: string; until?: Date } = {}) {
    const entry = errorCatalog[code];
    super(options.message ?? entry.message);
    this.name = 'AppError';
    this.code = code;
    this.statusCode = entry.status;
    this.field = options.field;
    this.until = options.until;
  }
}
