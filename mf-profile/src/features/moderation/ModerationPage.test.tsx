import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiRequest, confirmDialog, notifyError, notifySuccess, type CookApplicationStatus, type ModerationApplication } from '@povar/shared-kit';
import { apiFailure, renderWithProviders, signIn, stubNetwork, stubScrolling } from '../../test-kit';
import { APPROVED_TEXT, REJECTED_TEXT } from './moderation-api';
import { ModerationPage, PAGE_TITLE } from './ModerationPage';
import { REASON_NOTE } from './ApplicationDecision';

jest.mock('@povar/shared-kit', () => ({
  ...jest.requireActual('@povar/shared-kit'),
  ...jest.requireActual('@povar/shared-kit/testing').apiClientDouble(),
  confirmDialog: jest.fn(),
  notifySuccess: jest.fn(),
  notifyError: jest.fn(),
  loadUser: jest.fn(),
}));
const api = jest.mocked(apiRequest);

const fileHref = (id: number) => `/api/moderation/files/${id}`;
const photo = (id: number) => ({
  id,
  image: { webp: `${fileHref(id)}?format=webp`, jpg: fileHref(id), src: fileHref(id), original: fileHref(id), size: { width: 800, height: 600 } },
});

function application(id: number, overrides: Partial<ModerationApplication> = {}): ModerationApplication {
  return {
    id,
    status: 'pending',
    rejectReason: null,
    createdAt: '2025-03-05T09:30:00.000Z',
    reviewedAt: null,
    applicant: { id: 100 + id, name: 'Мария', phone: '+79123456789' },
    nameAndSurname: 'Мария Иванова',
    speciality: { id: 3, title: 'Выпечка' },
    experience: 5,
    telegramAccount: '@maria_bakes',
    mainCity: { id: 956, slug: 'tyumen', name: 'Тюмень' },
    passportVerified: false,
    sanitaryVerified: false,
    reviewedBy: null,
    cookId: null,
    documents: [{ id: 11, name: 'паспорт.pdf', extension: 'pdf', href: fileHref(11) }],
    kitchenPhotos: [photo(12), photo(13)],
    ...overrides,
  };
}

/** The server's applications; decisions move them like the API does. */
let stored: ModerationApplication[];
let lastPage: number;

function answerApi(overrides: Partial<Record<string, () => unknown>> = {}) {
  api.mockImplementation(async (method, path, options) => {
    const override = overrides[`${method} ${path}`];
    if (override) return override();
    if (method === 'GET' && path === '/moderation/applications') {
      const { status, page } = options!.query as { status: CookApplicationStatus; page: number };
      const items = stored.filter((item) => item.status === status);
      // Page n holds the n-th of them, when a test asks for several pages.
      const onPage = lastPage > 1 ? items.slice(page - 1, page) : items;
      return { items: onPage, pagination: { page, perPage: 50, total: items.length, lastPage } };
    }
    const detail = /^\/moderation\/applications\/(\d+)(?:\/(approve|reject))?$/.exec(path);
    const found = detail && stored.find((item) => item.id === Number(detail[1]));
    if (!found) throw apiFailure(404, 'Заявка не найдена');
    if (method === 'GET') return found;
    const body = options?.body as Record<string, unknown>;
    const decided: ModerationApplication =
      detail[2] === 'approve'
        ? { ...found, ...(body as { passportVerified: boolean; sanitaryVerified: boolean }), status: 'approved', reviewedAt: '2025-03-06T10:00:00.000Z' }
        : { ...found, status: 'rejected', rejectReason: body.reason as string, reviewedAt: '2025-03-06T10:00:00.000Z' };
    stored = stored.map((item) => (item.id === found.id ? decided : item));
    return decided;
  });
}

const FILE_BYTES = new Blob(['x'], { type: 'image/jpeg' });
const fetchMock = jest.fn();
const fileCalls = () => fetchMock.mock.calls.map(([url, init]) => [url, (init as RequestInit).headers]);

