import { errorCatalog, type ErrorCode } from '@app/contract/errors';

/** A refusal the caller should see: a stable code, its HTTP status and its Thai message. */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly statusCode: number;
  readonly field?: string;

  constructor(code: ErrorCode, options: { field?: string; message?: string } = {}) {
    const entry = errorCatalog[code];
    super(options.message ?? entry.message);
    this.name = 'AppError';
    this.code = code;
    this.statusCode = entry.status;
    this.field = options.field;
  }
}
