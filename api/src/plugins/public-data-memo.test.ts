// A value read from public data and kept until public data changes: one read for many callers, a
// change read again by the next, and nothing kept that may predate a change.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { rememberUntilChanged } from './public-data-memo.ts';

/** A load whose calls are counted, and whose next answer can be changed, held back or made to fail. */
function countedLoad() {
  const reads = { count: 0, next: async () => 'first' };
  const load = () => {
    reads.count += 1;
    return reads.next();
  };
  return { load, reads };
}

/** A memo of `load` and the means to announce a change to it. */
function memoOf(load: () => Promise<string>, lagMs?: number) {
  const drops: (() => void)[] = [];
  const holders: (() => boolean)[] = [];
  const remembered = rememberUntilChanged(load, {
    subscribe: (drop, holdsData) => {
      drops.push(drop);
      holders.push(holdsData);
    },
    lagMs,
  });
  const change = () => {
    for (const drop of drops) drop();
  };
  return { remembered, change, holds: () => holders.some((holds) => holds()) };
}

test('concurrent callers share one read; after a change the next caller reads again', async () => {
  const { load, reads } = countedLoad();
  const { remembered, change, holds } = memoOf(load);
  assert.equal(holds(), false, 'nothing kept before the first read');
  const answers = await Promise.all(Array.from({ length: 20 }, () => remembered()));
  assert.deepEqual(new Set(answers), new Set(['first']));
  assert.equal(reads.count, 1);
  assert.equal(holds(), true, 'writes must wait to be heard while something is kept');

  change();
  assert.equal(holds(), false);
  reads.next = async () => 'second';
  assert.equal(await remembered(), 'second');
  assert.equal(await remembered(), 'second');
  assert.equal(reads.count, 2);
});

test('a failed read is not kept: the next caller reads again', async () => {
  const { load, reads } = countedLoad();
  const { remembered } = memoOf(load);
  reads.next = async () => {
    throw new Error('connection lost');
  };
  await assert.rejects(remembered(), /connection lost/);
  reads.next = async () => 'first';
  assert.equal(await remembered(), 'first');
  assert.equal(reads.count, 2);
});

test('read from a replica just after a change: it answers its caller but is not kept', async () => {
  const { load, reads } = countedLoad();
  const { remembered, change } = memoOf(load, 60_000);
  // No change heard yet: kept.
  await remembered();
  await remembered();
  assert.equal(reads.count, 1);
  // A change: the replica may not have it yet, so what is read now is read again next time.
  change();
  await remembered();
  await remembered();
  assert.equal(reads.count, 3);
});

test('read while a change arrives: it answers its caller, and the next caller reads again', async () => {
  const { load, reads } = countedLoad();
  const { remembered, change } = memoOf(load);
  let release!: () => void;
  reads.next = () => new Promise((resolve) => (release = () => resolve('before the change')));
  const pending = remembered();
  change();
  release();
  assert.equal(await pending, 'before the change');
  reads.next = async () => 'after the change';
  assert.equal(await remembered(), 'after the change');
  assert.equal(reads.count, 2);
});
