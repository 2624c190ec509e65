import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { act } from 'react';
import { RoutePages, apiRequest, clearTokens, notifyError, on, setMainCities, setRegion, setTokens } from '@povar/shared-kit';
import { apiFailure, renderAt, stubScrolling } from '../content-test-kit';
import { COOK_LEAD_THANKS } from './CookLeadForm';
import { ForCooksPage, citiesAnswer } from './ForCooksPage';

jest.mock('@povar/shared-kit', () => ({
  ...jest.requireActual('@povar/shared-kit'),
  ...jest.requireActual('@povar/shared-kit/testing').apiClientDouble(),
  notifyError: jest.fn(),
}));
const api = jest.mocked(apiRequest);

const CITIES = [
  { id: 956, slug: 'tyumen', name: 'Тюмень' },
  { id: 1, slug: 'ekaterinburg', name: 'Екатеринбург' },
  { id: 2, slug: 'omsk', name: 'Омск' },
];

const showLanding = () => renderAt('/for-cooks', <RoutePages pages={{ FOR_COOKS: ForCooksPage }} />);
const form = () => screen.getByRole('region', { name: 'Остались вопросы?' });

async function fillForm(user: ReturnType<typeof userEvent.setup>, { name = 'Анна Петрова', phone = '9123456789', city = 'Омск' } = {}) {
  const inForm = within(form());
  if (name) await user.type(inForm.getByLabelText('Имя'), name);
  if (phone) await user.type(inForm.getByLabelText('Телефон'), phone);
  if (city) await user.selectOptions(inForm.getByLabelText('Город'), city);
}

beforeEach(() => {
  stubScrolling();
  api.mockReset();
  jest.mocked(notifyError).mockClear();
  setMainCities(CITIES);
  setRegion({ id: 956, slug: 'tyumen', name: 'Тюмень' });
  document.title = 'Повар рядом';
});

