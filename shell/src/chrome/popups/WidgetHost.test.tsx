import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createWidgetParcel, notifyError, openPopup, closePopup, type WidgetProps } from '@povar/shared-kit';
import { loadRemoteWidgets } from '../../remotes';
import { shellStore } from '../../shell-store';
import { WIDGET_LOAD_FAILED_TEXT, WidgetHost } from './WidgetHost';

jest.mock('../../remotes', () => ({ loadRemoteWidgets: jest.fn() }));
jest.mock('@povar/shared-kit', () => ({ ...jest.requireActual('@povar/shared-kit'), notifyError: jest.fn() }));
const load = jest.mocked(loadRemoteWidgets);

function FakeAuth({ isForCook, onClose }: WidgetProps<'auth'>) {
  return (
    <div role="dialog" aria-label="Вход">
      {isForCook ? 'для повара' : 'для покупателя'}
      <button type="button" onClick={onClose}>
        Закрыть
      </button>
    </div>
  );
}

beforeEach(() => {
  load.mockReset();
  jest.mocked(notifyError).mockClear();
  shellStore.getState().openPopup(null);
});

describe('WidgetHost', () => {
  it("mounts the owner's widget with the opener's props, and unmounts it when the widget closes itself", async () => {
    load.mockResolvedValue({ auth: createWidgetParcel('mf-profile', FakeAuth) });
    render(<WidgetHost />);
    act(() => openPopup('auth', { isForCook: true }));
    expect(await screen.findByRole('dialog', { name: 'Вход' })).toHaveTextContent('для повара');
    expect(load).toHaveBeenCalledWith('mf-profile');
    await userEvent.click(screen.getByRole('button', { name: 'Закрыть' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it("closes on 'popup:close' from anywhere, and a new opening replaces the open widget", async () => {
    load.mockResolvedValue({ auth: createWidgetParcel('mf-profile', FakeAuth) });
    render(<WidgetHost />);
    act(() => openPopup('auth'));
    expect(await screen.findByRole('dialog')).toHaveTextContent('для покупателя');
    act(() => openPopup('auth', { isForCook: true }));
    await waitFor(() => expect(screen.getByRole('dialog')).toHaveTextContent('для повара'));
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    act(() => closePopup('auth'));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('opens a popup asked for before the host was listening (a page mounted before the chrome)', async () => {
    load.mockResolvedValue({ auth: createWidgetParcel('mf-profile', FakeAuth) });
    openPopup('auth', { isForCook: true });
    render(<WidgetHost />);
    expect(await screen.findByRole('dialog', { name: 'Вход' })).toHaveTextContent('для повара');
  });

  it('tells the visitor when the widget cannot be loaded', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    load.mockRejectedValue(new Error('ChunkLoadError'));
    render(<WidgetHost />);
    act(() => openPopup('become-cook'));
    await waitFor(() => expect(notifyError).toHaveBeenCalledWith(WIDGET_LOAD_FAILED_TEXT));
    expect(document.querySelector('[data-widget]')).toBeNull();
  });

  it("hands the shell's own popups to the shell store", () => {
    render(<WidgetHost />);
    act(() => openPopup('cities'));
    expect(shellStore.getState().popup).toBe('cities');
    act(() => closePopup('cities'));
    expect(shellStore.getState().popup).toBeNull();
    expect(load).not.toHaveBeenCalled();
  });
});