const show = (url = '/moderation') => renderWithProviders(<ModerationPage />, { url });
const list = () => within(screen.getByRole('tabpanel'));
const detail = () => within(screen.getByRole('article'));
const url = () => screen.getByTestId('url').textContent;
const calls = (method: string, path: string) => api.mock.calls.filter(([called, calledPath]) => called === method && calledPath === path);

beforeEach(async () => {
  stubNetwork();
  stubScrolling();
  api.mockReset();
  jest.mocked(confirmDialog).mockReset().mockResolvedValue(true);
  jest.mocked(notifySuccess).mockClear();
  jest.mocked(notifyError).mockClear();
  stored = [
    application(5),
    application(6, { nameAndSurname: 'Олег Смирнов', applicant: { id: 106, name: '', phone: '+79001112233' }, speciality: { id: null, title: 'Пельмени' } }),
    application(7, { nameAndSurname: 'Ирина Отказова', status: 'rejected', rejectReason: 'Фото кухни не видно', reviewedAt: '2025-03-06T10:00:00.000Z' }),
  ];
  lastPage = 1;
  answerApi();
  await signIn({ isOperator: true });
  fetchMock.mockReset().mockImplementation(async () => ({ ok: true, status: 200, blob: async () => FILE_BYTES }));
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  let nextUrl = 0;
  URL.createObjectURL = jest.fn(() => `blob:local/${++nextUrl}`);
  URL.revokeObjectURL = jest.fn();
});

describe('ModerationPage: the queue', () => {
  it('lists the pending applications first: name, phone, speciality, region and date', async () => {
    show();
    expect(screen.getByRole('heading', { level: 1, name: PAGE_TITLE })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'На рассмотрении' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByLabelText('Загрузка заявок')).toHaveAttribute('aria-busy', 'true');
    const rows = await list().findAllByRole('link');
    expect(rows.map((row) => row.textContent)).toEqual([
      'Мария Иванова+7 (912) 345-67-89Выпечка · Тюмень05.03.2025',
      'Олег Смирнов+7 (900) 111-22-33Пельмени · Тюмень05.03.2025',
    ]);
    expect(list().getByText('2 заявки')).toBeInTheDocument();
    expect(api).toHaveBeenCalledWith('GET', '/moderation/applications', expect.objectContaining({ query: { status: 'pending', page: 1 } }));
  });

  it('switches to the other statuses by tab, keeping the choice in the address', async () => {
    const user = userEvent.setup();
    show();
    await list().findByText('Мария Иванова');
    await user.click(screen.getByRole('tab', { name: 'Отклонённые' }));
    expect(await list().findByText('Ирина Отказова')).toBeInTheDocument();
    expect(list().queryByText('Мария Иванова')).not.toBeInTheDocument();
    expect(url()).toBe('/moderation?status=rejected');
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Одобренные' })).toHaveFocus();
    expect(await list().findByText('Одобренных заявок пока нет')).toBeInTheDocument();
  });

  it("says 'Новых заявок нет' when nothing waits", async () => {
    stored = [];
    show();
    expect(await list().findByText('Новых заявок нет')).toBeInTheDocument();
  });

  it("shows a failure with 'Повторить'", async () => {
    api.mockRejectedValueOnce(apiFailure(404, 'Раздел доступен только операторам'));
    const user = userEvent.setup();
    show();
    const failure = await list().findByRole('alert');
    expect(failure).toHaveTextContent('Не удалось загрузить заявки');
    expect(failure).toHaveTextContent('Раздел доступен только операторам');
    await user.click(list().getByRole('button', { name: 'Повторить' }));
    expect(await list().findByText('Мария Иванова')).toBeInTheDocument();
  });

  it("loads the next page with 'Показать ещё'", async () => {
    lastPage = 2;
    const user = userEvent.setup();
    show();
    await list().findByText('Мария Иванова');
    expect(list().queryByText('Олег Смирнов')).not.toBeInTheDocument();
    await user.click(list().getByRole('button', { name: 'Показать ещё' }));
    expect(await list().findByText('Олег Смирнов')).toBeInTheDocument();
    expect(api).toHaveBeenLastCalledWith('GET', '/moderation/applications', expect.objectContaining({ query: { status: 'pending', page: 2 } }));
    expect(list().queryByRole('button', { name: 'Показать ещё' })).not.toBeInTheDocument();
  });
});

