import { act, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { Popup } from '../../ui/Popup';
import { PULL_MAX_PX, PULL_REFRESH_TRIGGER_PX, PULL_RESISTANCE, pullOffset } from './pull-gesture';
import PullToRefresh, { PULL_TO_REFRESH_TEXTS } from './PullToRefresh';

function touch(type: 'touchstart' | 'touchmove' | 'touchend', clientY?: number) {
  const event = new Event(type, { cancelable: true, bubbles: true });
  Object.defineProperty(event, 'touches', { value: clientY === undefined ? [] : [{ clientY }] });
  act(() => {
    window.dispatchEvent(event);
  });
  return event;
}

/** A finger that lands at y 100 and moves down by `distance` px, then lets go. */
function pull(distance: number, release = true) {
  touch('touchstart', 100);
  touch('touchmove', 100 + distance / 2);
  const move = touch('touchmove', 100 + distance);
  if (release) touch('touchend');
  return move;
}

function Listing({ fetches }: { fetches: jest.Mock }) {
  const dishes = useQuery({ queryKey: ['dishes'], queryFn: () => fetches() as Promise<string> });
  return <p>{dishes.data}</p>;
}

function setup() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity, retry: false } } });
  let calls = 0;
  const fetches = jest.fn(async (): Promise<string> => `загрузка ${++calls}`);
  const view = render(
    <QueryClientProvider client={queryClient}>
      <Listing fetches={fetches} />
      <PullToRefresh />
    </QueryClientProvider>,
  );
  return { fetches, view };
}

describe('pull-to-refresh', () => {
  beforeEach(() => {
    window.scrollY = 0;
  });

  it('moves at half the finger speed and stops at its maximum', () => {
    expect(pullOffset(-40)).toBe(0);
    expect(pullOffset(100)).toBe(100 * PULL_RESISTANCE);
    expect(pullOffset(1000)).toBe(PULL_MAX_PX);
  });

  it('refetches the page queries when released past the trigger', async () => {
    const { fetches } = setup();
    await screen.findByText('загрузка 1');
    const move = pull(PULL_REFRESH_TRIGGER_PX / PULL_RESISTANCE, false);
    expect(move.defaultPrevented).toBe(true);
    expect(screen.getByRole('status')).toHaveTextContent(PULL_TO_REFRESH_TEXTS.release);
    touch('touchend');
    expect(screen.getByRole('status')).toHaveTextContent(PULL_TO_REFRESH_TEXTS.refreshing);
    await screen.findByText('загрузка 2');
    expect(fetches).toHaveBeenCalledTimes(2);
    await waitFor(() => expect(screen.queryByRole('status')).toBeNull());
  });

  it('does nothing on a shorter pull', async () => {
    const { fetches } = setup();
    await screen.findByText('загрузка 1');
    pull(PULL_REFRESH_TRIGGER_PX / PULL_RESISTANCE - 2, false);
    expect(screen.getByRole('status')).toHaveTextContent(PULL_TO_REFRESH_TEXTS.pull);
    touch('touchend');
    expect(screen.queryByRole('status')).toBeNull();
    expect(fetches).toHaveBeenCalledTimes(1);
  });

  it('leaves the page to scroll when it is not at its top', async () => {
    const { fetches } = setup();
    await screen.findByText('загрузка 1');
    window.scrollY = 300;
    const move = pull(400);
    expect(move.defaultPrevented).toBe(false);
    expect(fetches).toHaveBeenCalledTimes(1);
  });

  it('is off while a popup is open, and back once it closes', async () => {
    const { fetches } = setup();
    await screen.findByText('загрузка 1');
    const popup = render(
      <Popup title="Сортировка" onClose={() => undefined}>
        варианты
      </Popup>,
    );
    const move = pull(400);
    expect(move.defaultPrevented).toBe(false);
    expect(screen.queryByRole('status')).toBeNull();
    expect(fetches).toHaveBeenCalledTimes(1);
    popup.unmount();
    pull(400);
    await waitFor(() => expect(fetches).toHaveBeenCalledTimes(2));
  });

  it('ends a pull when a popup opens in the middle of it', async () => {
    const { fetches } = setup();
    await screen.findByText('загрузка 1');
    pull(400, false);
    expect(screen.getByRole('status')).toBeInTheDocument();
    const popup = render(
      <Popup title="Сообщение" onClose={() => undefined}>
        текст
      </Popup>,
    );
    expect(screen.queryByRole('status')).toBeNull();
    touch('touchend');
    expect(fetches).toHaveBeenCalledTimes(1);
    popup.unmount();
  });
});
