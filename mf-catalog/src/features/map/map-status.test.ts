import { nextMapStatus, statusEventOf, type MapStatus, type MapStatusEvent } from './map-status';

describe('the map loading state machine', () => {
  const run = (events: MapStatusEvent[], from: MapStatus = 'pending') => events.reduce(nextMapStatus, from);

  it('goes pending → loading → loaded, or error', () => {
    expect(run(['request'])).toBe('loading');
    expect(run(['request', 'success'])).toBe('loaded');
    expect(run(['request', 'failure'])).toBe('error');
  });

  it('loads again after a retry or a new centre, and can fail or succeed again', () => {
    expect(run(['request', 'failure', 'request', 'success'])).toBe('loaded');
    expect(run(['request', 'success', 'request'])).toBe('loading');
    expect(run(['request', 'success', 'request', 'failure'])).toBe('error');
  });

  it('ignores an answer nothing was waiting for', () => {
    expect(run(['success'])).toBe('pending');
    expect(run(['failure'])).toBe('pending');
    expect(run(['request', 'success', 'failure'])).toBe('loaded');
    expect(run(['request', 'failure', 'success'])).toBe('error');
  });

  it("reads the event from a query's flags: fetching first, then failure, then success", () => {
    expect(statusEventOf({ isFetching: false, isError: false, isSuccess: false })).toBeNull();
    expect(statusEventOf({ isFetching: true, isError: true, isSuccess: false })).toBe('request');
    expect(statusEventOf({ isFetching: true, isError: false, isSuccess: true })).toBe('request');
    expect(statusEventOf({ isFetching: false, isError: true, isSuccess: false })).toBe('failure');
    expect(statusEventOf({ isFetching: false, isError: false, isSuccess: true })).toBe('success');
  });
});
