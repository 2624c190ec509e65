// The first-run onboarding: three slides (how to pick a cook, big portions, talking to the cook in
// chat), 'Закрыть', 'Далее' that becomes 'Готово', a 3-step stepper, swipes over 50 px, and an
// analytics goal on each slide change. Finishing or closing sets the cookie for good.
import { useRef, useState, type PointerEvent } from 'react';
import { MessagesSquare, Soup, UserRoundSearch, type LucideIcon } from 'lucide-react';
import { Popup, reachGoal } from '@povar/shared-kit';
import { markOnboardingDone, nextStep, previousIndex, swipeDirection, ONBOARDING_SLIDES } from './onboarding-state';
import styles from './Onboarding.module.css';

interface Slide {
  title: string;
  text: string;
  Illustration: LucideIcon;
}

export const SLIDES: readonly Slide[] = [
  {
    title: 'Выбирайте повара по душе',
    text: 'Смотрите, кто готовит рядом, изучайте меню и отзывы, сравнивайте время приготовления.',
    Illustration: UserRoundSearch,
  },
  {
    title: 'Порции — как дома',
    text: 'Домашние повара не экономят: одного заказа хватает на всю семью или на несколько дней.',
    Illustration: Soup,
  },
  {
    title: 'Договоритесь с поваром в чате',
    text: 'Уточните состав, попросите без лука или обсудите время доставки — повар ответит сам.',
    Illustration: MessagesSquare,
  },
];

export const ONBOARDING_GOAL = 'onboarding_slide';

export function Onboarding({ onFinish }: { onFinish: () => void }) {
  const [index, setIndex] = useState(0);
  const swipeStart = useRef<number | null>(null);

  const finish = () => {
    markOnboardingDone();
    onFinish();
  };
  const show = (target: number) => {
    if (target === index) return;
    setIndex(target);
    reachGoal(ONBOARDING_GOAL, { page: target + 1 });
  };
  const next = () => {
    const step = nextStep(index);
    if (step.kind === 'done') finish();
    else show(step.index);
  };

  const onPointerDown = (event: PointerEvent) => {
    swipeStart.current = event.clientX;
  };
  const onPointerUp = (event: PointerEvent) => {
    if (swipeStart.current === null) return;
    const direction = swipeDirection(event.clientX - swipeStart.current);
    swipeStart.current = null;
    if (direction === 'next' && index < ONBOARDING_SLIDES - 1) show(index + 1);
    if (direction === 'previous') show(previousIndex(index));
  };

  const slide = SLIDES[index]!;
  const last = index === ONBOARDING_SLIDES - 1;
  return (
    <Popup
      title="Добро пожаловать в «Повар рядом»"
      onClose={finish}
      sheetBelow="tablet"
      footer={
        <button type="button" className={styles.next} onClick={next}>
          {last ? 'Готово' : 'Далее'}
        </button>
      }
    >
      <div
        className={styles.slide}
        role="group"
        aria-roledescription="слайд"
        aria-label={`${index + 1} из ${ONBOARDING_SLIDES}`}
        onPointerDown={onPointerDown}
        onPointerUp={onPointerUp}
        onPointerCancel={() => (swipeStart.current = null)}
      >
        <slide.Illustration className={styles.illustration} aria-hidden="true" size={96} strokeWidth={1.3} />
        <h3 className={styles.title}>{slide.title}</h3>
        <p className={styles.text}>{slide.text}</p>
      </div>
      <ol className={styles.stepper} aria-label="Шаги">
        {SLIDES.map((item, step) => (
          <li key={item.title} className={step <= index ? styles.reached : undefined} aria-current={step === index ? 'step' : undefined}>
            <span className="visually-hidden">Шаг {step + 1}</span>
          </li>
        ))}
      </ol>
    </Popup>
  );
}
