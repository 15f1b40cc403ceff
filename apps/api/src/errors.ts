// Typed errors thrown by services. Only the error handler turns them into HTTP.
export class AppError extends Error {
  readonly statusCode: number;
  readonly code: string;
  constructor(statusCode: number, code: string, detail: string) {
    super(detail);
    this.statusCode = statusCode;
    this.code = code;
  }
}

export class Invalid extends AppError {
  constructor(detail: string, code = 'invalid') {
    super(400, code, detail);
  }
}
export class Unauthorized extends AppError {
  constructor(detail = 'Please sign in to continue.', code = 'unauthorized') {
    super(401, code, detail);
  }
}
export class Forbidden extends AppError {
  constructor(detail = 'You are not allowed to do this.', code = 'forbidden') {
    super(403, code, detail);
  }
}
export class NotFound extends AppError {
  constructor(detail = 'Not found.', code = 'not_found') {
    super(404, code, detail);
  }
}
export class Conflict extends AppError {
  constructor(detail: string, code = 'conflict') {
    super(409, code, detail);
  }
}
export class TooManyRequests extends AppError {
  readonly retryAfterSeconds: number;
  constructor(detail: string, retryAfterSeconds: number) {
    super(429, 'too_many_requests', detail);
    this.retryAfterSeconds = retryAfterSeconds;
  }
}
export class PayloadTooLarge extends AppError {
  constructor(detail: string) {
    super(413, 'too_large', detail);
  }
}
export class UnsupportedMediaType extends AppError {
  constructor(detail: string) {
    super(415, 'unsupported_media_type', detail);
  }
}
