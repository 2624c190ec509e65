import { render, screen } from '@testing-library/react';
import { StateBlock } from './StateBlock';

describe('StateBlock', () => {
  it('shows the icon, the title, the text and the actions in that order', () => {
    const { container } = render(
      <StateBlock icon={<svg data-icon />} title="Сохранённых карт нет" text="Карту можно сохранить при оплате заказа.">
        <button type="button">Повторить</button>
      </StateBlock>,
    );
    const block = container.firstElementChild as HTMLElement;
    expect([...block.children].map((child) => child.tagName)).toEqual(['svg', 'P', 'P', 'BUTTON']);
    expect(screen.getByText('Сохранённых карт нет')).toHaveClass('title');
    expect(screen.getByText('Карту можно сохранить при оплате заказа.')).toHaveClass('text');
  });

  it('leaves out what it is not given', () => {
    const { container } = render(<StateBlock title="Новых заявок нет" />);
    expect(container.querySelectorAll('p')).toHaveLength(1);
  });

  it('puts the role on the block, or on the title alone so the buttons are not read out', () => {
    const { rerender } = render(<StateBlock role="alert" title="Не удалось загрузить" text="Нет связи" />);
    expect(screen.getByRole('alert')).toHaveTextContent('Не удалось загрузить');
    expect(screen.getByRole('alert')).toHaveTextContent('Нет связи');

    rerender(
      <StateBlock titleRole="alert" title="Не удалось загрузить">
        <button type="button">Повторить</button>
      </StateBlock>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent(/^Не удалось загрузить$/);
  });

  it('makes the title a heading where asked', () => {
    render(<StateBlock title="Войдите в профиль" titleAs="h1" />);
    expect(screen.getByRole('heading', { level: 1, name: 'Войдите в профиль' })).toHaveClass('title');
  });

  it('draws a muted panel by default, an outline or nothing on request, with a local class beside', () => {
    const { container, rerender } = render(<StateBlock title="Пусто" />);
    const block = () => container.firstElementChild as HTMLElement;
    expect(block()).toHaveClass('state', 'muted');

    rerender(<StateBlock title="Пусто" look="dashed" className="wide" />);
    expect(block()).toHaveClass('state', 'dashed', 'wide');
    expect(block()).not.toHaveClass('muted');

    rerender(<StateBlock title="Пусто" look="plain" />);
    expect(block().className).toBe('state');
  });
});
