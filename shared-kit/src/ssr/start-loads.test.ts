import { startLoadsSettled, waitForStartLoads } from './start-loads';

/** Whether the promise has settled after pending microtasks ran. */
async function hasSettled(promise: Promise<unknown>): Promise<boolean> {
  let settled = false;
  void promise.then(() => (settled = true));
  for (let tick = 0; tick < 10; tick += 1) await Promise.resolve();
  return settled;
}

describe('start loads', () => {
  afterEach(() => jest.useRealTimers());

  it('settles once every load has settled, failed ones included', async () => {
    let finishAddress!: () => void;
    let failBasket!: (error: Error) => void;
    waitForStartLoads([new Promise<void>((resolve) => (finishAddress = resolve)), new Promise<void>((_, reject) => (failBasket = reject))]);
    const settled = startLoadsSettled();
    expect(await hasSettled(settled)).toBe(false);
    finishAddress();
    expect(await hasSettled(settled)).toBe(false);
    failBasket(new Error('сеть'));
    await expect(settled).resolves.toBeUndefined();
  });

  it('stops waiting at the limit for a load that never answers', async () => {
    jest.useFakeTimers();
    waitForStartLoads([new Promise(() => undefined)], 2000);
    const settled = startLoadsSettled();
    jest.advanceTimersByTime(1999);
    expect(await hasSettled(settled)).toBe(false);
    jest.advanceTimersByTime(1);
    expect(await hasSettled(settled)).toBe(true);
  });
});
