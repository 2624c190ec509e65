// For a test that mocks the kit's barrel: an apiRequest double, and a call that goes through it,
// so a feature's calls are answered (and asserted) by method, path and options as before.
import { callWith } from '../api/call';

export function apiClientDouble() {
  const apiRequest = jest.fn();
  return { apiRequest, call: callWith(apiRequest) };
}
