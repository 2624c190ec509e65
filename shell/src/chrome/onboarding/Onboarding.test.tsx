import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { reachGoal } from '@povar/shared-kit';
import { Onboarding, ONBOARDING_GOAL, SLIDES } from './Onboarding';
import { isOnboardingDone, nextStep, previousIndex, swipeDirection } from './onboarding-state';

jest.mock('@povar/shared-kit', () => ({ ...jest.requireActual('@povar/shared-kit'), reachGoal: jest.fn() }));

beforeEach(() => {
  document.cookie = 'app-onboarding=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT';
  jest.mocked(reachGoal).mockClear();
});

describe('onboarding state', () => {
  it('runs slides 0–2, completing after the last; previous never goes below 0', () => {
    expect(nextStep(0)).toEqual({ kind: 'slide', index: 1 });
    expect(nextStep(2)).toEqual({ kind: 'done' });
    expect(previousIndex(0)).toBe(0);
    expect(previousIndex(2)).toBe(1);
  });

  it('turns a slide only on swipes longer than 50 px', () => {
    expect(swipeDirection(-50)).toBe('next');
    expect(swipeDirection(-49)).toBeNull();
    expect(swipeDirection(49)).toBeNull();
    expect(swipeDirection(50)).toBe('previous');
  });

  it('reads its cookie', () => {
    expect(isOnboardingDone('region=tyumen; app-onboarding=true')).toBe(true);
    expect(isOnboardingDone('region=tyumen')).toBe(false);
  });
});

describe('Onboarding', () => {
  const slide = () => screen.getByRole('group', { name: /из 3/ });

  it("steps through three slides with 'Далее', then 'Готово' finishes and sets the cookie until 2099", async () => {
    const onFinish = jest.fn();
    render(<Onboarding onFinish={onFinish} />);
    expect(within(slide()).getByRole('heading')).toHaveTextContent(SLIDES[0]!.title);
    await userEvent.click(screen.getByRole('button', { name: 'Далее' }));
    expect(slide()).toHaveAccessibleName('2 из 3');
    expect(reachGoal).toHaveBeenLastCalledWith(ONBOARDING_GOAL, { page: 2 });
    await userEvent.click(screen.getByRole('button', { name: 'Далее' }));
    expect(within(slide()).getByRole('heading')).toHaveTextContent(SLIDES[2]!.title);
    expect(screen.getByRole('list', { name: 'Шаги' }).querySelector('[aria-current="step"]')).toHaveTextContent('Шаг 3');
    expect(onFinish).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Готово' }));
    expect(onFinish).toHaveBeenCalledTimes(1);
    expect(isOnboardingDone()).toBe(true);
  });

  it('changes the slide with a swipe over 50 px, not with a shorter one', () => {
    render(<Onboarding onFinish={() => undefined} />);
    fireEvent.pointerDown(slide(), { clientX: 300 });
    fireEvent.pointerUp(slide(), { clientX: 260 });
    expect(slide()).toHaveAccessibleName('1 из 3');
    fireEvent.pointerDown(slide(), { clientX: 300 });
    fireEvent.pointerUp(slide(), { clientX: 200 });
    expect(slide()).toHaveAccessibleName('2 из 3');
    fireEvent.pointerDown(slide(), { clientX: 100 });
    fireEvent.pointerUp(slide(), { clientX: 200 });
    expect(slide()).toHaveAccessibleName('1 из 3');
    expect(reachGoal).toHaveBeenCalledTimes(2);
  });

  it("closing ('Закрыть') also finishes it for good", async () => {
    const onFinish = jest.fn();
    render(<Onboarding onFinish={onFinish} />);
    await userEvent.click(screen.getByRole('button', { name: 'Закрыть' }));
    expect(onFinish).toHaveBeenCalled();
    expect(isOnboardingDone()).toBe(true);
  });
});
