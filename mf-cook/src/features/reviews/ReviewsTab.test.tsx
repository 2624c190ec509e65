import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockAllIsIntersecting } from 'react-intersection-observer/test-utils';
import { ApiError, RoutePages, apiRequest, clearTokens, setRegion, setTokens, setUser, type CurrentUser } from '@povar/shared-kit';
import { COOK_PAGE, TYUMEN, image, renderInApp, review, reviewPage, setScreen } from '../../test-kit';
import { pages } from '../../routes';

jest.mock('@povar/shared-kit', () => ({ ...jest.requireActual('@povar/shared-kit'), ...jest.requireActual('@povar/shared-kit/testing').apiClientDouble() }));
jest.mock('yet-another-react-lightbox', () => require('../../lightbox-test-double'));
jest.mock('yet-another-react-lightbox/plugins/zoom', () => ({ __esModule: true, default: {} }));
const api = jest.mocked(apiRequest);

/** The API: the cook page, and each reviews page from `pages` (or a promise left pending). */
function answer(page: typeof COOK_PAGE, reviewPages: Record<number, unknown>) {
  api.mockImplementation(async (_method, path, options) => {
    if (!path.endsWith('/reviews')) return page as never;
    return reviewPages[Number(options?.query?.page)] as never;
  });
}
const showReviews = (url = '/tyumen/cooks/detail/7/reviews') => renderInApp(<RoutePages pages={pages} />, { url });
const robots = () => document.head.querySelector('meta[name="robots"]');
const reviewsCalls = () => api.mock.calls.filter(([, path]) => path.endsWith('/reviews')).map(([, , options]) => options?.query);

const popupRequests: unknown[] = [];
const rememberPopup = (event: Event) => popupRequests.push((event as CustomEvent).detail);

beforeEach(() => {
  api.mockReset();
  setRegion(TYUMEN);
  setScreen(false);
  popupRequests.length = 0;
  window.addEventListener('popup:open', rememberPopup);
});
afterEach(() => window.removeEventListener('popup:open', rememberPopup));

