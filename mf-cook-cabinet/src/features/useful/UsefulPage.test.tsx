import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiRequest, notifySuccess, type OwnFiles, type UsefulMaterial } from '@povar/shared-kit';
import { renderPage, signInCook } from '../../test-kit';
import { UPLOADED_TEXT } from '../documents/documents-api';
import { PAGE_TITLE, UsefulPage } from './UsefulPage';

jest.mock('@povar/shared-kit', () => ({
  ...jest.requireActual('@povar/shared-kit'),
  ...jest.requireActual('@povar/shared-kit/testing').apiClientDouble(),
  confirmDialog: jest.fn(),
  notifyError: jest.fn(),
  notifySuccess: jest.fn(),
}));
jest.mock('@povar/shared-kit/private-files', () => ({
  ...jest.requireActual('@povar/shared-kit/private-files'),
  // The photos come with the Bearer token: here they simply never arrive.
  usePrivateImages: () => () => ({ status: 'loading', url: null }),
}));
const api = jest.mocked(apiRequest);
jest.setTimeout(30_000);

const MATERIALS: UsefulMaterial[] = [
  { title: 'Правила для поваров', description: 'Что важно знать', href: '/docs/profile/useful/rules' },
  { title: 'Как фотографировать блюда', description: 'Свет и ракурс', href: '/docs/profile/useful/photos' },
];

let files: OwnFiles;

function answer() {
  api.mockImplementation(async (method, path, options = {}) => {
    if (method === 'GET' && path === '/profiles/useful') return MATERIALS;
    if (method === 'GET' && path === '/profiles/files') return files;
    if (method === 'GET' && path === '/text-pages/get-by-url') {
      const url = (options.query as { url: string }).url;
      return {
        url,
        title: url.endsWith('rules') ? 'Правила для поваров' : 'Как фотографировать блюда',
        description: '',
        html: url.endsWith('rules') ? '<p>Готовьте чисто.</p><p><a href="/docs/profile/useful/photos">Про фото</a></p>' : '<p>Снимайте при дневном свете.</p>',
        updatedAt: '2026-10-01T00:00:00.000Z',
      };
    }
    if (method === 'POST' && path === '/profiles/document/upload') {
      files = {
        ...files,
        documents: [
          {
            id: 5,
            name: 'сертификат.pdf',
            extension: 'pdf',
            href: '/api/moderation/files/5',
            state: 'pending',
            removable: true,
            createdAt: '2026-11-22T10:00:00.000Z',
          },
          ...files.documents,
        ],
      };
      return { id: 5, name: 'сертификат.pdf', extension: 'pdf', href: '/api/moderation/files/5' };
    }
    throw new Error(`Unexpected call ${method} ${path}`);
  });
}

beforeEach(async () => {
  api.mockReset();
  await signInCook();
  files = {
    documents: [
      {
        id: 1,
        name: 'медкнижка.pdf',
        extension: 'pdf',
        href: '/api/moderation/files/1',
        state: 'approved',
        removable: false,
        createdAt: '2026-03-01T10:00:00.000Z',
      },
    ],
    kitchenPhotos: [
      {
        id: 2,
        image: {
          webp: '/api/moderation/files/2?format=webp',
          jpg: '/api/moderation/files/2',
          src: '/api/moderation/files/2',
          original: '/api/moderation/files/2',
          size: { width: 800, height: 600 },
        },
        state: 'rejected',
        removable: false,
        createdAt: '2026-03-01T10:00:00.000Z',
      },
    ],
  };
});

describe('UsefulPage', () => {
  it('lists the materials and opens one inside the cabinet; a link to another material stays inside too', async () => {
    answer();
    const user = userEvent.setup();
    renderPage(<UsefulPage />);
    expect(screen.getByRole('status', { name: 'Загружаем материалы' })).toBeInTheDocument();
    await user.click(await screen.findByRole('link', { name: /Правила для поваров/ }));

    expect(await screen.findByText('Готовьте чисто.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Правила для поваров' })).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Про фото' }));
    expect(await screen.findByText('Снимайте при дневном свете.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Все материалы/ }));
    expect(await screen.findByRole('heading', { level: 1, name: PAGE_TITLE })).toBeInTheDocument();
  });

  it("shows the cook's documents and photos with their moderation state, and uploads a new document", async () => {
    answer();
    const user = userEvent.setup();
    renderPage(<UsefulPage />);
    const documents = await screen.findByRole('list', { name: 'Документы' });
    expect(within(documents).getByText('медкнижка.pdf')).toBeInTheDocument();
    expect(within(documents).getByText('Проверен')).toBeInTheDocument();
    expect(within(documents).getByRole('img', { name: 'Приложен к заявке, удалить нельзя' })).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Фото кухни' })).getByText('Отклонён')).toBeInTheDocument();

    const file = new File(['%PDF-1.4'], 'сертификат.pdf', { type: 'application/pdf' });
    await user.upload(screen.getByLabelText('Загрузить документ'), file);
    await waitFor(() => expect(notifySuccess).toHaveBeenCalledWith(UPLOADED_TEXT));
    expect(await within(screen.getByRole('list', { name: 'Документы' })).findByText('сертификат.pdf')).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Документы' })).getByText('На проверке')).toBeInTheDocument();

    // The picker's accept list is a hint only: a file of another kind is still checked before it is sent.
    await userEvent.setup({ applyAccept: false }).upload(screen.getByLabelText('Загрузить документ'), new File(['x'], 'заметки.txt', { type: 'text/plain' }));
    expect(await screen.findByText(/заметки\.txt: Поле Документ должно иметь допустимый тип файла/)).toBeInTheDocument();
  });

  it('says when the materials could not be loaded', async () => {
    api.mockImplementation(async (_method, path) => {
      if (path === '/profiles/useful') throw new Error('offline');
      return files;
    });
    renderPage(<UsefulPage />);
    expect(await screen.findByText('Не удалось загрузить материалы')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Повторить' })).toBeInTheDocument();
  });
});
