import { createHmac, timingSafeEqual } from 'node:crypto';
import type { DbOrTx } from '../../db/database.ts';
import * as repo from './ledger-repository.ts';
import { type BrokenReason, type ChainPoint, GENESIS, walkChain } from './ledger-service.ts';

/**
 * Signed checkpoints of the ledger's hash chain (decision 047). Every `interval` entries a checkpoint records
 * the chain's hash at that seq, signed with HMAC-SHA256 under LEDGER_CHECKPOINT_KEY, which the database does
 * not hold. A checkpoint is written only once the entries up to it recomputed from the previous checkpoint,
 * so a valid one vouches for the whole chain before it; the ledger page then re-hashes at most `interval`
 * entries instead of the whole ledger. A checkpoint whose signature does not verify is never trusted.
 */

export interface CheckpointOptions {
  key: string;
  /** Entries between two checkpoints (LEDGER_CHECKPOINT_INTERVAL). */
  interval: number;
  now: Date;
}

/** HMAC-SHA256 (hex) of one canonical line: the seq in decimal and the chain's hash there. */
export function checkpointSignature(key: string, seq: number, hash: string): string {
  return createHmac('sha256', key).update(`${seq}|${hash}`).digest('hex');
}

export function isSignedBy(
  key: string,
  checkpoint: { seq: number; hash: string; signature: string },
): boolean {
  const expected = Buffer.from(checkpointSignature(key, checkpoint.seq, checkpoint.hash), 'hex');
  const given = Buffer.from(checkpoint.signature, 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

export interface CheckpointRun {
  /** Checkpoints this run wrote (another instance may have written the same ones: they count once). */
  written: number;
  /** The newest checkpoint after the run (0: none yet). */
  lastSeq: number;
  /** Where the chain, or the checkpoint it starts from, is broken: nothing is written past it. */
  broken: { seq: number; reason: BrokenReason } | null;
}

/**
 * Writes the missing checkpoints from the newest one up to the chain's head, each after re-hashing the
 * entries since the previous one. Several instances may run it at once: a checkpoint's seq is its primary
 * key, so the second write of the same one does nothing. Stops at a broken entry or a forged checkpoint.
 */
export async function writeCheckpoints(db: DbOrTx, options: CheckpointOptions): Promise<CheckpointRun> {
  const head = await repo.readChainHead(db);
  const newest = await repo.findNewestCheckpoint(db);
  if (newest && !isSignedBy(options.key, newest)) {
    return { written: 0, lastSeq: newest.seq, broken: { seq: newest.seq, reason: 'checkpoint' } };
  }
  let from: ChainPoint = newest ?? GENESIS;
  let written = 0;
  for (;;) {
    const target = (Math.floor(from.seq / options.interval) + 1) * options.interval;
    if (!head || target > head.lastSeq) break;
    const walk = await walkChain(db, from, target);
    if (!walk.result.ok) {
      return {
        written,
        lastSeq: from.seq,
        broken: { seq: walk.result.brokenSeq, reason: walk.result.reason },
      };
    }
    const inserted = await repo.insertCheckpointOnce(db, {
      seq: target,
      hash: walk.last.hash,
      signature: checkpointSignature(options.key, target, walk.last.hash),
      createdAt: options.now,
    });
    if (inserted) written += 1;
    from = walk.last;
  }
  return { written, lastSeq: from.seq, broken: null };
}

export interface SegmentVerification {
  ok: boolean;
  /** The signed checkpoint the check started from (null: the first entry of the chain). */
  checkpoint: { seq: number; createdAt: Date } | null;
  entriesRead: number;
  broken: { seq: number; reason: BrokenReason } | null;
}

/**
 * Verifies the chain up to `toSeq` from the newest checkpoint before `fromSeq` (the genesis when there is
 * none): the entries from `fromSeq` on are re-hashed, not vouched for by a checkpoint. Reads at most the
 * interval plus `toSeq - fromSeq` entries while the checkpoints keep up with the chain.
 */
export async function verifyFromCheckpoint(
  db: DbOrTx,
  key: string,
  range: { fromSeq: number; toSeq: number },
): Promise<SegmentVerification> {
  const checkpoint = await repo.findNewestCheckpoint(db, range.fromSeq);
  const from = checkpoint ? { seq: checkpoint.seq, createdAt: checkpoint.createdAt } : null;
  if (checkpoint && !isSignedBy(key, checkpoint)) {
    return {
      ok: false,
      checkpoint: from,
      entriesRead: 0,
      broken: { seq: checkpoint.seq, reason: 'checkpoint' },
    };
  }
  const walk = await walkChain(db, checkpoint ?? GENESIS, range.toSeq);
  return {
    ok: walk.result.ok,
    checkpoint: from,
    entriesRead: walk.entriesRead,
    broken: walk.result.ok ? null : { seq: walk.result.brokenSeq, reason: walk.result.reason },
  };
}

/**
 * Checkpoints that are not what the chain says (for db:check, after the whole chain verified): a signature
 * that does not verify, or a hash that is not the stored hash of the entry at its seq.
 */
export async function findBadCheckpoints(
  db: DbOrTx,
  key: string,
): Promise<{ seq: number; problem: 'signature' | 'hash' }[]> {
  const rows = await repo.listCheckpointsWithEntryHash(db);
  const bad: { seq: number; problem: 'signature' | 'hash' }[] = [];
  for (const row of rows) {
    if (!isSignedBy(key, row)) bad.push({ seq: row.seq, problem: 'signature' });
    else if (row.entryHash !== row.hash) bad.push({ seq: row.seq, problem: 'hash' });
  }
  return bad;
}
