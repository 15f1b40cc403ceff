import type { FastifyBaseLogger } from 'fastify';
import type pg from 'pg';
import PgBoss from 'pg-boss';
import type { z } from 'zod';
import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';

/** pg-boss keeps its tables in this schema of the app's database; drizzle-kit only looks at public. */
export const JOBS_SCHEMA = 'pgboss';

/** What a handler gets besides its payload: the database, settings, a logger and the clock. */
export interface JobContext {
  db: Db;
  config: Config;
  log: FastifyBaseLogger;
  now: () => Date;
  jobId: string;
  /** To queue follow-up jobs. */
  jobs: Pick<JobQueue, 'send'>;
}

/**
 * One kind of job: its queue name, the zod schema its payload must match, and the handler. Handlers
 * are idempotent: pg-boss delivers at least once (a retry after a crash runs a job again).
 */
export interface JobDefinition<S extends z.ZodType = z.ZodType> {
  name: string;
  payload: S;
  handle: (payload: z.infer<S>, ctx: JobContext) => Promise<void>;
  /** Attempts after the first failure (default 3), spaced retryDelaySeconds apart with backoff. */
  retryLimit?: number;
  retryDelaySeconds?: number;
  /** How long one run may take before pg-boss counts it as failed (default 5 minutes). */
  expireInSeconds?: number;
}

export const defineJob = <S extends z.ZodType>(def: JobDefinition<S>): JobDefinition<S> => def;

export interface SendOptions {
  /** Only one job per key and time slot (pg-boss singleton). */
  singletonKey?: string;
  singletonSeconds?: number;
  /** Not before this time (pg-boss startAfter): reminders queued ahead of a session. */
  startAfter?: Date;
}

export interface JobQueueOptions {
  pool: pg.Pool;
  db: Db;
  config: Config;
  log: FastifyBaseLogger;
  definitions: readonly JobDefinition[];
  now?: () => Date;
  /** pg-boss's own maintenance (expiring stuck jobs, archiving, deleting old ones). */
  supervise?: boolean;
}

export interface WorkOptions {
  /** How often an idle worker asks for new jobs (default 1 s). */
  pollingIntervalMs?: number;
  /** How often the recurring jobs are offered (default hourly; each runs once per day slot). */
  scheduleIntervalMs?: number;
}

/** A job that recurs: offered every scheduleIntervalMs, but pg-boss keeps one per slot. */
export interface Recurring {
  name: string;
  payload: unknown;
  everySeconds: number;
}

const DAY_SECONDS = 24 * 60 * 60;

/** What our queue names look like (`mail.send`, `billing-test.clock`); any other name is no queue. */
const QUEUE_NAME = /^[\w.\-/]+$/;

/** pg-boss's job states, in its order. */
export type JobStateName = 'created' | 'retry' | 'active' | 'completed' | 'cancelled' | 'failed';
const emptyCounts = (): Record<JobStateName, number> => ({
  created: 0,
  retry: 0,
  active: 0,
  completed: 0,
  cancelled: 0,
  failed: 0,
});

/** A job as the console shows it (no payload). */
export interface JobSummary {
  id: string;
  queue: string;
  state: JobStateName;
  retryCount: number;
  retryLimit: number;
  error: string | null;
  createdOn: Date;
  startedOn: Date | null;
  completedOn: Date | null;
}

interface JobSummaryRow {
  id: string;
  name: string;
  state: JobStateName;
  retry_count: number;
  retry_limit: number;
  error: string | null;
  created_on: Date;
  started_on: Date | null;
  completed_on: Date | null;
  total: string;
}

/** pg-boss 10's retry, cancel and deleteJob resolve to {affected} although its types say void. */
const affected = (result: unknown): boolean =>
  typeof result === 'object' && result !== null && Number((result as { affected?: unknown }).affected) > 0;

