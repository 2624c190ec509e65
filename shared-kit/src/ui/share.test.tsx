import { act, render, screen } from '@testing-library/react';
import copy from 'copy-to-clipboard';
import toast from 'react-hot-toast';
import { ToastHost } from './ToastHost';
import { copyWithToast, shareLink } from './share';

jest.mock('copy-to-clipboard', () => ({ __esModule: true, default: jest.fn() }));
const copyMock = jest.mocked(copy);

/** The goals queued for the (unconfigured) counter, as plain arrays. */
const goals = () => (window.ym?.a ?? []).map((args) => Array.from(args)).filter((args) => args[1] === 'reachGoal');

beforeEach(() => {
  // The toast library arrives with the first toast (ToastHost), so a toast is awaited, not read at once.
  copyMock.mockReset();
  delete window.ym;
  render(<ToastHost />);
});

afterEach(() => {
  act(() => toast.remove());
});

describe('shareLink', () => {
  it('copies the absolute address of a site path, says «Ссылка скопирована» and records the goal', async () => {
    copyMock.mockResolvedValue(true);
    await act(() => shareLink('/tyumen/menu/detail/15', { kind: 'dish', id: 15 }));
    expect(copyMock).toHaveBeenCalledWith(`${window.location.origin}/tyumen/menu/detail/15`);
    expect(await screen.findByText('Ссылка скопирована')).toBeInTheDocument();
    expect(goals()).toEqual([[0, 'reachGoal', 'share', { type: 'dish', id: 15 }]]);
  });

  it('keeps a whole address as it is, and the app is shared without an id', async () => {
    copyMock.mockResolvedValue(true);
    await act(() => shareLink('https://povar.example/omsk/', { kind: 'app' }));
    expect(copyMock).toHaveBeenCalledWith('https://povar.example/omsk/');
    expect(goals()).toEqual([[0, 'reachGoal', 'share', { type: 'app' }]]);
  });

  it('shows the link in an error toast when the clipboard refuses, and records no goal', async () => {
    copyMock.mockResolvedValue(false);
    const copied = await act(() => shareLink('/tyumen/', { kind: 'app' }));
    expect(copied).toBe(false);
    const message = await screen.findByText(`Не удалось скопировать ссылку: ${window.location.origin}/tyumen/`);
    expect(message.closest('[role="alert"]')).not.toBeNull();
    expect(screen.queryByText('Ссылка скопирована')).not.toBeInTheDocument();
    expect(goals()).toEqual([]);
  });

  it('treats a thrown clipboard error as a refusal', async () => {
    copyMock.mockRejectedValue(new Error('Document is not focused'));
    const copied = await act(() => shareLink('/tyumen/', { kind: 'cook', id: 7 }));
    expect(copied).toBe(false);
    expect(await screen.findByText(/^Не удалось скопировать ссылку/)).toBeInTheDocument();
  });

  it('shows one toast however often the button is pressed', async () => {
    copyMock.mockResolvedValue(true);
    await act(() => shareLink('/tyumen/', { kind: 'app' }));
    await act(() => shareLink('/tyumen/', { kind: 'app' }));
    expect(await screen.findAllByText('Ссылка скопирована')).toHaveLength(1);
  });
});

describe('copyWithToast', () => {
  it('copies any text with the messages given', async () => {
    copyMock.mockResolvedValue(true);
    const copied = await act(() => copyWithToast('HELLO10', { copied: 'Промокод скопирован', failed: 'Не вышло' }));
    expect(copied).toBe(true);
    expect(copyMock).toHaveBeenCalledWith('HELLO10');
    expect(await screen.findByText('Промокод скопирован')).toBeInTheDocument();
  });
});