describe('ForCooksPage', () => {
  it('sells the idea with the facts of the product: checks, home kitchen, 0.5 kg portions, pickup and delivery, comments', () => {
    showLanding();
    expect(screen.getByRole('heading', { level: 1, name: 'Готовьте дома\u00A0— продавайте соседям' })).toBeInTheDocument();
    const text = document.body.textContent ?? '';
    for (const fact of ['Проверяем каждого повара', 'Готовите у себя дома', 'Порции от 0,5 кг', 'Самовывоз и доставка', 'комментарий к заказу']) {
      expect(text).toContain(fact);
    }
    expect(screen.getByRole('heading', { level: 2, name: 'Как стать поваром' })).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Как стать поваром' })).getAllByRole('listitem')).toHaveLength(5);
    expect(screen.getByRole('heading', { level: 2, name: 'Что вы получаете' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Что мы берём на себя' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Частые вопросы' })).toBeInTheDocument();
    expect(screen.getByText('Сейчас мы работаем в городах: Тюмень, Екатеринбург и Омск. Выберите свой город в заявке.')).toBeInTheDocument();
    // The tab's title is the route table's, which the shell sets (shell/src/document-title.test.ts): the page leaves it alone.
    expect(document.title).toBe('Повар рядом');
  });

  it('has its own way home, since the landing has no header', () => {
    showLanding();
    expect(screen.getByRole('link', { name: 'Повар рядом — на главную' })).toHaveAttribute('href', '/tyumen/');
  });

  it('the consent under the form links to the privacy policy page, in a new tab so the form keeps what was typed', () => {
    showLanding();
    expect(within(form()).getByText(/вы соглашаетесь на обработку персональных данных/)).toBeInTheDocument();
    const policy = within(form()).getByRole('link', { name: 'политикой конфиденциальности' });
    expect(policy).toHaveAttribute('href', '/docs/legal/privacy-policy');
    expect(policy).toHaveAttribute('target', '_blank');
    expect(policy).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it("every 'Стать поваром' starts the application: a guest signs in first, a signed-in customer gets the form", async () => {
    const user = userEvent.setup();
    const opened: unknown[] = [];
    const off = on('popup:open', (detail) => opened.push(detail));
    showLanding();
    const ctas = screen.getAllByRole('button', { name: 'Стать поваром' });
    expect(ctas).toHaveLength(2);
    for (const cta of ctas) await user.click(cta);
    expect(opened).toEqual([
      { popup: 'auth', props: { isForCook: true } },
      { popup: 'auth', props: { isForCook: true } },
    ]);
    opened.length = 0;
    act(() => setTokens({ accessToken: 'a' }));
    await user.click(screen.getAllByRole('button', { name: 'Стать поваром' })[0]!);
    expect(opened).toEqual([{ popup: 'become-cook' }]);
    off();
    act(() => clearTokens());
  });

  it('masks the phone as +7 (XXX) XXX-XX-XX and offers the served cities, the current one chosen', async () => {
    const user = userEvent.setup();
    showLanding();
    const phone = within(form()).getByLabelText('Телефон');
    await user.type(phone, '9123456789');
    expect(phone).toHaveValue('+7 (912) 345-67-89');
    const city = within(form()).getByLabelText('Город');
    expect(
      within(city)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Выберите город', 'Тюмень', 'Екатеринбург', 'Омск']);
    expect(city).toHaveValue('tyumen');
  });

  it('sends a cook-lead request and thanks the visitor', async () => {
    const user = userEvent.setup();
    api.mockResolvedValue({ saved: true });
    showLanding();
    await fillForm(user);
    await user.click(within(form()).getByRole('button', { name: 'Отправить заявку' }));
    expect(await screen.findByRole('status')).toHaveTextContent(COOK_LEAD_THANKS);
    expect(COOK_LEAD_THANKS).toMatch(/^Спасибо! Мы свяжемся с вами/);
    expect(api).toHaveBeenCalledWith('POST', '/popup/callback/save', {
      body: { type: 'cook-lead', name: 'Анна Петрова', phone: '+7 (912) 345-67-89', regionSlug: 'omsk' },
    });
    expect(screen.getByRole('status')).toHaveFocus();
    expect(within(form()).queryByRole('button', { name: 'Отправить заявку' })).not.toBeInTheDocument();
  });

  it('shows each error under its field in Russian, sends nothing, and scrolls to the first one', async () => {
    const user = userEvent.setup();
    setRegion(null);
    showLanding();
    await fillForm(user, { name: 'А', phone: '91234', city: '' });
    jest.mocked(window.scrollTo).mockClear();
    await user.click(within(form()).getByRole('button', { name: 'Отправить заявку' }));
    const name = within(form()).getByLabelText('Имя');
    await waitFor(() => expect(name).toHaveAccessibleDescription('Поле Имя должно быть не короче 2 символов'));
    expect(within(form()).getByLabelText('Телефон')).toHaveAccessibleDescription('Поле Телефон некорректно');
    expect(within(form()).getByLabelText('Город')).toHaveAccessibleDescription('Поле Город обязательно для заполнения');
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveFocus();
    expect(window.scrollTo).toHaveBeenCalledWith(expect.objectContaining({ behavior: 'smooth' }));
    expect(api).not.toHaveBeenCalled();
  });

  it('checks a field when it is left, and clears the error as it is put right', async () => {
    const user = userEvent.setup();
    showLanding();
    const phone = within(form()).getByLabelText('Телефон');
    await user.type(phone, '912');
    await user.tab();
    expect(await within(form()).findByText('Поле Телефон некорректно')).toBeInTheDocument();
    await user.type(phone, '4567890');
    await waitFor(() => expect(within(form()).queryByText('Поле Телефон некорректно')).not.toBeInTheDocument());
  });

  it("tells the server's refusal in a toast and keeps the form", async () => {
    const user = userEvent.setup();
    api.mockRejectedValue(apiFailure(400, ['Поле Телефон некорректно']));
    showLanding();
    await fillForm(user);
    await user.click(within(form()).getByRole('button', { name: 'Отправить заявку' }));
    await waitFor(() => expect(notifyError).toHaveBeenCalledWith('Поле Телефон некорректно'));
    expect(within(form()).getByRole('button', { name: 'Отправить заявку' })).toBeEnabled();
    expect(screen.queryByText(COOK_LEAD_THANKS)).not.toBeInTheDocument();
  });

  it('does not thank anyone when the server was unavailable (the client already showed its toast)', async () => {
    const user = userEvent.setup();
    api.mockResolvedValue(undefined);
    showLanding();
    await fillForm(user);
    await user.click(within(form()).getByRole('button', { name: 'Отправить заявку' }));
    await waitFor(() => expect(api).toHaveBeenCalled());
    expect(await within(form()).findByRole('button', { name: 'Отправить заявку' })).toBeEnabled();
    expect(screen.queryByText(COOK_LEAD_THANKS)).not.toBeInTheDocument();
  });
});

describe('citiesAnswer', () => {
  it('names the served cities in good Russian', () => {
    expect(citiesAnswer(CITIES.slice(0, 1))).toBe('Сейчас мы работаем в городе: Тюмень. Выберите свой город в заявке.');
    expect(citiesAnswer(CITIES.slice(0, 2))).toBe('Сейчас мы работаем в городах: Тюмень и Екатеринбург. Выберите свой город в заявке.');
    expect(citiesAnswer([])).toMatch(/^Выберите свой город в заявке/);
  });
});
