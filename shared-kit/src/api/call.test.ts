import { apiRequest } from './api-client';
import { call, fillPath, requestOf } from './call';
import { authEndpoints } from '../contracts/endpoints/auth';
import { basketEndpoints } from '../contracts/endpoints/basket';
import { cabinetEndpoints } from '../contracts/endpoints/cabinet';
import { chatEndpoints } from '../contracts/endpoints/chat';
import { compilationsEndpoints } from '../contracts/endpoints/compilations';
import { favoritesEndpoints } from '../contracts/endpoints/favorites';
import { profilesEndpoints } from '../contracts/endpoints/profiles';
import { reviewsEndpoints } from '../contracts/endpoints/reviews';

jest.mock('./api-client', () => ({ apiRequest: jest.fn() }));
const api = jest.mocked(apiRequest);

beforeEach(() => {
  api.mockReset();
});

describe('fillPath', () => {
  it('fills each :name from params, URL-encoded', () => {
    expect(fillPath('/profiles/favorites/:kind/:id', { kind: 'cooks', id: 7 })).toBe('/profiles/favorites/cooks/7');
    expect(fillPath('/geo/main-cities-by-slug/:slug', { slug: 'ханты/мансийск?' })).toBe(
      '/geo/main-cities-by-slug/%D1%85%D0%B0%D0%BD%D1%82%D1%8B%2F%D0%BC%D0%B0%D0%BD%D1%81%D0%B8%D0%B9%D1%81%D0%BA%3F',
    );
  });

  it("keeps a file key's slashes and encodes its segments", () => {
    expect(fillPath('/files/*', { '*': 'dishes/1 2.webp' })).toBe('/files/dishes/1%202.webp');
  });

  it('leaves a path without placeholders alone', () => {
    expect(fillPath('/geo/city-by-query/')).toBe('/geo/city-by-query/');
  });

  it('refuses a missing or empty value rather than calling a wrong path', () => {
    expect(() => fillPath('/orders/:id/payment', {})).toThrow('/orders/:id/payment: nothing given for :id');
    expect(() => fillPath('/orders/:id/payment', { id: '' })).toThrow(':id');
  });
});

describe('requestOf', () => {
  it('gives no options when the call has none', () => {
    expect(requestOf(profilesEndpoints.getCurrentUser)).toEqual(['GET', '/profiles/user']);
    expect(requestOf(cabinetEndpoints.hideOwnDish, { params: { id: 3 } })).toStrictEqual(['POST', '/profiles/dishes/3/hide']);
  });

  it('passes only the options given, and the success status the table names', () => {
    const signal = new AbortController().signal;
    expect(requestOf(cabinetEndpoints.listOwnDishes, { query: { search: 'борщ' }, signal })).toStrictEqual([
      'GET',
      '/profiles/dishes',
      { query: { search: 'борщ' }, signal },
    ]);
    expect(requestOf(compilationsEndpoints.createCompilation, { body: { title: 'Супы', dishIds: [1] } })).toStrictEqual([
      'POST',
      '/profiles/compilations',
      { body: { title: 'Супы', dishIds: [1] }, expectStatus: 201 },
    ]);
    expect(requestOf(authEndpoints.logout, { body: {} })).toStrictEqual(['POST', '/auth/logout', { body: {}, expectStatus: 204 }]);
  });

  it("lets the caller's expectStatus and raw stand", () => {
    expect(requestOf(reviewsEndpoints.createCookReview, { params: { id: 1 }, body: new FormData(), expectStatus: [200, 201], raw: true })).toStrictEqual([
      'POST',
      '/cooks/1/reviews',
      { body: expect.any(FormData), expectStatus: [200, 201], raw: true },
    ]);
  });
});

describe('call', () => {
  it('sends through apiRequest and resolves with what it resolves', async () => {
    api.mockResolvedValue({ isFavorite: true });
    await expect(call(favoritesEndpoints.addFavorite, { params: { kind: 'dishes', id: 12 } })).resolves.toEqual({ isFavorite: true });
    expect(api).toHaveBeenCalledWith('PUT', '/profiles/favorites/dishes/12');
  });

  it('passes a FormData body as it is', async () => {
    const form = new FormData();
    form.append('file', 'x');
    api.mockResolvedValue({ id: 1 });
    await call(cabinetEndpoints.uploadDishImage, { body: form });
    expect(api).toHaveBeenCalledWith('POST', '/profiles/dishes/images', { body: form });
  });

  it('rejects as apiRequest rejects', async () => {
    api.mockRejectedValue(new Error('boom'));
    await expect(call(basketEndpoints.getBasket)).rejects.toThrow('boom');
  });

  it('resolves undefined when apiRequest did (a toast has told of a 5xx or 429)', async () => {
    api.mockResolvedValue(undefined);
    await expect(call(chatEndpoints.listChats)).resolves.toBeUndefined();
  });
});
