import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { IceServer } from '@ye/contracts/live-room';
import { z } from 'zod';

// Every setting the server reads, with its default. The README lists these; keep the two in step.
export const ROOT_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

const DEV_JWT_SECRET = 'dev-only-secret-change-me-0123456789abcdef';
/** The webhook signing secret of the built-in test provider in development (README): public, so loopback only. */
export const DEV_WEBHOOK_SECRET = 'whsec_ye_development_only_not_secret';

/** Payments (decision 027): Stripe when STRIPE_SECRET_KEY is set, else the built-in test provider. */
export interface BillingConfig {
  provider: 'stripe' | 'test';
  stripeSecretKey: string | undefined;
  /** STRIPE_API_URL: another Stripe API host (the tests' fake Stripe, stripe-mock); never in production. */
  stripeApi: { host: string; port: number; protocol: 'http' | 'https' } | undefined;
  webhookSecret: string;
}

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

/**
 * Which proxies may tell us the client's address (X-Forwarded-For) and the original protocol: none by
 * default, a hop count, or a list of addresses/CIDRs (Fastify's trustProxy, proxy-addr underneath).
 */
export type TrustProxy = false | number | string[];

export interface Config {
  env: 'development' | 'production' | 'test';
  port: number;
  /** Listen address; outside production it defaults to loopback (localhost). */
  host: string;
  trustProxy: TrustProxy;
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
  /** The bearer token GET /metrics asks for; unset, /metrics answers 404 (docs/operations.md). */
  metricsToken: string | undefined;
  /** The largest lesson video the studio accepts, in bytes (default 1 GiB). */
  maxVideoUploadBytes: number;
  /** Studio uploads go to S3-compatible storage when set, else to <dataDir>/uploads/studio. */
  s3: S3Config | undefined;
  /** /docs and /docs/json: on in development and tests, off in production unless API_DOCS=1. */
  apiDocs: boolean;
  billing: BillingConfig;
  live: LiveConfig;
  /** The optional reflection coach (decision 051): null unless COACH_URL, COACH_MODEL and COACH_API_KEY are set. */
  coach: CoachConfig | null;
}

/** An OpenAI-compatible chat-completions endpoint (a local Ollama, a hosted model). */
export interface CoachConfig {
  /** The API's base URL, e.g. http://localhost:11434/v1 ("/chat/completions" is added unless present). */
  url: string;
  model: string;
  apiKey: string;
}

