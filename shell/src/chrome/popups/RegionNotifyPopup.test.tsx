import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RegionNotifyPopup } from './RegionNotifyPopup';

// jsdom has no fetch: give the global one to spy on.
globalThis.fetch ??= (() => Promise.reject(new Error('fetch is not mocked'))) as typeof fetch;

function answer(status: number, body: unknown): Response {
  const text = JSON.stringify(body);
  return { status, ok: status < 300, text: async () => text } as unknown as Response;
}

const THANKS = 'Спасибо! Мы напишем вам, как только начнём работать в вашем городе.';
let fetchMock: jest.SpiedFunction<typeof fetch>;

beforeEach(() => {
  fetchMock = jest.spyOn(globalThis, 'fetch');
  delete window.__POVAR_CONFIG__;
});

afterEach(() => {
  fetchMock.mockRestore();
});

const emailInput = () => screen.getByLabelText('E-mail');
const submit = () => userEvent.click(screen.getByRole('button', { name: 'Сообщить мне' }));

describe('RegionNotifyPopup', () => {
  it('is a popup asking for an e-mail', () => {
    render(<RegionNotifyPopup regionSlug="kurgan" onClose={jest.fn()} />);
    expect(screen.getByRole('dialog', { name: 'Сообщить о запуске' })).toBeInTheDocument();
    expect(emailInput()).toHaveAttribute('type', 'email');
  });

  it('asks for the e-mail when it is empty, and sends nothing', async () => {
    render(<RegionNotifyPopup regionSlug="kurgan" onClose={jest.fn()} />);
    await submit();
    expect(await screen.findByText('Поле E-mail обязательно для заполнения')).toBeInTheDocument();
    expect(emailInput()).toHaveAttribute('aria-invalid', 'true');
    expect(emailInput()).toHaveAccessibleDescription('Поле E-mail обязательно для заполнения');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('rejects an address that is not an e-mail', async () => {
    render(<RegionNotifyPopup regionSlug="kurgan" onClose={jest.fn()} />);
    await userEvent.type(emailInput(), 'anna@');
    await submit();
    expect(await screen.findByText('Поле E-mail должно быть действительным электронным адресом')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('checks the field when it loses focus, and again on the next blur', async () => {
    render(<RegionNotifyPopup regionSlug="kurgan" onClose={jest.fn()} />);
    await userEvent.type(emailInput(), 'anna');
    await userEvent.tab();
    expect(await screen.findByText('Поле E-mail должно быть действительным электронным адресом')).toBeInTheDocument();
    await userEvent.type(emailInput(), '@mail.ru');
    await userEvent.tab();
    await waitFor(() => expect(screen.queryByText('Поле E-mail должно быть действительным электронным адресом')).not.toBeInTheDocument());
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('after a refused submit, clears the message as soon as the address is corrected', async () => {
    render(<RegionNotifyPopup regionSlug="kurgan" onClose={jest.fn()} />);
    await submit();
    expect(await screen.findByText('Поле E-mail обязательно для заполнения')).toBeInTheDocument();
    await userEvent.type(emailInput(), 'anna@mail.ru');
    await waitFor(() => expect(screen.queryByText('Поле E-mail обязательно для заполнения')).not.toBeInTheDocument());
    expect(emailInput()).not.toHaveAttribute('aria-invalid');
  });

  it('sends the e-mail with the region slug and thanks the visitor', async () => {
    fetchMock.mockResolvedValue(answer(200, { success: true, data: { saved: true }, errors: [], message: '', error: null }));
    render(<RegionNotifyPopup regionSlug="kurgan" onClose={jest.fn()} />);

    await userEvent.type(emailInput(), '  anna@mail.ru ');
    await submit();

    expect(await screen.findByRole('status')).toHaveTextContent(THANKS);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/popup/callback/save');
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toEqual({ type: 'region-notify', email: 'anna@mail.ru', regionSlug: 'kurgan' });
    expect(screen.queryByLabelText('E-mail')).not.toBeInTheDocument();
  });

  it('says so when the address could not be sent, and keeps the form', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    render(<RegionNotifyPopup regionSlug="kurgan" onClose={jest.fn()} />);

    await userEvent.type(emailInput(), 'anna@mail.ru');
    await submit();

    expect(await screen.findByText('Network error, try again late')).toBeInTheDocument();
    expect(screen.queryByText(THANKS)).not.toBeInTheDocument();
    expect(emailInput()).toHaveValue('anna@mail.ru');
    expect(screen.getByRole('button', { name: 'Сообщить мне' })).toBeEnabled();
  });

  it('shows an error text when the server refuses the address', async () => {
    fetchMock.mockResolvedValue(
      answer(400, { success: false, data: null, errors: [], message: 'Не удалось сохранить, попробуйте позже', error: 'validation' }),
    );
    render(<RegionNotifyPopup regionSlug="kurgan" onClose={jest.fn()} />);

    await userEvent.type(emailInput(), 'anna@mail.ru');
    await submit();

    expect(await screen.findByText('Не удалось сохранить, попробуйте позже')).toBeInTheDocument();
    expect(screen.queryByText(THANKS)).not.toBeInTheDocument();
    expect(emailInput()).toHaveValue('anna@mail.ru');
  });

  it('does not thank the visitor when the service is unavailable and nothing was saved', async () => {
    fetchMock.mockResolvedValue(answer(503, { success: false, data: null, errors: [], message: '', error: 'unavailable' }));
    render(<RegionNotifyPopup regionSlug="kurgan" onClose={jest.fn()} />);

    await userEvent.type(emailInput(), 'anna@mail.ru');
    await submit();

    expect(await screen.findByText('Что-то пошло не так, попробуйте позже')).toBeInTheDocument();
    expect(screen.queryByText(THANKS)).not.toBeInTheDocument();
  });

  it("closes with 'Закрыть'", async () => {
    const onClose = jest.fn();
    render(<RegionNotifyPopup regionSlug="kurgan" onClose={onClose} />);
    await userEvent.click(screen.getByRole('button', { name: 'Закрыть' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
