// The cook cabinet for any suite (first written for the cabinet tests): a cook account with its own card, calls to /api/profiles/dishes,
// a valid dish form and picture uploads.
import assert from 'node:assert/strict';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import {
  cabinetDishResponseSchema,
  dishFormOptionsResponseSchema,
  dishImageUploadResponseSchema,
  type CabinetDish,
  type DishFormOptions,
  type DishFormValues,
} from '@povar/shared-kit/contracts';
import type { ApiSuite } from './helpers.ts';
import { insertCook } from './cooks.ts';
import { bearer, multipart, signInAs } from './files.ts';

export interface CookCaller {
  userId: number;
  cookId: number;
  accessToken: string;
}

/** A signed-in cook running a card of their own. */
export async function cookWithCard(app: FastifyInstance, suite: ApiSuite, name = 'Повар Кабинета'): Promise<CookCaller> {
  const user = await signInAs(app, suite, 'cook');
  const cookId = await insertCook(suite.database.orm, { name, userId: user.id });
  return { userId: user.id, cookId, accessToken: user.accessToken };
}

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

export const call = (app: FastifyInstance, method: Method, path: string, accessToken?: string, payload?: unknown) =>
  app.inject({
    method,
    url: `/api/profiles/dishes${path}`,
    headers: accessToken ? bearer(accessToken) : {},
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });

export async function formOptions(app: FastifyInstance, caller: CookCaller): Promise<DishFormOptions> {
  const res = await call(app, 'GET', '/form-options', caller.accessToken);
  assert.equal(res.statusCode, 200, res.body);
  return dishFormOptionsResponseSchema.parse(res.json()).data;
}

/** A small photo-like JPEG. */
export const samplePhoto = (width = 800, height = 600, colour = '#d35400') =>
  sharp({ create: { width, height, channels: 3, background: colour } })
    .composite([{ input: { create: { width: Math.round(width / 3), height, channels: 3, background: '#f1c40f' } }, left: 0, top: 0 }])
    .jpeg()
    .toBuffer();

export function uploadPicture(app: FastifyInstance, accessToken: string, data: Buffer, filename = 'dish.jpg', contentType = 'image/jpeg', field = 'file') {
  const body = multipart({}, [{ field, filename, contentType, data }]);
  return app.inject({ method: 'POST', url: '/api/profiles/dishes/images', headers: { ...body.headers, ...bearer(accessToken) }, payload: body.payload });
}

/** Uploads a sample photo; answers its id. */
export async function uploadedImageId(app: FastifyInstance, caller: CookCaller, width = 400, height = 300): Promise<number> {
  const res = await uploadPicture(app, caller.accessToken, await samplePhoto(width, height));
  assert.equal(res.statusCode, 200, res.body);
  return dishImageUploadResponseSchema.parse(res.json()).data.id;
}

/** A form that passes every rule: 1,5 kg of borscht for 4 portions, 1 299,90 ₽. */
export const validForm = (categoryId: number, imageIds: number[], overrides: Partial<DishFormValues> = {}): DishFormValues => ({
  name: 'Борщ с пампушками',
  category_id: categoryId,
  preview_text: 'Наваристый борщ на говяжьем бульоне. Состав: свёкла, капуста, картофель, говядина.',
  weight: '1,5',
  weight_unit: 'кг',
  quantity: '4',
  quantity_unit: 'порц.',
  cooking_time: '90',
  price: '1299,9',
  calories: '1450,5',
  proteins: '62,25',
  fats: '48',
  carbohydrates: '130,1',
  other_preferences: [],
  images: imageIds,
  daily_limit: '',
  is_hidden: false,
  ...overrides,
});

export async function createDish(app: FastifyInstance, caller: CookCaller, form: DishFormValues): Promise<CabinetDish> {
  const res = await call(app, 'POST', '', caller.accessToken, form);
  assert.equal(res.statusCode, 201, res.body);
  return cabinetDishResponseSchema.parse(res.json()).data;
}