/** All three COACH_* or none: a half-configured coach stops the server at start. */
export function coachFrom(env: NodeJS.ProcessEnv): CoachConfig | null {
  const url = env.COACH_URL?.trim() ?? '';
  const model = env.COACH_MODEL?.trim() ?? '';
  const apiKey = env.COACH_API_KEY?.trim() ?? '';
  if (!url && !model && !apiKey) return null;
  if (!url || !model || !apiKey)
    throw new Error('COACH_URL, COACH_MODEL and COACH_API_KEY must be set together (or none of them).');
  if (!/^https?:\/\//.test(url)) throw new Error('COACH_URL must start with http:// or https://');
  return { url: url.replace(/\/$/, ''), model, apiKey };
}

/** The live room (decision 031). */
export interface LiveConfig {
  /** STUN/TURN servers for the browsers (ICE_SERVERS, JSON); none: host candidates only. */
  iceServers: z.infer<typeof IceServer>[];
  /** Rooms in this process's memory (LIVE_P2P=off where more than one API process serves). */
  p2p: boolean;
  /** LIVEKIT_URL, LIVEKIT_API_KEY, LIVEKIT_API_SECRET: the media runs on LiveKit, p2p is refused. */
  livekit: LiveKitConfig | null;
  /** LIVE_RECORDING_DAYS: days a recording is kept after its session, then a daily job removes it. */
  recordingDays: number;
}

export interface LiveKitConfig {
  url: string;
  apiKey: string;
  apiSecret: string;
}

/** All three LIVEKIT_* or none: a half-configured LiveKit stops the server at start. */
export function liveKitFrom(env: NodeJS.ProcessEnv): LiveKitConfig | null {
  const url = env.LIVEKIT_URL?.trim() ?? '';
  const apiKey = env.LIVEKIT_API_KEY?.trim() ?? '';
  const apiSecret = env.LIVEKIT_API_SECRET?.trim() ?? '';
  if (!url && !apiKey && !apiSecret) return null;
  if (!url || !apiKey || !apiSecret)
    throw new Error('LIVEKIT_URL, LIVEKIT_API_KEY and LIVEKIT_API_SECRET must be set together');
  if (!/^(wss?|https?):\/\//.test(url))
    throw new Error('LIVEKIT_URL must start with wss://, ws://, https:// or http://');
  return { url, apiKey, apiSecret };
}

/**
 * ICE_SERVERS: a JSON array of RTCIceServer ({urls, username?, credential?}); unset, the browsers use
 * their own host candidates only (one network, or localhost). Invalid JSON stops the server.
 */
export function iceServersFrom(env: NodeJS.ProcessEnv): z.infer<typeof IceServer>[] {
  const raw = env.ICE_SERVERS?.trim();
  if (!raw) return [];
  const parsed = z.array(IceServer).safeParse(JSON.parse(raw));
  if (!parsed.success) throw new Error('ICE_SERVERS must be a JSON array of {urls, username?, credential?}');
  return parsed.data;
}

function liveConfigFrom(env: NodeJS.ProcessEnv): LiveConfig {
  const livekit = liveKitFrom(env);
  // With LiveKit the media goes through its server: peer-to-peer is refused as with LIVE_P2P=off.
  return {
    iceServers: iceServersFrom(env),
    p2p: env.LIVE_P2P !== 'off' && !livekit,
    livekit,
    recordingDays: positiveInt(env.LIVE_RECORDING_DAYS) ?? 90,
  };
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const nodeEnv =
    env.NODE_ENV === 'production' ? 'production' : env.NODE_ENV === 'test' ? 'test' : 'development';
  const port = Number(env.PORT ?? 3000);
  const dataDir = path.resolve(ROOT_DIR, env.DATA_DIR ?? '.data');
  const config: Config = {
    env: nodeEnv,
    port,
    // A laptop's server is not reachable from the network unless HOST says so.
    host: env.HOST || (nodeEnv === 'production' ? '0.0.0.0' : 'localhost'),
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
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
    metricsToken: env.METRICS_TOKEN || undefined,
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
    billing: loadBillingConfig(env, nodeEnv),
    live: liveConfigFrom(env),
    coach: coachFrom(env),
  };
  // Anyone can read the development secret in this repository, so a server that signs with it must not
  // be reachable by anyone else: only on loopback.
  if (config.jwtSecret === DEV_JWT_SECRET && !isLoopback(config.host)) {
    throw new Error(
      `JWT_SECRET must be set when HOST (${config.host}) is not a loopback address: the development secret is public.`,
    );
  }
  if (config.env === 'production') {
    if (config.jwtSecret === DEV_JWT_SECRET || config.jwtSecret.length < 32) {
      throw new Error('JWT_SECRET must be set to a random value of at least 32 characters in production.');
    }
    if (!config.databaseUrl) {
      throw new Error('DATABASE_URL must be set in production.');
    }
  }
  // A production server without Stripe keys takes no money; only an explicit demo deployment may.
  if (config.env === 'production' && config.billing.provider === 'test' && env.BILLING_PROVIDER !== 'test')
    throw new Error(
      'Set STRIPE_SECRET_KEY in production (or BILLING_PROVIDER=test for a demo that takes no money).',
    );
  // Anyone could sign webhook events with the public development secret.
  if (config.billing.webhookSecret === DEV_WEBHOOK_SECRET) {
    if (config.env === 'production')
      throw new Error('STRIPE_WEBHOOK_SECRET must be set in production: the development secret is public.');
    if (!isLoopback(config.host))
      throw new Error(
        `STRIPE_WEBHOOK_SECRET must be set when HOST (${config.host}) is not a loopback address: the development secret is public.`,
      );
  }
  return config;
}

function loadBillingConfig(env: NodeJS.ProcessEnv, nodeEnv: Config['env']): BillingConfig {
  const stripeSecretKey = env.STRIPE_SECRET_KEY || undefined;
  const chosen = env.BILLING_PROVIDER || (stripeSecretKey ? 'stripe' : 'test');
  if (chosen !== 'stripe' && chosen !== 'test')
    throw new Error(`BILLING_PROVIDER must be "stripe" or "test", not "${chosen}".`);
  if (chosen === 'stripe' && !stripeSecretKey)
    throw new Error('BILLING_PROVIDER=stripe needs STRIPE_SECRET_KEY.');
  let stripeApi: BillingConfig['stripeApi'];
  if (env.STRIPE_API_URL) {
    if (nodeEnv === 'production') throw new Error('STRIPE_API_URL is for tests only.');
    const url = new URL(env.STRIPE_API_URL);
    const protocol = url.protocol === 'http:' ? 'http' : 'https';
    stripeApi = { host: url.hostname, port: Number(url.port || (protocol === 'http' ? 80 : 443)), protocol };
  }
  return {
    provider: chosen,
    stripeSecretKey,
    stripeApi,
    webhookSecret: env.STRIPE_WEBHOOK_SECRET || DEV_WEBHOOK_SECRET,
  };
}

/** localhost, 127.0.0.0/8 and ::1: addresses only this machine can reach. */
export function isLoopback(host: string): boolean {
  const h = host
    .trim()
    .toLowerCase()
    .replace(/^\[|\]$/g, '');
  return h === 'localhost' || h === '::1' || /^(::ffff:)?127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(h);
}

/**
 * TRUST_PROXY: unset, empty, "false" or "0" trusts no proxy (the socket address is the client); a
 * number trusts that many hops; otherwise a comma-separated list of proxy addresses or CIDRs (or
 * proxy-addr's names: loopback, linklocal, uniquelocal). "true" is refused: trusting every hop lets
 * any client choose its own address.
 */
export function parseTrustProxy(value: string | undefined): TrustProxy {
  const v = value?.trim() ?? '';
  if (v === '' || v === 'false' || v === '0') return false;
  if (/^\d+$/.test(v)) return Number(v);
  if (v === 'true')
    throw new Error(
      'TRUST_PROXY=true would trust any client; give the hop count (e.g. 1) or the proxy addresses.',
    );
  const list = v
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  const entry = /^(loopback|linklocal|uniquelocal|[0-9a-f.:]+(\/\d{1,3})?)$/i;
  const bad = list.find((s) => !entry.test(s));
  if (bad) throw new Error(`TRUST_PROXY: "${bad}" is not an address, a CIDR or a hop count.`);
  return list;
}

/**
 * The trustProxy option for Fastify. Fastify ignores a bare hop count (it cannot tell a proxy from a
 * direct client), so a count becomes proxy-addr's function form: the nearest `n` hops are trusted.
 * Use a count only when nothing but the proxy can reach the server; addresses are safer.
 */
export function fastifyTrustProxy(
  tp: TrustProxy,
): false | string[] | ((addr: string, hop: number) => boolean) {
  if (typeof tp === 'number') return (_addr, hop) => hop < tp;
  return tp;
}

function positiveInt(value: string | undefined): number | undefined {
  const n = Number(value);
  return value && Number.isSafeInteger(n) && n > 0 ? n : undefined;
}
