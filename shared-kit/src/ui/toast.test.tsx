/// <reference types="@testing-library/jest-dom" />
import { act, render, screen } from '@testing-library/react';
import toast from 'react-hot-toast';
import { ToastHost } from './ToastHost';
import { notify, notifyError, notifySuccess, TOAST_DURATION_MS } from './toast';

afterEach(() => {
  act(() => toast.remove());
  jest.useRealTimers();
});

describe('toasts', () => {
  it('shows an error toast in the host, as an alert, at the top right', async () => {
    render(<ToastHost />);
    await act(async () => {
      notifyError('Внутренняя ошибка. Попробуйте позже');
    });
    const message = await screen.findByText('Внутренняя ошибка. Попробуйте позже');
    expect(message.closest('[role="alert"]')).not.toBeNull();
    const positioned = message.closest('div[style*="top"]') as HTMLElement | null;
    expect(positioned?.style.top).toBe('0px');
    expect(positioned?.style.justifyContent).toBe('flex-end');
    // The container itself starts below the sticky header, whose controls it must not cover.
    const container = positioned?.parentElement as HTMLElement | null;
    expect(container?.style.position).toBe('fixed');
    expect(container?.style.top).toBe('calc(var(--header-height, 64px) + 8px)');
  });

  it('shows a success toast as a status', async () => {
    render(<ToastHost />);
    await act(async () => {
      notifySuccess('Ссылка скопирована');
    });
    const message = await screen.findByText('Ссылка скопирована');
    expect(message.closest('[role="status"]')).not.toBeNull();
  });

  it('shows a titled toast with its text', async () => {
    render(<ToastHost />);
    await act(async () => {
      notify('Ошибка', 'Что-то пошло не так, попробуйте позже');
    });
    expect(await screen.findByText('Ошибка')).toHaveStyle({ display: 'block' });
    expect(screen.getByText('Что-то пошло не так, попробуйте позже')).toBeInTheDocument();
  });

  it('shows one toast for repeated notifications with the same id', async () => {
    render(<ToastHost />);
    await act(async () => {
      notifyError('Сервис временно не доступен. Попробуйте позже', { id: 'api-status-503' });
      notifyError('Сервис временно не доступен. Попробуйте позже', { id: 'api-status-503' });
    });
    expect(await screen.findAllByText('Сервис временно не доступен. Попробуйте позже')).toHaveLength(1);
  });

  it('closes a toast after 5000 ms', async () => {
    jest.useFakeTimers();
    render(<ToastHost />);
    await act(async () => {
      notifyError('Пропадёт');
    });
    expect(TOAST_DURATION_MS).toBe(5000);
    act(() => jest.advanceTimersByTime(4900));
    expect(screen.getByText('Пропадёт')).toBeInTheDocument();
    // Dismissed at 5000 ms, then taken out of the page after the exit animation (1 s).
    act(() => jest.advanceTimersByTime(200));
    act(() => jest.advanceTimersByTime(1100));
    expect(screen.queryByText('Пропадёт')).toBeNull();
  });
});