/**
 * The one owner of pg-boss in the process. Requests only `send` (one INSERT in the same PostgreSQL);
 * workers run only where `start` was called (the server), and tests run queued jobs with `drain`,
 * which goes through exactly the same fetch → validate → handle → complete/fail path as a worker.
 *
 * The worker loop is ours rather than `boss.work()`: pg-boss 10 completes and fails jobs there without
 * awaiting, so a database outage at that moment is an unhandled rejection that ends the process.
 */
export class JobQueue {
  readonly #boss: PgBoss;
  readonly #definitions = new Map<string, JobDefinition>();
  readonly #opts: JobQueueOptions;
  readonly #now: () => Date;
  #ready: Promise<void> | null = null;
  #working = false;
  #stopping = false;
  #loops: Promise<void>[] = [];
  readonly #wake = new Set<() => void>();
  #timer: NodeJS.Timeout | null = null;
  #recurring: Recurring[] = [];

  constructor(opts: JobQueueOptions) {
    this.#opts = opts;
    this.#now = opts.now ?? (() => new Date());
    for (const def of opts.definitions) {
      if (this.#definitions.has(def.name)) throw new Error(`job ${def.name} is defined twice`);
      this.#definitions.set(def.name, def);
    }
    const pool = opts.pool;
    this.#boss = new PgBoss({
      // The app's pool: no second set of connections, and its error handling covers these queries.
      db: { executeSql: (text: string, values: unknown[]) => pool.query(text, values) },
      schema: JOBS_SCHEMA,
      supervise: opts.supervise ?? false,
      // Recurring jobs are offered by our timer (see `every`), not pg-boss's cron worker.
      schedule: false,
      migrate: true,
      // Completed jobs stay two days before pg-boss archives them, so a daily singleton slot holds.
      archiveCompletedAfterSeconds: 2 * DAY_SECONDS,
    });
    // Without a listener an 'error' event would throw; a failing maintenance run is only logged.
    this.#boss.on('error', (err) => opts.log.warn({ err: { message: err.message } }, 'job queue error'));
  }

  /** Whether workers are running (between `start` and `stop`). */
  get running(): boolean {
    return this.#working;
  }

  get names(): string[] {
    return [...this.#definitions.keys()];
  }

  /** Installs or upgrades the pgboss schema and creates every queue; once per process, retried on failure. */
  ready(): Promise<void> {
    this.#ready ??= (async () => {
      await this.#boss.start();
      for (const def of this.#definitions.values()) {
        await this.#boss.createQueue(def.name, {
          name: def.name,
          retryLimit: def.retryLimit ?? 3,
          retryDelay: def.retryDelaySeconds ?? 30,
          retryBackoff: true,
          expireInSeconds: def.expireInSeconds ?? 300,
        });
      }
    })().catch((err) => {
      this.#ready = null;
      throw err;
    });
    return this.#ready;
  }

  /** Queues a job; returns its id, or null when a singleton for that slot already exists. */
  async send(name: string, payload: unknown, options: SendOptions = {}): Promise<string | null> {
    const def = this.#definition(name);
    // A wrong payload is a programming error: it fails at the caller, never later in a worker.
    const data = def.payload.parse(payload) as object;
    await this.ready();
    return this.#boss.send(name, data, options);
  }

  // ---- the operator's console (GET /v1/admin/jobs..., decision 032) ---------------------------------
  // pg-boss 10 has calls to retry, cancel and delete a job but none to count a queue by state or to
  // list its failed jobs; those two read pg-boss's own tables (pgboss.queue, pgboss.job) directly.

  /** Every queue in the pgboss schema with how many jobs it holds in each state (archived ones aside). */
  async queueCounts(): Promise<{ name: string; counts: Record<JobStateName, number> }[]> {
    await this.ready();
    const { rows } = await this.#opts.pool.query<{ name: string; state: JobStateName | null; n: string }>(
      `SELECT q.name, j.state::text AS state, count(j.id)::text AS n
         FROM ${JOBS_SCHEMA}.queue q LEFT JOIN ${JOBS_SCHEMA}.job j ON j.name = q.name
        GROUP BY q.name, j.state ORDER BY q.name`,
    );
    const byName = new Map<string, Record<JobStateName, number>>();
    for (const row of rows) {
      const counts = byName.get(row.name) ?? emptyCounts();
      if (row.state) counts[row.state] = Number(row.n);
      byName.set(row.name, counts);
    }
    return [...byName].map(([name, counts]) => ({ name, counts }));
  }

  /** Whether pg-boss knows a queue of this name. */
  async hasQueue(name: string): Promise<boolean> {
    // pg-boss throws on a name without a letter, digit, _ or -; ours are all like `mail.send`.
    if (!QUEUE_NAME.test(name)) return false;
    await this.ready();
    return (await this.#boss.getQueue(name)) !== null;
  }

  /** A queue's jobs in the given states, newest first: never their payload, only where and when. */
  async listJobs(
    queue: string,
    states: readonly JobStateName[],
    page: { limit: number; offset: number },
  ): Promise<{ rows: JobSummary[]; total: number }> {
    await this.ready();
    const { rows } = await this.#opts.pool.query<JobSummaryRow>(
      `SELECT id::text, name, state::text AS state, retry_count, retry_limit,
              coalesce(output->>'message', output->'value'->>'message') AS error,
              created_on, started_on, completed_on, count(*) OVER ()::text AS total
         FROM ${JOBS_SCHEMA}.job
        WHERE name = $1 AND state::text = ANY($2::text[])
        ORDER BY created_on DESC, id
        LIMIT $3 OFFSET $4`,
      [queue, states, page.limit, page.offset],
    );
    const total = rows[0] ? Number(rows[0].total) : await this.#countJobs(queue, states);
    return {
      total,
      rows: rows.map((r) => ({
        id: r.id,
        queue: r.name,
        state: r.state,
        retryCount: r.retry_count,
        retryLimit: r.retry_limit,
        error: r.error,
        createdOn: r.created_on,
        startedOn: r.started_on,
        completedOn: r.completed_on,
      })),
    };
  }

  async #countJobs(queue: string, states: readonly JobStateName[]): Promise<number> {
    const { rows } = await this.#opts.pool.query<{ n: string }>(
      `SELECT count(*)::text AS n FROM ${JOBS_SCHEMA}.job WHERE name = $1 AND state::text = ANY($2::text[])`,
      [queue, states],
    );
    return Number(rows[0]?.n ?? 0);
  }

  /** One job's state, or null when there is no such job in the queue (archived jobs count as gone). */
  async jobState(queue: string, id: string): Promise<JobStateName | null> {
    await this.ready();
    const job = await this.#boss.getJobById(queue, id);
    return job ? job.state : null;
  }

  /**
   * pg-boss's own retry (a failed job goes back to `retry` with one more attempt), cancel (a job not
   * yet completed stops) and delete. Each returns whether the job was changed.
   */
  async retryJob(queue: string, id: string): Promise<boolean> {
    await this.ready();
    return affected(await this.#boss.retry(queue, id));
  }

  async cancelJob(queue: string, id: string): Promise<boolean> {
    await this.ready();
    return affected(await this.#boss.cancel(queue, id));
  }

  async deleteJob(queue: string, id: string): Promise<boolean> {
    await this.ready();
    return affected(await this.#boss.deleteJob(queue, id));
  }

  /**
   * Queues a job that has already failed with `message`, through pg-boss's own send and fail (no
   * attempts left, so it stays failed until someone retries it). For the demo data and tests only.
   */
  async sendFailed(name: string, payload: unknown, message: string): Promise<string> {
    const def = this.#definition(name);
    const data = def.payload.parse(payload) as object;
    await this.ready();
    const id = await this.#boss.send(name, data, { retryLimit: 0 });
    if (!id) throw new Error(`job ${name} was not queued`);
    await this.#boss.fail(name, id, { message });
    return id;
  }

  /** Offers a job every `everySeconds` slot (e.g. daily); workers started by `start` keep offering it. */
  every(name: string, payload: unknown, everySeconds = DAY_SECONDS): void {
    this.#definition(name).payload.parse(payload);
    this.#recurring.push({ name, payload, everySeconds });
  }

  /** Offers each recurring job for the current slot (a no-op when this slot already has one). */
  async offerRecurring(): Promise<void> {
    for (const r of this.#recurring) {
      await this.send(r.name, r.payload, { singletonKey: r.name, singletonSeconds: r.everySeconds });
    }
  }

  /**
   * Runs queued jobs now, in this process, until the queues are empty (or `name`'s queue is).
   * Returns how many ran. Tests use it; an operator could too. Failed jobs go back for a retry.
   */
  async drain(name?: string): Promise<number> {
    await this.ready();
    let ran = 0;
    for (const queue of name ? [name] : this.names) {
      while (await this.#runOne(queue)) ran++;
    }
    return ran;
  }

  /** Starts a worker per queue and the recurring offers. The server calls this once it is up. */
  async start(work: WorkOptions = {}): Promise<void> {
    if (this.#working) return;
    await this.ready();
    this.#working = true;
    this.#stopping = false;
    const interval = work.pollingIntervalMs ?? 1000;
    for (const queue of this.names) this.#loops.push(this.#loop(queue, interval));
    const offer = () =>
      this.offerRecurring().catch((err) =>
        this.#opts.log.warn({ err: { message: (err as Error).message } }, 'recurring jobs not offered'),
      );
    await offer();
    // Hourly, or as often as the most frequent recurring job (insights.impact-line: 5 minutes),
    // which an hourly offer would otherwise hold to once an hour.
    const shortest = Math.min(60 * 60, ...this.#recurring.map((r) => r.everySeconds));
    this.#timer = setInterval(offer, work.scheduleIntervalMs ?? shortest * 1000);
    this.#timer.unref();
  }

  /** Stops the workers after the jobs they hold finish, then pg-boss (the pool stays the caller's). */
  async stop(): Promise<void> {
    this.#stopping = true;
    if (this.#timer) clearInterval(this.#timer);
    this.#timer = null;
    for (const wake of [...this.#wake]) wake();
    await Promise.allSettled(this.#loops);
    this.#loops = [];
    this.#working = false;
    if (this.#ready) {
      await this.#ready.catch(() => {});
      await this.#boss.stop({ graceful: true, close: false, wait: true, timeout: 1000 }).catch(() => {});
    }
    this.#ready = null;
  }

  #definition(name: string): JobDefinition {
    const def = this.#definitions.get(name);
    if (!def) throw new Error(`no job is defined as ${name}`);
    return def;
  }

  async #loop(queue: string, intervalMs: number): Promise<void> {
    while (!this.#stopping) {
      let ran = false;
      try {
        ran = await this.#runOne(queue);
      } catch (err) {
        // The database is away (fetch, complete or fail failed): wait and try again.
        this.#opts.log.warn({ err: { message: (err as Error).message }, queue }, 'job worker paused');
      }
      if (!ran && !this.#stopping) {
        await new Promise<void>((resolve) => {
          const done = () => {
            clearTimeout(timer);
            this.#wake.delete(done);
            resolve();
          };
          const timer = setTimeout(done, intervalMs);
          this.#wake.add(done);
        });
      }
    }
  }

  /** Fetches one job of `queue` and runs it; false when there was none. */
  async #runOne(queue: string): Promise<boolean> {
    const def = this.#definition(queue);
    const [job] = await this.#boss.fetch<unknown>(queue, { batchSize: 1 });
    if (!job) return false;
    const log = this.#opts.log.child({ job: job.name, jobId: job.id });
    try {
      const payload = def.payload.parse(job.data);
      await def.handle(payload, {
        db: this.#opts.db,
        config: this.#opts.config,
        log,
        now: this.#now,
        jobId: job.id,
        jobs: this,
      });
    } catch (err) {
      log.error({ err: { message: (err as Error).message } }, 'job failed');
      await this.#boss.fail(queue, job.id, { message: (err as Error).message });
      return true;
    }
    await this.#boss.complete(queue, job.id);
    return true;
  }
}
