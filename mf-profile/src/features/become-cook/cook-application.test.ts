import { cookApplicationRequestSchema } from '@povar/shared-kit/contracts';
import { cookApplicationFormSchema, toCookApplicationRequest } from './cook-application';

const filled = {
  nameAndSurname: ' Анна Петрова ',
  speciality: 'Выпечка',
  experience: '12',
  telegramAccount: '',
  mainCityId: '956',
  documentIds: [1],
  kitchenPhotoIds: [2, 3],
};

describe('the cook application form', () => {
  it('becomes a request the API contract accepts as it is', () => {
    const request = toCookApplicationRequest(cookApplicationFormSchema.parse(filled));
    expect(request).toEqual({
      nameAndSurname: 'Анна Петрова',
      speciality: 'Выпечка',
      experience: 12,
      mainCityId: 956,
      documentIds: [1],
      kitchenPhotoIds: [2, 3],
    });
    expect(cookApplicationRequestSchema.safeParse(request).success).toBe(true);
  });

  it('keeps a Telegram name when one is given', () => {
    expect(toCookApplicationRequest(cookApplicationFormSchema.parse({ ...filled, telegramAccount: 'anna_bakes' })).telegramAccount).toBe('anna_bakes');
  });

  it('says the first thing wrong with each field', () => {
    const result = cookApplicationFormSchema.safeParse({ ...filled, nameAndSurname: '', experience: '-1', mainCityId: '', documentIds: [] });
    const messages = Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));
    expect(messages).toEqual({
      nameAndSurname: 'Поле Имя и фамилия обязательно для заполнения',
      experience: 'Опыт работы должно быть числом 0 или больше.',
      mainCityId: 'Поле Регион обязательно для заполнения',
      documentIds: 'Поле Документы обязательно для заполнения',
    });
  });
});
