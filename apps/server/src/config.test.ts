import { describe, expect, it } from 'vitest';
import { ConfigError, DEVELOPMENT_LEDGER_CHECKPOINT_KEY, loadConfig } from './config.ts';

describe('loadConfig', () => {
  it('has a default for everything', () => {
    const c = loadConfig({});
    expect(c).toMatchObject({
      PORT: 3000,
      DATA_DIR: './data',
      SERVICE_FEE_CENTS: 999,
      isProduction: false,
      seedDemo: true,
    });
    expect(c.DATABASE_URL).toBeUndefined();
  });

  it('never seeds in production unless asked', () => {
    const production = {
      NODE_ENV: 'production',
      PAYMENTS_PROVIDER: 'test',
      PUBLIC_URL: 'https://hearth.example',
      LEDGER_CHECKPOINT_KEY: 'a-production-key-of-at-least-32-characters',
    };
    expect(loadConfig(production).seedDemo).toBe(false);
    expect(loadConfig({ SEED_DEMO: 'false' }).seedDemo).toBe(false);
  });

  it('refuses the demo accounts (published passwords) in production unless ALLOW_DEMO_IN_PRODUCTION says so', () => {
    const production = {
      NODE_ENV: 'production',
      PAYMENTS_PROVIDER: 'test',
      PUBLIC_URL: 'https://hearth.example',
      LEDGER_CHECKPOINT_KEY: 'a-production-key-of-at-least-32-characters',
    };
    expect(() => loadConfig({ ...production, SEED_DEMO: 'true' })).toThrow(
      /SEED_DEMO: the demo accounts' passwords are published/,
    );
    const allowed = loadConfig({ ...production, SEED_DEMO: 'true', ALLOW_DEMO_IN_PRODUCTION: 'true' });
    expect(allowed.seedDemo).toBe(true);
    expect(loadConfig({ SEED_DEMO: 'true' }).seedDemo).toBe(true);
  });

  it('listens on 127.0.0.1 outside production unless HOST says otherwise, on 0.0.0.0 in production', () => {
    expect(loadConfig({}).HOST).toBe('127.0.0.1');
    expect(loadConfig({ NODE_ENV: 'test' }).HOST).toBe('127.0.0.1');
    expect(loadConfig({ HOST: '0.0.0.0' }).HOST).toBe('0.0.0.0');
    const production = {
      NODE_ENV: 'production',
      PAYMENTS_PROVIDER: 'test',
      PUBLIC_URL: 'https://hearth.example',
      LEDGER_CHECKPOINT_KEY: 'a-production-key-of-at-least-32-characters',
    };
    expect(loadConfig(production).HOST).toBe('0.0.0.0');
    expect(loadConfig({ ...production, HOST: '10.0.0.5' }).HOST).toBe('10.0.0.5');
  });

  it('refuses production without PUBLIC_URL, which the cross-site check compares against', () => {
    const production = {
      NODE_ENV: 'production',
      PAYMENTS_PROVIDER: 'test',
      LEDGER_CHECKPOINT_KEY: 'a-production-key-of-at-least-32-characters',
    };
    expect(() => loadConfig(production)).toThrow(ConfigError);
    expect(() => loadConfig(production)).toThrow(/PUBLIC_URL: production needs the site's public address/);
    expect(loadConfig({ ...production, PUBLIC_URL: 'https://hearth.example' }).PUBLIC_URL).toBe(
      'https://hearth.example',
    );
    expect(loadConfig({}).PUBLIC_URL).toBeUndefined();
  });

  it('refuses production without a LEDGER_CHECKPOINT_KEY of its own (the development key is published)', () => {
    const production = {
      NODE_ENV: 'production',
      PAYMENTS_PROVIDER: 'test',
      PUBLIC_URL: 'https://hearth.example',
    };
    expect(() => loadConfig(production)).toThrow(/LEDGER_CHECKPOINT_KEY: production needs a secret key/);
    expect(() =>
      loadConfig({ ...production, LEDGER_CHECKPOINT_KEY: DEVELOPMENT_LEDGER_CHECKPOINT_KEY }),
    ).toThrow(/LEDGER_CHECKPOINT_KEY/);
    expect(() => loadConfig({ ...production, LEDGER_CHECKPOINT_KEY: 'short' })).toThrow(
      /at least 32 characters/,
    );
    const key = 'a-production-key-of-at-least-32-characters';
    expect(loadConfig({ ...production, LEDGER_CHECKPOINT_KEY: key }).LEDGER_CHECKPOINT_KEY).toBe(key);
    // Outside production the published development key signs, so a fresh checkout needs no setting.
    expect(loadConfig({})).toMatchObject({
      LEDGER_CHECKPOINT_KEY: DEVELOPMENT_LEDGER_CHECKPOINT_KEY,
      LEDGER_CHECKPOINT_INTERVAL: 1000,
      LEDGER_RATE_LIMIT_PER_MINUTE: 30,
    });
  });

  it('reads the DOGE rate (default 0.2 EUR per DOGE) and a block explorer URL with {txid}', () => {
    expect(loadConfig({}).DOGE_EUR_RATE).toBe(0.2);
    expect(loadConfig({}).DOGE_EXPLORER_URL).toBeUndefined();
    const explorer = 'https://dogechain.info/tx/{txid}';
    expect(loadConfig({ DOGE_EUR_RATE: '0.125', DOGE_EXPLORER_URL: explorer })).toMatchObject({
      DOGE_EUR_RATE: 0.125,
      DOGE_EXPLORER_URL: explorer,
    });
  });

  it('reads the contact address and the social links, each with a working default', () => {
    expect(loadConfig({}).CONTACT_EMAIL).toBe('hello@hearth.example');
    expect(loadConfig({}).SOCIAL_LINKS.map((link) => link.name)).toEqual([
      'Facebook',
      'Instagram',
      'LinkedIn',
    ]);
    const custom = loadConfig({
      CONTACT_EMAIL: 'labas@hearth.lt',
      SOCIAL_LINKS: 'Instagram=https://www.instagram.com/hearth.lt , TikTok=https://www.tiktok.com/@hearth',
    });
    expect(custom.CONTACT_EMAIL).toBe('labas@hearth.lt');
    expect(custom.SOCIAL_LINKS).toEqual([
      { name: 'Instagram', url: 'https://www.instagram.com/hearth.lt' },
      { name: 'TikTok', url: 'https://www.tiktok.com/@hearth' },
    ]);
    expect(() => loadConfig({ CONTACT_EMAIL: 'not an address' })).toThrow(/CONTACT_EMAIL/);
    expect(() => loadConfig({ SOCIAL_LINKS: 'Instagram=javascript:alert(1)' })).toThrow(/SOCIAL_LINKS/);
    expect(() => loadConfig({ SOCIAL_LINKS: 'https://www.instagram.com/' })).toThrow(/SOCIAL_LINKS/);
  });

  it('limits uploads and keeps mails by default as decision 048 says', () => {
    expect(loadConfig({})).toMatchObject({
      UPLOADS_PER_MINUTE: 30,
      CHEF_UPLOAD_QUOTA_MB: 500,
      CUSTOMER_UPLOAD_QUOTA_MB: 20,
      IMAGE_JOBS_CONCURRENCY: 2,
      IMAGE_JOBS_QUEUE: 16,
      UNUSED_UPLOAD_GRACE_HOURS: 24,
      MAIL_RETENTION_DAYS: 30,
    });
  });

  it('keeps files on the local disk without S3_* and uses object storage with all five', () => {
    expect(loadConfig({}).objectStorage).toBeNull();
    const s3 = {
      S3_BUCKET: 'hearth-files',
      S3_ENDPOINT: 'https://s3.eu-central-1.amazonaws.com',
      S3_REGION: 'eu-central-1',
      S3_ACCESS_KEY_ID: 'AKIAEXAMPLE',
      S3_SECRET_ACCESS_KEY: 'secret/example+key',
    };
    expect(loadConfig(s3).objectStorage).toEqual({
      bucket: 'hearth-files',
      endpoint: 'https://s3.eu-central-1.amazonaws.com',
      region: 'eu-central-1',
      accessKeyId: 'AKIAEXAMPLE',
      secretAccessKey: 'secret/example+key',
    });
    // Blank counts as unset: five blanks are none.
    expect(loadConfig(Object.fromEntries(Object.keys(s3).map((key) => [key, '']))).objectStorage).toBeNull();
  });

  it('refuses a partial set of S3_* variables, naming the missing ones', () => {
    expect(() => loadConfig({ S3_BUCKET: 'hearth-files' })).toThrow(
      /S3_ENDPOINT, S3_REGION, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY: required when any S3_\* variable is set/,
    );
    expect(() =>
      loadConfig({
        S3_BUCKET: 'hearth-files',
        S3_ENDPOINT: 'http://127.0.0.1:9000',
        S3_REGION: 'us-east-1',
        S3_ACCESS_KEY_ID: 'key',
        S3_SECRET_ACCESS_KEY: '',
      }),
    ).toThrow(
      /^Invalid configuration:\n {2}S3_SECRET_ACCESS_KEY: required when any S3_\* variable is set \(set all five or none\)$/,
    );
    expect(() => loadConfig({ S3_ENDPOINT: 'ftp://files.example' })).toThrow(
      /S3_ENDPOINT: expected a http or https URL/,
    );
    expect(() => loadConfig({ S3_BUCKET: 'Not_A_Bucket' })).toThrow(/S3_BUCKET: expected a bucket name/);
  });

  it('treats blank values as unset', () => {
    expect(loadConfig({ DATABASE_URL: '', PORT: '' }).PORT).toBe(3000);
  });

  it.each([
    [{ PORT: 'abc' }, 'PORT'],
    [{ PORT: '70000' }, 'PORT'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL'],
    [{ SMTP_URL: 'http://mail' }, 'SMTP_URL'],
    [{ SEED_DEMO: 'maybe' }, 'SEED_DEMO'],
    [{ NODE_ENV: 'staging' }, 'NODE_ENV'],
    [{ SERVICE_FEE_CENTS: '-1' }, 'SERVICE_FEE_CENTS'],
    [{ DOGE_EUR_RATE: '0' }, 'DOGE_EUR_RATE'],
    [{ DOGE_EUR_RATE: '-0.2' }, 'DOGE_EUR_RATE'],
    [{ DOGE_EUR_RATE: 'cheap' }, 'DOGE_EUR_RATE'],
    [{ DOGE_EUR_RATE: 'Infinity' }, 'DOGE_EUR_RATE'],
    [{ DOGE_EXPLORER_URL: 'https://dogechain.info/tx/' }, 'DOGE_EXPLORER_URL'],
    [{ DOGE_EXPLORER_URL: 'ftp://explorer/{txid}' }, 'DOGE_EXPLORER_URL'],
    [{ DOGE_EXPLORER_URL: 'javascript:alert(1)//{txid}' }, 'DOGE_EXPLORER_URL'],
    [{ UPLOADS_PER_MINUTE: '0' }, 'UPLOADS_PER_MINUTE'],
    [{ CHEF_UPLOAD_QUOTA_MB: '1.5' }, 'CHEF_UPLOAD_QUOTA_MB'],
    [{ CUSTOMER_UPLOAD_QUOTA_MB: '100000' }, 'CUSTOMER_UPLOAD_QUOTA_MB'],
    [{ IMAGE_JOBS_CONCURRENCY: '0' }, 'IMAGE_JOBS_CONCURRENCY'],
    [{ IMAGE_JOBS_QUEUE: '-1' }, 'IMAGE_JOBS_QUEUE'],
    [{ UNUSED_UPLOAD_GRACE_HOURS: '0' }, 'UNUSED_UPLOAD_GRACE_HOURS'],
    [{ MAIL_RETENTION_DAYS: 'forever' }, 'MAIL_RETENTION_DAYS'],
  ])('stops on a bad value %j with a message naming it', (env, name) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(new RegExp(`${name}:`));
  });
});