describe('ModerationPage: an application', () => {
  it('opens from the list with everything the applicant sent', async () => {
    const user = userEvent.setup();
    show();
    await user.click(await list().findByRole('link', { name: /Мария Иванова/ }));
    expect(url()).toBe('/moderation?application=5');
    expect(list().getByRole('link', { name: /Мария Иванова/ })).toHaveAttribute('aria-current', 'true');
    expect(detail().getByRole('heading', { level: 2, name: 'Мария Иванова' })).toHaveFocus();
    expect(detail().getByText('На рассмотрении')).toBeInTheDocument();
    expect(detail().getByRole('link', { name: '+7 (912) 345-67-89' })).toHaveAttribute('href', 'tel:+79123456789');
    expect(detail().getByRole('link', { name: '@maria_bakes' })).toHaveAttribute('href', 'https://t.me/maria_bakes');
    expect(detail().getByText('5 лет')).toBeInTheDocument();
    expect(detail().getByText('Тюмень')).toBeInTheDocument();
    expect(detail().getByRole('button', { name: 'Скачать паспорт.pdf' })).toBeInTheDocument();
    await waitFor(() => expect(calls('GET', '/moderation/applications/5')).toHaveLength(1));
  });

  it('fetches the kitchen photos with the token and lets them go on leaving', async () => {
    const user = userEvent.setup();
    const { unmount } = show('/moderation?application=5');
    const thumbs = await detail().findAllByRole('button', { name: /Открыть фото кухни/ });
    expect(thumbs).toHaveLength(2);
    await waitFor(() => expect(detail().getByRole('img', { name: 'Фото кухни 1' })).toHaveAttribute('src', 'blob:local/1'));
    expect(fileCalls()).toEqual([
      ['/api/moderation/files/12', { Authorization: 'Bearer access-1' }],
      ['/api/moderation/files/13', { Authorization: 'Bearer access-1' }],
    ]);

    await user.click(thumbs[1]!);
    const viewer = within(screen.getByRole('dialog', { name: 'Фото кухни 2 из 2' }));
    expect(viewer.getByRole('img', { name: 'Фото кухни 2' })).toHaveAttribute('src', 'blob:local/2');
    await user.click(viewer.getByRole('button', { name: /Следующее/ }));
    expect(screen.getByRole('dialog', { name: 'Фото кухни 1 из 2' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Закрыть' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    unmount();
    expect(
      jest
        .mocked(URL.revokeObjectURL)
        .mock.calls.map(([revoked]) => revoked)
        .sort(),
    ).toEqual(['blob:local/1', 'blob:local/2']);
  });

  it('marks a photo that did not come', async () => {
    fetchMock.mockImplementation(async (address: string) =>
      address.endsWith('/13') ? { ok: false, status: 404, blob: async () => FILE_BYTES } : { ok: true, status: 200, blob: async () => FILE_BYTES },
    );
    show('/moderation?application=5');
    expect(await detail().findByRole('img', { name: 'Фото кухни 2: не загрузилось' })).toBeInTheDocument();
  });

  it('downloads a document under its name, with the token', async () => {
    const user = userEvent.setup();
    const clicked: HTMLAnchorElement[] = [];
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this);
    });
    show('/moderation?application=5');
    await user.click(await detail().findByRole('button', { name: 'Скачать паспорт.pdf' }));
    await waitFor(() => expect(clicked).toHaveLength(1));
    expect(clicked[0]).toHaveAttribute('download', 'паспорт.pdf');
    expect(clicked[0]!.href).toMatch(/^blob:local\//);
    expect(fileCalls()).toContainEqual(['/api/moderation/files/11', { Authorization: 'Bearer access-1' }]);
    click.mockRestore();
  });

  it('says when a document cannot be downloaded', async () => {
    const user = userEvent.setup();
    fetchMock.mockImplementation(async (address: string) =>
      address.endsWith('/11') ? { ok: false, status: 404, blob: async () => FILE_BYTES } : { ok: true, status: 200, blob: async () => FILE_BYTES },
    );
    show('/moderation?application=5');
    await user.click(await detail().findByRole('button', { name: 'Скачать паспорт.pdf' }));
    await waitFor(() => expect(notifyError).toHaveBeenCalledWith('Не удалось скачать «паспорт.pdf». Файл не найден'));
  });

  it("shows a rejected application's reason and no decision", async () => {
    show('/moderation?status=rejected&application=7');
    expect(await detail().findByText('Фото кухни не видно')).toBeInTheDocument();
    expect(detail().getByText('Отклонена')).toBeInTheDocument();
    expect(detail().queryByRole('button', { name: 'Одобрить' })).not.toBeInTheDocument();
  });

  it('tells an application that is not there', async () => {
    show('/moderation?application=99');
    expect(await detail().findByRole('alert')).toHaveTextContent('Заявка не найдена');
    expect(detail().queryByRole('button', { name: 'Повторить' })).not.toBeInTheDocument();
  });

  it("offers 'Повторить' when the application did not load", async () => {
    const user = userEvent.setup();
    answerApi({ 'GET /moderation/applications/5': () => undefined });
    show('/moderation?application=5');
    expect(await detail().findByRole('alert')).toHaveTextContent('Не удалось загрузить заявку');
    answerApi();
    await user.click(detail().getByRole('button', { name: 'Повторить' }));
    expect(await detail().findByRole('heading', { level: 2, name: 'Мария Иванова' })).toBeInTheDocument();
  });

  it("'Назад' returns to the list", async () => {
    const user = userEvent.setup();
    show('/moderation?application=5');
    await user.click(await detail().findByRole('button', { name: 'Назад' }));
    expect(url()).toBe('/moderation');
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
  });
});

describe('ModerationPage: the decision', () => {
  it('approves with the ticked documents; the application leaves the pending tab', async () => {
    const user = userEvent.setup();
    show('/moderation?application=5');
    await list().findByText('Мария Иванова');
    await user.click(await detail().findByRole('checkbox', { name: 'Паспорт проверен' }));
    await user.click(detail().getByRole('button', { name: 'Одобрить' }));
    expect(confirmDialog).toHaveBeenCalledWith(expect.objectContaining({ message: expect.stringContaining('Медицинская книжка: не проверена') }));
    await waitFor(() => expect(notifySuccess).toHaveBeenCalledWith(APPROVED_TEXT));
    expect(api).toHaveBeenCalledWith('POST', '/moderation/applications/5/approve', { body: { passportVerified: true, sanitaryVerified: false } });
    await waitFor(() => expect(url()).toBe('/moderation'));
    await waitFor(() => expect(list().queryByText('Мария Иванова')).not.toBeInTheDocument());
    expect(list().getByText('Олег Смирнов')).toBeInTheDocument();
  });

  it('sends both ticks when both documents were checked', async () => {
    const user = userEvent.setup();
    show('/moderation?application=5');
    await user.click(await detail().findByRole('checkbox', { name: 'Паспорт проверен' }));
    await user.click(detail().getByRole('checkbox', { name: 'Медицинская книжка проверена' }));
    await user.click(detail().getByRole('button', { name: 'Одобрить' }));
    await waitFor(() => expect(notifySuccess).toHaveBeenCalledWith(APPROVED_TEXT));
    expect(calls('POST', '/moderation/applications/5/approve')[0]?.[2]).toEqual({ body: { passportVerified: true, sanitaryVerified: true } });
  });

  it('sends nothing when the approval is cancelled', async () => {
    const user = userEvent.setup();
    jest.mocked(confirmDialog).mockResolvedValue(false);
    show('/moderation?application=5');
    await user.click(await detail().findByRole('button', { name: 'Одобрить' }));
    await waitFor(() => expect(confirmDialog).toHaveBeenCalled());
    expect(calls('POST', '/moderation/applications/5/approve')).toHaveLength(0);
    expect(detail().getByRole('button', { name: 'Одобрить' })).toBeEnabled();
  });

  it('rejects only with a reason, says the applicant reads it, and sends it', async () => {
    const user = userEvent.setup();
    show('/moderation?application=5');
    await list().findByText('Мария Иванова');
    await user.click(await detail().findByRole('button', { name: 'Отклонить' }));
    const popup = within(screen.getByRole('dialog', { name: 'Отклонить заявку' }));
    const reason = popup.getByLabelText('Причина отказа');
    expect(reason).toHaveAccessibleDescription(REASON_NOTE);

    await user.click(popup.getByRole('button', { name: 'Отклонить заявку' }));
    expect(popup.getByRole('alert')).toHaveTextContent('Поле Причина отказа обязательно для заполнения');
    expect(reason).toHaveAttribute('aria-invalid', 'true');
    await user.type(reason, '   ');
    await user.click(popup.getByRole('button', { name: 'Отклонить заявку' }));
    expect(calls('POST', '/moderation/applications/5/reject')).toHaveLength(0);

    await user.type(reason, 'Не видно плиты на фото ');
    await user.click(popup.getByRole('button', { name: 'Отклонить заявку' }));
    await waitFor(() => expect(notifySuccess).toHaveBeenCalledWith(REJECTED_TEXT));
    expect(api).toHaveBeenCalledWith('POST', '/moderation/applications/5/reject', { body: { reason: 'Не видно плиты на фото' } });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(list().queryByText('Мария Иванова')).not.toBeInTheDocument());
    await user.click(screen.getByRole('tab', { name: 'Отклонённые' }));
    expect(await list().findByText('Мария Иванова')).toBeInTheDocument();
  });

  it('keeps the reason within 500 characters', async () => {
    const user = userEvent.setup();
    show('/moderation?application=5');
    await user.click(await detail().findByRole('button', { name: 'Отклонить' }));
    expect(screen.getByLabelText('Причина отказа')).toHaveAttribute('maxLength', '500');
  });

  it("tells a refusal and shows the application as it is now ('Заявка уже рассмотрена')", async () => {
    const user = userEvent.setup();
    answerApi({
      'POST /moderation/applications/5/approve': () => {
        stored = stored.map((item) => (item.id === 5 ? { ...item, status: 'approved' } : item));
        throw apiFailure(400, 'Заявка уже рассмотрена');
      },
    });
    show('/moderation?application=5');
    await user.click(await detail().findByRole('button', { name: 'Одобрить' }));
    await waitFor(() => expect(notifyError).toHaveBeenCalledWith('Заявка уже рассмотрена'));
    expect(await detail().findByText('Одобрена')).toBeInTheDocument();
    expect(detail().queryByRole('button', { name: 'Одобрить' })).not.toBeInTheDocument();
    expect(notifySuccess).not.toHaveBeenCalled();
  });

  it('keeps the decision open after a failure the client already told (5xx)', async () => {
    const user = userEvent.setup();
    answerApi({ 'POST /moderation/applications/5/reject': () => undefined });
    show('/moderation?application=5');
    await user.click(await detail().findByRole('button', { name: 'Отклонить' }));
    await user.type(screen.getByLabelText('Причина отказа'), 'Нет документов');
    await user.click(screen.getByRole('button', { name: 'Отклонить заявку' }));
    await waitFor(() => expect(calls('POST', '/moderation/applications/5/reject')).toHaveLength(1));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Отклонить заявку' })).toBeEnabled());
    expect(screen.getByLabelText('Причина отказа')).toHaveValue('Нет документов');
    expect(notifySuccess).not.toHaveBeenCalled();
    expect(url()).toBe('/moderation?application=5');
  });
});
