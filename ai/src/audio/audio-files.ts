import fs from 'node:fs';
import path from 'node:path';
import { DeleteObjectCommand, GetObjectCommand, HeadObjectCommand, ListObjectsV2Command, NotFound, NoSuchKey, PutObjectCommand, S3Client, S3ServiceException } from '@aws-sdk/client-s3';

/** Where reply audio lives: names are the store's, each with the time it was written. */
export interface AudioFiles {
  readonly kind: 'local' | 's3';
  put(name: string, body: Buffer): Promise<void>;
  get(name: string): Promise<{ body: Buffer; modifiedMs: number } | null>;
  modifiedAt(name: string): Promise<number | null>;
  remove(name: string): Promise<void>;
  list(): Promise<{ name: string; modifiedMs: number }[]>;
}

/** A folder on this host: enough for one AI host. */
export function localAudioFiles(dir: string): AudioFiles {
  fs.mkdirSync(dir, { recursive: true });
  const fileOf = (name: string) => path.join(dir, name);
  return {
    kind: 'local',
    async put(name, body) {
      const temporary = `${fileOf(name)}.${process.pid}.tmp`;
      await fs.promises.writeFile(temporary, body);
      await fs.promises.rename(temporary, fileOf(name));
    },
    async get(name) {
      try {
        const stat = await fs.promises.stat(fileOf(name));
        return { body: await fs.promises.readFile(fileOf(name)), modifiedMs: stat.mtimeMs };
      } catch {
        return null;
      }
    },
    async modifiedAt(name) {
      try {
        return (await fs.promises.stat(fileOf(name))).mtimeMs;
      } catch {
        return null;
      }
    },
    async remove(name) {
      await fs.promises.rm(fileOf(name), { force: true });
    },
    async list() {
      const entries: { name: string; modifiedMs: number }[] = [];
      for (const name of await fs.promises.readdir(dir)) {
        try {
          entries.push({ name, modifiedMs: (await fs.promises.stat(fileOf(name))).mtimeMs });
        } catch {
          // Removed meanwhile.
        }
      }
      return entries;
    },
  };
}

export interface S3AudioOptions {
  bucket: string;
  region: string;
  /** Any S3-compatible endpoint (MinIO in compose, a local fake); AWS when absent. */
  endpoint?: string;
  /** Key prefix inside the bucket. */
  prefix: string;
}

const isMissing = (error: unknown) =>
  error instanceof NotFound || error instanceof NoSuchKey || (error instanceof S3ServiceException && error.$metadata.httpStatusCode === 404);

/** An S3 (or MinIO) bucket every AI host shares: audio written by one host plays from any other. */
export function s3AudioFiles(options: S3AudioOptions): AudioFiles {
  const client = new S3Client({
    region: options.region,
    endpoint: options.endpoint,
    forcePathStyle: Boolean(options.endpoint),
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    maxAttempts: 2,
    requestHandler: { connectionTimeout: 5_000, requestTimeout: 10_000 },
  });
  const Bucket = options.bucket;
  const keyOf = (name: string) => `${options.prefix}${name}`;
  return {
    kind: 's3',
    async put(name, body) {
      await client.send(new PutObjectCommand({ Bucket, Key: keyOf(name), Body: body, ContentType: 'audio/mpeg' }));
    },
    async get(name) {
      try {
        const object = await client.send(new GetObjectCommand({ Bucket, Key: keyOf(name) }));
        const body = Buffer.from(await object.Body!.transformToByteArray());
        return { body, modifiedMs: object.LastModified?.getTime() ?? 0 };
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async modifiedAt(name) {
      try {
        const head = await client.send(new HeadObjectCommand({ Bucket, Key: keyOf(name) }));
        return head.LastModified?.getTime() ?? 0;
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async remove(name) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: keyOf(name) }));
    },
    async list() {
      const entries: { name: string; modifiedMs: number }[] = [];
      let ContinuationToken: string | undefined;
      do {
        const page = await client.send(new ListObjectsV2Command({ Bucket, Prefix: options.prefix, ContinuationToken }));
        for (const object of page.Contents ?? []) {
          if (object.Key) entries.push({ name: object.Key.slice(options.prefix.length), modifiedMs: object.LastModified?.getTime() ?? 0 });
        }
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
      return entries;
    },
  };
}
