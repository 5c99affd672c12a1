// REPLICA_URL and the bucket settings (src/lib/settings.mjs, server/replication.ts): a folder, an s3:// bucket or
// `off`; anything else stops the start with the variable named. Litestream's configuration never holds a key.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { replicaFromSettings, writeLitestreamConfig } from '../../../server/replication.ts';
import { SettingError, setting } from '@/lib/settings.mjs';

describe('REPLICA_URL', () => {
  it('defaults to `replica` beside the data folder', () => {
    expect(replicaFromSettings({ PB_DATA_DIR: '/srv/shop/pb_data' })).toEqual({
      kind: 'file',
      path: '/srv/shop/replica',
    });
  });

  it('takes a folder (relative to the working folder), an s3:// bucket with its endpoint and region, or off', () => {
    expect(replicaFromSettings({ REPLICA_URL: 'backups/replica' })).toEqual({
      kind: 'file',
      path: resolve('backups/replica'),
    });
    expect(
      replicaFromSettings({
        REPLICA_URL: 's3://shop-replica/krishi',
        REPLICA_S3_ENDPOINT: 'https://s3.example.test',
        REPLICA_S3_REGION: 'eu-1',
      }),
    ).toEqual({ kind: 's3', url: 's3://shop-replica/krishi', endpoint: 'https://s3.example.test', region: 'eu-1' });
    expect(replicaFromSettings({ REPLICA_URL: 'off' })).toEqual({ kind: 'off' });
  });

  it('refuses other schemes and malformed buckets, naming the variable', () => {
    for (const value of ['gcs://bucket/path', 's3://Bad_Bucket/x', 'sftp://host/x']) {
      expect(() => setting('REPLICA_URL', { REPLICA_URL: value }), value).toThrow(SettingError);
      expect(() => setting('REPLICA_URL', { REPLICA_URL: value })).toThrow(/^REPLICA_URL=/);
    }
    expect(() => setting('REPLICA_S3_ENDPOINT', { REPLICA_S3_ENDPOINT: 'not a url' })).toThrow(/^REPLICA_S3_ENDPOINT=/);
  });

  it("writes Litestream's configuration beside the data folder, private, without any key", () => {
    const root = mkdtempSync(join(tmpdir(), 'replica-config-'));
    try {
      const file = writeLitestreamConfig(join(root, 'pb_data'), {
        kind: 's3',
        url: 's3://shop-replica/krishi',
        endpoint: 'https://s3.example.test',
      });
      expect(file).toBe(join(root, 'pb_data.litestream.yml'));
      const config = JSON.parse(readFileSync(file, 'utf8'));
      expect(config.dbs[0].path).toBe(join(root, 'pb_data', 'data.db'));
      expect(config.dbs[0].replicas[0]).toEqual({
        url: 's3://shop-replica/krishi',
        endpoint: 'https://s3.example.test',
        'sync-interval': '1s',
      });
      expect(JSON.stringify(config)).not.toMatch(/key/i);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});
