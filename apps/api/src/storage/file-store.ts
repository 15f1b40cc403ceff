import fs from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import type { S3Client } from '@aws-sdk/client-s3';
import type { S3Config } from '../config.ts';

/**
 * Where checked uploads live (decision 010): the studio's covers, videos and photos and the parents'
 * profile pictures: a folder on local disk by default, or a bucket of
 * S3-compatible storage when S3_BUCKET is set. Bytes always arrive through our signed PUT first and
 * are checked in a temporary file; only a file that passed is handed to the store. Files are served
 * by our own /v1/files route in both cases, so SVG and video headers stay ours.
 */
export interface FileStore {
  readonly kind: 'local' | 's3';
  /** Moves the checked temporary file `tempFile` into the store as `<folder>/<name>`. */
  put(folder: string, name: string, tempFile: string, contentType: string): Promise<void>;
  /** The stored file's size in bytes, or null when there is none. */
  size(folder: string, name: string): Promise<number | null>;
  /** The file's bytes, or those from `start` to `end` inclusive. */
  read(folder: string, name: string, range?: { start: number; end: number }): Promise<Readable>;
  /** Deletes the file if it is there (a replaced picture). */
  remove(folder: string, name: string): Promise<void>;
}

/** The local store's folder under the data directory (and its `tmp/`, where bytes wait for their checks). */
export const filesRoot = (dataDir: string) => path.join(dataDir, 'uploads', 'studio');

export class LocalFileStore implements FileStore {
  readonly kind = 'local' as const;
  readonly root: string;

  constructor(root: string) {
    this.root = root;
  }

  private file(folder: string, name: string) {
    return path.join(this.root, folder, name);
  }

  async put(folder: string, name: string, tempFile: string): Promise<void> {
    await fs.promises.mkdir(path.join(this.root, folder), { recursive: true });
    await fs.promises.rename(tempFile, this.file(folder, name));
  }

  async size(folder: string, name: string): Promise<number | null> {
    const stat = await fs.promises.stat(this.file(folder, name)).catch(() => null);
    return stat?.isFile() ? stat.size : null;
  }

  async read(folder: string, name: string, range?: { start: number; end: number }): Promise<Readable> {
    return fs.createReadStream(this.file(folder, name), range);
  }

  async remove(folder: string, name: string): Promise<void> {
    await fs.promises.rm(this.file(folder, name), { force: true });
  }
}

type S3Sdk = typeof import('@aws-sdk/client-s3');
/** The AWS SDK, loaded by the first S3 call: a server storing on disk never holds it (~15 MB, issue 17). */
let s3Sdk: Promise<S3Sdk> | undefined;
const loadS3Sdk = () => {
  s3Sdk ??= import('@aws-sdk/client-s3');
  return s3Sdk;
};

export class S3FileStore implements FileStore {
  readonly kind = 's3' as const;
  private readonly config: S3Config;
  private readonly bucket: string;
  private readonly prefix: string;
  private connection: Promise<{ client: S3Client; sdk: S3Sdk }> | undefined;

  constructor(config: S3Config) {
    this.config = config;
    this.bucket = config.bucket;
    this.prefix = config.prefix;
  }

  private connect(): Promise<{ client: S3Client; sdk: S3Sdk }> {
    this.connection ??= loadS3Sdk().then((sdk) => ({ sdk, client: this.newClient(sdk) }));
    return this.connection;
  }

  private newClient(sdk: S3Sdk): S3Client {
    const config = this.config;
    return new sdk.S3Client({
      region: config.region,
      ...(config.endpoint ? { endpoint: config.endpoint } : {}),
      forcePathStyle: config.forcePathStyle,
      ...(config.accessKeyId && config.secretAccessKey
        ? { credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey } }
        : {}),
      // Plain PUTs with a Content-Length: S3-compatible stores (MinIO, R2, Ceph) all take these.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
  }

  private key(folder: string, name: string) {
    return `${this.prefix}${folder}/${name}`;
  }

  async put(folder: string, name: string, tempFile: string, contentType: string): Promise<void> {
    const { size } = await fs.promises.stat(tempFile);
    try {
      const { client, sdk } = await this.connect();
      await client.send(
        new sdk.PutObjectCommand({
          Bucket: this.bucket,
          Key: this.key(folder, name),
          Body: fs.createReadStream(tempFile),
          ContentLength: size,
          ContentType: contentType,
        }),
      );
    } finally {
      await fs.promises.rm(tempFile, { force: true });
    }
  }

  async size(folder: string, name: string): Promise<number | null> {
    const { client, sdk } = await this.connect();
    try {
      const head = await client.send(
        new sdk.HeadObjectCommand({ Bucket: this.bucket, Key: this.key(folder, name) }),
      );
      return head.ContentLength ?? null;
    } catch (err) {
      const status = (err as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
      if (status === 404 || (err as { name?: string }).name === 'NotFound') return null;
      throw err;
    }
  }

  async read(folder: string, name: string, range?: { start: number; end: number }): Promise<Readable> {
    const { client, sdk } = await this.connect();
    const object = await client.send(
      new sdk.GetObjectCommand({
        Bucket: this.bucket,
        Key: this.key(folder, name),
        ...(range ? { Range: `bytes=${range.start}-${range.end}` } : {}),
      }),
    );
    const body = object.Body;
    if (!body) throw new Error(`S3 returned no body for ${this.key(folder, name)}`);
    return body instanceof Readable ? body : Readable.fromWeb(body.transformToWebStream() as never);
  }

  async remove(folder: string, name: string): Promise<void> {
    const { client, sdk } = await this.connect();
    await client.send(new sdk.DeleteObjectCommand({ Bucket: this.bucket, Key: this.key(folder, name) }));
  }
}

export function createFileStore(config: { s3: S3Config | undefined; localRoot: string }): FileStore {
  return config.s3 ? new S3FileStore(config.s3) : new LocalFileStore(config.localRoot);
}
