import path from 'node:path';
import { fileURLToPath } from 'node:url';

// Every setting the server reads, with its default. The README lists these; keep the two in step.
export const ROOT_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

const DEV_JWT_SECRET = 'dev-only-secret-change-me-0123456789abcdef';

/** S3-compatible storage for studio uploads; set by S3_BUCKET (decision 010). */
export interface S3Config {
  bucket: string;
  region: string;
  /** e.g. http://minio:9000; AWS itself when unset. */
  endpoint: string | undefined;
  /** Path-style URLs (bucket in the path), which most S3-compatible servers need. */
  forcePathStyle: boolean;
  accessKeyId: string | undefined;
  secretAccessKey: string | undefined;
  /** Prepended to every key, e.g. "studio/". */
  prefix: string;
}

export interface Config {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  appUrl: string;
  databaseUrl: string | undefined;
  dataDir: string;
  embeddedPgPort: number;
  jwtSecret: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  supportEmail: string;
  sentryDsn: string | undefined;
  logLevel: string;
  webDistDir: string;
  seedDemo: boolean;
  /** The largest lesson video the studio accepts, in bytes (default 1 GiB). */
  maxVideoUploadBytes: number;
  /** Studio uploads go to S3-compatible storage when set, else to <dataDir>/uploads/studio. */
  s3: S3Config | undefined;
  /** /docs and /docs/json: on in development and tests, off in production unless API_DOCS=1. */
  apiDocs: boolean;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const nodeEnv =
    env.NODE_ENV === 'production' ? 'production' : env.NODE_ENV === 'test' ? 'test' : 'development';
  const port = Number(env.PORT ?? 3000);
  const dataDir = path.resolve(ROOT_DIR, env.DATA_DIR ?? '.data');
  const config: Config = {
    env: nodeEnv,
    port,
    host: env.HOST ?? '0.0.0.0',
    appUrl: (env.APP_URL ?? `http://localhost:${port}`).replace(/\/$/, ''),
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir,
    embeddedPgPort: Number(env.EMBEDDED_PG_PORT ?? 54329),
    jwtSecret: env.JWT_SECRET ?? DEV_JWT_SECRET,
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM ?? 'Youth Enrichments <no-reply@youthenrichments.test>',
    supportEmail: env.SUPPORT_EMAIL ?? 'support@youthenrichments.test',
    sentryDsn: env.SENTRY_DSN || undefined,
    logLevel: env.LOG_LEVEL ?? (nodeEnv === 'test' ? 'silent' : 'info'),
    // WEB_DIST_DIR lets a second build be served beside the usual one (parallel browser checks).
    webDistDir: path.resolve(ROOT_DIR, env.WEB_DIST_DIR ?? 'apps/web/dist'),
    seedDemo: nodeEnv !== 'production' && env.SEED_DEMO !== 'false',
    maxVideoUploadBytes: positiveInt(env.MAX_VIDEO_UPLOAD_BYTES) ?? 1_073_741_824,
    s3: env.S3_BUCKET
      ? {
          bucket: env.S3_BUCKET,
          region: env.S3_REGION ?? 'us-east-1',
          endpoint: env.S3_ENDPOINT || undefined,
          forcePathStyle: env.S3_FORCE_PATH_STYLE
            ? env.S3_FORCE_PATH_STYLE === 'true'
            : Boolean(env.S3_ENDPOINT),
          accessKeyId: env.S3_ACCESS_KEY_ID || undefined,
          secretAccessKey: env.S3_SECRET_ACCESS_KEY || undefined,
          prefix: env.S3_PREFIX ?? '',
        }
      : undefined,
    apiDocs: nodeEnv !== 'production' || env.API_DOCS === '1',
  };
  if (config.env === 'production') {
    if (config.jwtSecret === DEV_JWT_SECRET || config.jwtSecret.length < 32) {
      throw new Error('JWT_SECRET must be set to a random value of at least 32 characters in production.');
    }
    if (!config.databaseUrl) {
      throw new Error('DATABASE_URL must be set in production.');
    }
  }
  return config;
}

function positiveInt(value: string | undefined): number | undefined {
  const n = Number(value);
  return value && Number.isSafeInteger(n) && n > 0 ? n : undefined;
}