describe('ReviewsTab', () => {
  it('shows a skeleton of 5 reviews while the first page loads', async () => {
    answer(COOK_PAGE, { 1: new Promise(() => undefined) });
    showReviews();
    const skeleton = await screen.findByRole('status', { name: 'Загружаем отзывы' });
    expect(within(skeleton).getAllByTestId('review-skeleton')).toHaveLength(5);
  });

  it("shows the count and each review: author, avatar, date, stars, text and the cook's answer", async () => {
    answer(COOK_PAGE, {
      1: reviewPage(
        [
          review(1, { rating: 4, user: { name: 'Ольга', avatar: image('olga') } }),
          review(2, { rating: 5, text: 'Очень вкусно', answer: { text: 'Спасибо, приходите ещё!', date: '2026-03-06T10:00:00.000Z' } }),
        ],
        1,
        1,
        42,
      ),
    });
    showReviews();
    expect(await screen.findByRole('heading', { level: 2, name: '42 отзыва' })).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Отзывы' });
    expect(within(list).getAllByRole('article')).toHaveLength(2);
    const first = within(list).getByRole('article', { name: 'Ольга' });
    expect(within(first).getByRole('img', { name: 'Оценка 4 из 5' })).toBeInTheDocument();
    expect(first).toHaveTextContent('5 марта 2026');
    expect(first).toHaveTextContent('Отзыв номер 1');
    expect(first.querySelector('img')).toHaveAttribute('src', image('olga').jpg);
    expect(within(first).queryByRole('heading', { name: 'Ответ повара' })).not.toBeInTheDocument();

    const second = screen.getByRole('article', { name: 'Покупатель 2' });
    expect(within(second).getByRole('img', { name: 'Оценка 5 из 5' })).toBeInTheDocument();
    const answerBlock = within(second).getByRole('region', { name: 'Ответ повара' });
    expect(answerBlock).toHaveTextContent('Спасибо, приходите ещё!');
    expect(answerBlock).toHaveTextContent('6 марта 2026');
    expect(reviewsCalls()).toEqual([{ page: '1', perPage: '10' }]);
  });

  it('opens the image viewer at the picture clicked', async () => {
    answer(COOK_PAGE, { 1: reviewPage([review(1, { user: { name: 'Ольга', avatar: null }, images: [image('r-1'), image('r-2'), image('r-3')] })], 1, 1) });
    showReviews();
    const card = await screen.findByRole('article', { name: 'Ольга' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await userEvent.click(within(card).getByRole('button', { name: 'Фото отзыва 2 из 3, Ольга' }));
    const viewer = await screen.findByRole('dialog', { name: 'Просмотр фото' });
    expect(within(viewer).getByRole('img')).toHaveAttribute('src', image('r-2').original);
    expect(within(viewer).getByRole('img')).toHaveAccessibleName('Фото отзыва 2 из 3, Ольга');
    await userEvent.click(within(viewer).getByRole('button', { name: 'Закрыть' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('loads the next page as the end of the list comes within 500 px', async () => {
    answer(COOK_PAGE, {
      1: reviewPage([review(1), review(2)], 1, 2, 3),
      2: reviewPage([review(3)], 2, 2, 3),
    });
    showReviews();
    await screen.findByRole('article', { name: 'Покупатель 2' });
    expect(screen.queryByRole('article', { name: 'Покупатель 3' })).not.toBeInTheDocument();
    act(() => mockAllIsIntersecting(true));
    expect(await screen.findByRole('article', { name: 'Покупатель 3' })).toBeInTheDocument();
    expect(reviewsCalls()).toEqual([
      { page: '1', perPage: '10' },
      { page: '2', perPage: '10' },
    ]);
    // The last page: nothing more is asked for.
    act(() => mockAllIsIntersecting(true));
    await waitFor(() => expect(reviewsCalls()).toHaveLength(2));
  });

  it("says 'Нет отзывов' and marks a reviews address with no reviews robots noindex, until the page goes", async () => {
    answer({ ...COOK_PAGE, reviewsCount: 0 }, { 1: reviewPage([], 1, 1, 0) });
    const { unmount } = showReviews();
    expect(await screen.findByText('Нет отзывов')).toBeInTheDocument();
    expect(robots()).toHaveAttribute('content', 'noindex');
    unmount();
    expect(robots()).toBeNull();
  });

  it('puts back the robots rule the document had', async () => {
    const meta = Object.assign(document.createElement('meta'), { name: 'robots', content: 'index, follow' });
    document.head.append(meta);
    answer({ ...COOK_PAGE, reviewsCount: 0 }, { 1: reviewPage([], 1, 1, 0) });
    const { unmount } = showReviews();
    await screen.findByText('Нет отзывов');
    expect(meta.content).toBe('noindex');
    unmount();
    expect(meta.content).toBe('index, follow');
    meta.remove();
  });

  it('leaves robots alone on the other tabs of a cook without reviews', async () => {
    answer({ ...COOK_PAGE, reviewsCount: 0 }, { 1: reviewPage([], 1, 1, 0) });
    showReviews('/tyumen/cooks/detail/7/about');
    await screen.findByText('Сколько лет в деле');
    expect(robots()).toBeNull();
  });

  it("offers 'Оставить отзыв' only when the server allows it, and opens the review popup", async () => {
    answer(COOK_PAGE, { 1: reviewPage([review(1)], 1, 1) });
    const { unmount } = showReviews();
    await screen.findByRole('article', { name: 'Покупатель 1' });
    expect(screen.queryByRole('button', { name: 'Оставить отзыв' })).not.toBeInTheDocument();
    unmount();

    answer({ ...COOK_PAGE, canAddReview: true }, { 1: reviewPage([review(1)], 1, 1) });
    showReviews();
    await userEvent.click(await screen.findByRole('button', { name: 'Оставить отзыв' }));
    expect(popupRequests).toEqual([{ popup: 'cook-review', props: { cookId: 7, cookName: 'Марина Фёдорова' } }]);
  });

  it('offers to try again when the reviews fail to load', async () => {
    let fail = true;
    api.mockImplementation(async (_method, path) => {
      if (!path.endsWith('/reviews')) return COOK_PAGE as never;
      if (fail) throw new Error('500');
      return reviewPage([review(1)], 1, 1) as never;
    });
    showReviews();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Не удалось загрузить отзывы.');
    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Попробовать снова' }));
    expect(await screen.findByRole('article', { name: 'Покупатель 1' })).toBeInTheDocument();
  });
});

describe('the cook answers a review (once)', () => {
  const signInAsCook = (cookId: number) =>
    act(() => {
      setTokens({ accessToken: 'a' });
      setUser({ id: 2, name: 'Повар', phone: '+79990000002', isCook: true, cookData: { id: cookId }, unreadMessagesCount: 0 } as unknown as CurrentUser);
    });
  afterEach(() => act(() => clearTokens()));

  it("offers 'Ответить' on the cook's own unanswered reviews and publishes the answer", async () => {
    answer(COOK_PAGE, { 1: reviewPage([review(1), review(2, { answer: { text: 'Спасибо!', date: '2026-03-06T10:00:00.000Z' } })], 1, 1) });
    signInAsCook(COOK_PAGE.cookData.id);
    showReviews();
    const list = await screen.findByRole('list', { name: 'Отзывы' });
    expect(within(list).getAllByRole('button', { name: 'Ответить' })).toHaveLength(1);
    await userEvent.click(within(list).getByRole('button', { name: 'Ответить' }));
    await userEvent.click(within(list).getByRole('button', { name: 'Отправить' }));
    expect(within(list).getByRole('alert')).toHaveTextContent('Напишите ответ');

    await userEvent.type(within(list).getByLabelText('Ответ на отзыв'), 'Спасибо, Ольга!');
    await userEvent.click(within(list).getByRole('button', { name: 'Отправить' }));
    expect(api).toHaveBeenCalledWith('POST', '/reviews/1/answer', { body: { text: 'Спасибо, Ольга!' } });
  });

  it('keeps the draft and says why when the server refuses', async () => {
    answer(COOK_PAGE, { 1: reviewPage([review(1)], 1, 1) });
    signInAsCook(COOK_PAGE.cookData.id);
    showReviews();
    const list = await screen.findByRole('list', { name: 'Отзывы' });
    await userEvent.click(within(list).getByRole('button', { name: 'Ответить' }));
    await userEvent.type(within(list).getByLabelText('Ответ на отзыв'), 'Спасибо!');
    api.mockRejectedValueOnce(
      new ApiError('На отзыв уже есть ответ', { status: 400, error: 'На отзыв уже есть ответ', errors: ['На отзыв уже есть ответ'], errorType: 'validation' }),
    );
    await userEvent.click(within(list).getByRole('button', { name: 'Отправить' }));
    expect(await within(list).findByRole('alert')).toHaveTextContent('На отзыв уже есть ответ');
    expect(within(list).getByLabelText('Ответ на отзыв')).toHaveValue('Спасибо!');
  });

  it("shows no 'Ответить' to anyone else", async () => {
    answer(COOK_PAGE, { 1: reviewPage([review(1)], 1, 1) });
    signInAsCook(COOK_PAGE.cookData.id + 1);
    showReviews();
    const list = await screen.findByRole('list', { name: 'Отзывы' });
    expect(within(list).queryByRole('button', { name: 'Ответить' })).not.toBeInTheDocument();
  });
});
