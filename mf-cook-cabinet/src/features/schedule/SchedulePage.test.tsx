import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiRequest, notifySuccess, type CookSchedule } from '@povar/shared-kit';
import { DEFAULT_COOK_SCHEDULE, SCHEDULE_MESSAGES } from '@povar/shared-kit/contracts';
import { SchedulePage } from './SchedulePage';
import { SCHEDULE_SAVED_TEXT } from './schedule-api';
import { apiFailure, renderPage, signInCook, stubScrolling } from '../../test-kit';

jest.mock('@povar/shared-kit', () => ({
  ...jest.requireActual('@povar/shared-kit'),
  ...jest.requireActual('@povar/shared-kit/testing').apiClientDouble(),
  notifyError: jest.fn(),
  notifySuccess: jest.fn(),
}));
const api = jest.mocked(apiRequest);

const SAVED: CookSchedule = { ...DEFAULT_COOK_SCHEDULE, deliveryCost: 15000, cutoffTime: null, isDefault: false, updatedAt: '2026-11-20T10:00:00.000Z' };

function answer(schedule: CookSchedule = SAVED, dates: string[] = []) {
  api.mockImplementation(async (method, path, options = {}) => {
    if (method === 'GET' && path === '/profiles/schedule') return schedule;
    if (method === 'GET' && path === '/profiles/schedule/days-off') return { dates };
    if (method === 'PUT' && path === '/profiles/schedule') return { ...schedule, ...(options.body as object), updatedAt: '2026-11-22T10:00:00.000Z' };
    if (method === 'PUT' && path === '/profiles/schedule/days-off') return options.body;
    throw new Error(`Unexpected call ${method} ${path}`);
  });
}

// The forms are typed into key by key: slower than the default 5 s on a busy machine.
jest.setTimeout(30_000);

beforeEach(async () => {
  api.mockReset();
  stubScrolling();
  await signInCook();
});

describe('SchedulePage', () => {
  it('shows the saved schedule and saves changed hours, a day off the week, the cut-off and the delivery cost in kopecks', async () => {
    answer();
    const user = userEvent.setup();
    renderPage(<SchedulePage />);
    expect(screen.getByRole('status', { name: 'Загружаем график' })).toBeInTheDocument();
    const cost = await screen.findByLabelText('Стоимость доставки, ₽');
    expect(cost).toHaveValue('150');

    await user.click(screen.getByRole('checkbox', { name: 'Воскресенье' }));
    expect(screen.queryByLabelText('Воскресенье: начало')).not.toBeInTheDocument();
    await user.clear(screen.getByLabelText('Понедельник: начало'));
    await user.type(screen.getByLabelText('Понедельник: начало'), '10:30');
    await user.type(screen.getByLabelText(/Приём заказов накануне до/), '20:00');
    await user.clear(cost);
    await user.type(cost, '199,50');
    await user.click(screen.getByRole('button', { name: 'Сохранить график' }));

    await waitFor(() => expect(notifySuccess).toHaveBeenCalledWith(SCHEDULE_SAVED_TEXT));
    const put = api.mock.calls.find(([method, path]) => method === 'PUT' && path === '/profiles/schedule');
    expect(put?.[2]?.body).toEqual({
      ...DEFAULT_COOK_SCHEDULE,
      weeklyHours: { ...DEFAULT_COOK_SCHEDULE.weeklyHours, 1: { from: '10:30', to: '21:00' }, 7: null },
      cutoffTime: '20:00',
      deliveryCost: 19950,
    });
  });

  it("checks the fields with the contract's words and sends nothing while one is wrong", async () => {
    answer();
    const user = userEvent.setup();
    renderPage(<SchedulePage />);
    const cost = await screen.findByLabelText('Стоимость доставки, ₽');
    await user.clear(cost);
    await user.type(cost, '12.5');
    await user.tab();
    expect(await screen.findByText('В качестве разделителя должна быть запятая')).toBeInTheDocument();
    await user.clear(cost);
    await user.click(screen.getByRole('checkbox', { name: 'Самовывоз' }));
    await user.click(screen.getByRole('checkbox', { name: 'Доставка' }));
    await user.clear(screen.getByLabelText('Вторник: конец'));
    await user.type(screen.getByLabelText('Вторник: конец'), '08:00');
    await user.click(screen.getByRole('button', { name: 'Сохранить график' }));

    expect(await screen.findByText(SCHEDULE_MESSAGES.noWayToReceive)).toBeInTheDocument();
    expect(screen.getByText(SCHEDULE_MESSAGES.timeOrder('вторник'))).toBeInTheDocument();
    expect(screen.getByLabelText('Вторник: конец')).toHaveAttribute('aria-invalid', 'true');
    expect(window.scrollTo).toHaveBeenCalled();
    expect(api.mock.calls.some(([method]) => method === 'PUT')).toBe(false);
  });

  it('picks days off on a Monday-first Russian calendar and saves them', async () => {
    jest.useFakeTimers({ now: new Date('2026-11-23T09:00:00'), doNotFake: ['setTimeout', 'setInterval', 'queueMicrotask', 'nextTick', 'setImmediate'] });
    try {
      answer(SAVED, ['2026-11-25']);
      const user = userEvent.setup();
      renderPage(<SchedulePage />);
      const calendar = await screen.findByRole('grid');
      const headers = [...calendar.querySelectorAll('thead th')].map((header) => header.textContent ?? '');
      expect(headers[0]).toMatch(/^пн/i);
      expect(headers[6]).toMatch(/^вс/i);
      expect(screen.getByRole('list', { name: 'Выбранные выходные' })).toHaveTextContent('25 ноября');

      await user.click(within(calendar).getByRole('button', { name: /27 ноября/ }));
      await user.click(screen.getByRole('button', { name: 'Сохранить выходные' }));
      await waitFor(() => expect(notifySuccess).toHaveBeenCalledWith('Выходные сохранены'));
      const put = api.mock.calls.find(([method, path]) => method === 'PUT' && path === '/profiles/schedule/days-off');
      expect(put?.[2]?.body).toEqual({ dates: ['2026-11-25', '2026-11-27'] });
      // A past day cannot be picked.
      expect(within(calendar).getByRole('button', { name: /20 ноября/ })).toBeDisabled();
    } finally {
      jest.useRealTimers();
    }
  });

  it('says when the schedule could not be loaded, and tries again', async () => {
    let fail = true;
    api.mockImplementation(async (method, path) => {
      if (path === '/profiles/schedule' && fail) throw apiFailure(404, ['Карточка повара ещё не создана']);
      if (path === '/profiles/schedule') return SAVED;
      return { dates: [] };
    });
    const user = userEvent.setup();
    renderPage(<SchedulePage />);
    expect(await screen.findByText('Не удалось загрузить график')).toBeInTheDocument();
    expect(screen.getByText('Карточка повара ещё не создана')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Повторить' }));
    expect(await screen.findByLabelText('Стоимость доставки, ₽')).toBeInTheDocument();
  });
});
