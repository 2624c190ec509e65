import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { shellStore } from '../../shell-store';
import { RegionNotAvailableScreen } from './RegionNotAvailableScreen';

const SUPPORT = 'https://t.me/povar_ryadom_support';
const popupOpens: unknown[] = [];
const rememberPopup = (event: Event) => popupOpens.push((event as CustomEvent).detail);

beforeEach(() => {
  shellStore.setState({ popup: null });
  popupOpens.length = 0;
  window.addEventListener('popup:open', rememberPopup);
});

afterEach(() => {
  window.removeEventListener('popup:open', rememberPopup);
});

describe('RegionNotAvailableScreen', () => {
  it('says the service is not available here yet and invites to leave an e-mail', () => {
    render(<RegionNotAvailableScreen isAuth={false} isCook={false} supportLink={SUPPORT} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Сервис ещё недоступен в данном регионе :(' })).toBeInTheDocument();
    expect(screen.getByText(/e-mail/)).toBeInTheDocument();
  });

  it("'Сообщить мне' opens the region-notify popup", async () => {
    render(<RegionNotAvailableScreen isAuth={false} isCook={false} supportLink={SUPPORT} />);
    await userEvent.click(screen.getByRole('button', { name: 'Сообщить мне' }));
    expect(shellStore.getState().popup).toBe('region-notify');
  });

  it("'один из городов' opens the cities popup", async () => {
    render(<RegionNotAvailableScreen isAuth={false} isCook={false} supportLink={SUPPORT} />);
    await userEvent.click(screen.getByRole('button', { name: 'один из городов' }));
    expect(shellStore.getState().popup).toBe('cities');
  });

  it("'Стать поваром' asks a guest to sign in as a future cook", async () => {
    render(<RegionNotAvailableScreen isAuth={false} isCook={false} supportLink={SUPPORT} />);
    await userEvent.click(screen.getByRole('button', { name: 'Стать поваром' }));
    expect(popupOpens).toEqual([{ popup: 'auth', props: { isForCook: true } }]);
  });

  it("'Стать поваром' opens the become-cook form for a signed-in customer", async () => {
    render(<RegionNotAvailableScreen isAuth isCook={false} supportLink={SUPPORT} />);
    await userEvent.click(screen.getByRole('button', { name: 'Стать поваром' }));
    expect(popupOpens).toEqual([{ popup: 'become-cook' }]);
  });

  it("'Стать поваром' is hidden for cooks", () => {
    render(<RegionNotAvailableScreen isAuth isCook supportLink={SUPPORT} />);
    expect(screen.queryByRole('button', { name: 'Стать поваром' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Сообщить мне' })).toBeInTheDocument();
  });

  it("'Стать партнером' opens the support messenger in a new tab", () => {
    render(<RegionNotAvailableScreen isAuth={false} isCook={false} supportLink={SUPPORT} />);
    const link = screen.getByRole('link', { name: 'Стать партнером' });
    expect(link).toHaveAttribute('href', SUPPORT);
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', expect.stringContaining('noopener'));
  });

  it("waits with 'Стать партнером' until the site settings give the support link", () => {
    render(<RegionNotAvailableScreen isAuth={false} isCook={false} supportLink={null} />);
    expect(screen.queryByRole('link', { name: 'Стать партнером' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Сообщить мне' })).toBeInTheDocument();
  });
});
