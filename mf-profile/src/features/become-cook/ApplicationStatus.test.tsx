import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CookApplication, CurrentUser } from '@povar/shared-kit';
import { newQueryClient, recordPopupEvents, renderWithProviders, signIn, signOut, stubNetwork } from '../../test-kit';
import { ApplicationStatus } from './ApplicationStatus';
import { COOK_APPLICATION_QUERY_KEY } from './cook-application';

jest.mock('single-spa', () => ({ navigateToUrl: jest.fn() }));
const popups = recordPopupEvents();

const APPLICATION: CookApplication = {
  id: 12,
  status: 'pending',
  rejectReason: null,
  createdAt: '2026-11-20T09:00:00.000Z',
  reviewedAt: null,
};

function show(application: CookApplication | null) {
  const queryClient = newQueryClient();
  // The answer the profile already has: no request in these tests.
  queryClient.setQueryDefaults(COOK_APPLICATION_QUERY_KEY, { staleTime: Infinity });
  queryClient.setQueryData(COOK_APPLICATION_QUERY_KEY, application);
  return renderWithProviders(<ApplicationStatus />, { url: '/profile', queryClient });
}
const card = () => within(screen.getByRole('region', { name: /Заявка на повара/ }));

beforeEach(() => {
  stubNetwork();
  signOut();
});

describe('ApplicationStatus', () => {
  it('shows nothing to someone who never applied', async () => {
    await signIn();
    const { container } = show(null);
    expect(container.querySelector('section')).toBeNull();
  });

  it('under review: the state, the day it was sent and the promise of an SMS', async () => {
    await signIn();
    show(APPLICATION);
    expect(card().getByRole('heading', { level: 2 })).toHaveTextContent('Заявка на повара: На рассмотрении');
    expect(card().getByText('Подана 20 ноября 2026 г.')).toBeInTheDocument();
    expect(card().getByText(/сообщим о решении по СМС/)).toBeInTheDocument();
    expect(card().queryByRole('link')).not.toBeInTheDocument();
    expect(card().queryByRole('button')).not.toBeInTheDocument();
  });

  it('rejected: the decision with its reason, and a new application opens the become-cook form at once', async () => {
    const user = userEvent.setup();
    await signIn();
    show({ ...APPLICATION, status: 'rejected', rejectReason: 'Нет медицинской книжки', reviewedAt: '2026-11-22T12:00:00.000Z' });
    expect(card().getByRole('heading', { level: 2 })).toHaveTextContent('Заявка на повара: Отклонена');
    expect(card().getByText('Решение от 22 ноября 2026 г.')).toBeInTheDocument();
    expect(card().getByText('Причина:').parentElement).toHaveTextContent('Причина: Нет медицинской книжки');
    await user.click(card().getByRole('button', { name: 'Подать заявку снова' }));
    expect(popups.opened()).toEqual([{ popup: 'become-cook', props: { again: true } }]);
  });

  it("approved: the way to the cook's own page and to their dishes", async () => {
    await signIn({ isCook: true, cookData: { id: 31 } as CurrentUser['cookData'] });
    show({ ...APPLICATION, status: 'approved', reviewedAt: '2026-11-22T12:00:00.000Z' });
    expect(card().getByRole('heading', { level: 2 })).toHaveTextContent('Заявка на повара: Одобрена');
    expect(card().getByRole('link', { name: 'Моя страница' })).toHaveAttribute('href', '/cooks/detail/31');
    expect(card().getByRole('link', { name: 'Мои блюда' })).toHaveAttribute('href', '/profile/dishes');
    expect(card().queryByRole('button', { name: 'Подать заявку снова' })).not.toBeInTheDocument();
  });
});
