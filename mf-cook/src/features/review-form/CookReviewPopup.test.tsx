import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import toast from 'react-hot-toast';
import { ApiError, ToastHost, apiRequest } from '@povar/shared-kit';
import { renderInApp } from '../../test-kit';
import { REVIEW_ADDED_EVENT } from '../cook-page/review-added-event';
import { CookReviewPopup } from './CookReviewPopup';
import { TOO_MANY_PHOTOS } from './review-photos';

jest.mock('@povar/shared-kit', () => ({ ...jest.requireActual('@povar/shared-kit'), ...jest.requireActual('@povar/shared-kit/testing').apiClientDouble() }));
const api = jest.mocked(apiRequest);

/** A file as the picker gives it. */
const fileOf = (name: string, type: string, size = 1024) => {
  const file = new File(['x'], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
};

// The picker's `accept` is a hint the browser may not enforce: the form checks the files itself.
const user = () => userEvent.setup({ applyAccept: false });
const added: unknown[] = [];
const rememberAdded = (event: Event) => added.push((event as CustomEvent).detail);

function showForm() {
  const onClose = jest.fn();
  renderInApp(
    <>
      <CookReviewPopup cookId={7} cookName="Марина Фёдорова" onClose={onClose} />
      <ToastHost />
    </>,
  );
  const dialog = screen.getByRole('dialog', { name: 'Отзыв о поваре' });
  return { onClose, dialog };
}
const photosInput = (dialog: HTMLElement) => within(dialog).getByLabelText('Добавить фото') as HTMLInputElement;

beforeEach(() => {
  api.mockReset();
  added.length = 0;
  window.addEventListener(REVIEW_ADDED_EVENT, rememberAdded);
  Element.prototype.scrollIntoView = jest.fn();
  window.scrollTo = jest.fn();
});
afterEach(() => {
  window.removeEventListener(REVIEW_ADDED_EVENT, rememberAdded);
  act(() => toast.remove());
});

describe('CookReviewPopup', () => {
  it('asks for a rating and a text, and sends nothing without them', async () => {
    const { dialog } = showForm();
    expect(dialog).toHaveTextContent('Марина Фёдорова');
    expect(within(dialog).getByRole('radiogroup', { name: 'Оценка' })).toBeInTheDocument();
    expect(
      within(dialog)
        .getAllByRole('radio')
        .map((radio) => radio.getAttribute('aria-label')),
    ).toEqual(['1 из 5', '2 из 5', '3 из 5', '4 из 5', '5 из 5']);
    await user().click(within(dialog).getByRole('button', { name: 'Отправить' }));
    expect(await within(dialog).findByText('Поставьте оценку')).toBeInTheDocument();
    expect(within(dialog).getByText('Напишите отзыв')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Отзыв')).toHaveAttribute('aria-invalid', 'true');
    expect(api).not.toHaveBeenCalled();
  });

  it('refuses a text of only spaces and one over 2000 characters', async () => {
    const { dialog } = showForm();
    const text = within(dialog).getByLabelText('Отзыв');
    await user().type(text, '   ');
    await user().click(within(dialog).getByRole('button', { name: 'Отправить' }));
    expect(await within(dialog).findByText('Напишите отзыв')).toBeInTheDocument();
    await user().clear(text);
    await user().click(text);
    await user().paste('а'.repeat(2001));
    expect(await within(dialog).findByText('Не больше 2000 символов')).toBeInTheDocument();
  });

  it('states the photo rules, takes pictures only, at most 5, and shows previews that can be removed', async () => {
    URL.createObjectURL = jest.fn((file: Blob) => `blob:${(file as File).name}`);
    URL.revokeObjectURL = jest.fn();
    const { dialog } = showForm();
    expect(dialog).toHaveTextContent('До 5 фото: PNG, JPG, JPEG или WEBP, до 10 МБ каждое');

    await user().upload(photosInput(dialog), [
      fileOf('menu.pdf', 'application/pdf'),
      fileOf('big.jpg', 'image/jpeg', 11 * 1024 * 1024),
      fileOf('anim.gif', 'image/gif'),
    ]);
    const problem = within(dialog).getByRole('alert');
    expect(problem).toHaveTextContent('menu.pdf: Поле Фотографии должно быть изображением');
    expect(problem).toHaveTextContent('big.jpg: Поле Фотографии должно быть меньше, чем 10240KB');
    expect(problem).toHaveTextContent('anim.gif: Поле Фотографии должно иметь допустимый тип файла');
    expect(within(dialog).queryAllByRole('img')).toHaveLength(0);

    await user().upload(
      photosInput(dialog),
      ['1.jpg', '2.png', '3.webp', '4.jpeg', '5.jpg', '6.jpg'].map((name) => fileOf(name, '')),
    );
    expect(
      within(dialog)
        .getAllByRole('img')
        .map((img) => img.getAttribute('alt')),
    ).toEqual(['1.jpg', '2.png', '3.webp', '4.jpeg', '5.jpg']);
    expect(within(dialog).getByRole('alert')).toHaveTextContent(TOO_MANY_PHOTOS);
    expect(within(dialog).queryByLabelText('Добавить фото')).not.toBeInTheDocument();

    await user().click(within(dialog).getByRole('button', { name: 'Удалить 2.png' }));
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:2.png');
    expect(within(dialog).getAllByRole('img')).toHaveLength(4);
    expect(photosInput(dialog)).toBeInTheDocument();
  });

  it('sends the rating, the text and the photos as multipart; thanks, closes and tells the page', async () => {
    api.mockResolvedValue({ id: 99 });
    const { dialog, onClose } = showForm();
    await user().click(within(dialog).getByRole('radio', { name: '4 из 5' }));
    await user().type(within(dialog).getByLabelText('Отзыв'), '  Очень вкусный борщ  ');
    const photos = [fileOf('borsch.jpg', 'image/jpeg'), fileOf('pie.webp', 'image/webp')];
    await user().upload(photosInput(dialog), photos);
    await user().click(within(dialog).getByRole('button', { name: 'Отправить' }));

    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(api).toHaveBeenCalledTimes(1);
    const [method, path, options] = api.mock.calls[0]!;
    expect([method, path]).toEqual(['POST', '/cooks/7/reviews']);
    const body = options?.body as FormData;
    expect(body).toBeInstanceOf(FormData);
    expect(body.get('rating')).toBe('4');
    expect(body.get('reviewText')).toBe('Очень вкусный борщ');
    expect(body.getAll('images').map((file) => (file as File).name)).toEqual(['borsch.jpg', 'pie.webp']);
    expect(await screen.findByText('Спасибо за отзыв!')).toBeInTheDocument();
    expect(added).toEqual([{ cookId: 7 }]);
  });

  it("shows the server's refusal in the popup and stays open", async () => {
    api.mockRejectedValue(
      new ApiError('API error, status: 403.', {
        status: 403,
        error: ['Оставить отзыв можно после выполненного заказа у этого повара'],
        errors: ['Оставить отзыв можно после выполненного заказа у этого повара'],
        errorType: 'forbidden',
      }),
    );
    const { dialog, onClose } = showForm();
    await user().click(within(dialog).getByRole('radio', { name: '5 из 5' }));
    await user().type(within(dialog).getByLabelText('Отзыв'), 'Хорошо');
    await user().click(within(dialog).getByRole('button', { name: 'Отправить' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Оставить отзыв можно после выполненного заказа у этого повара');
    expect(onClose).not.toHaveBeenCalled();
    expect(added).toEqual([]);
  });
});
