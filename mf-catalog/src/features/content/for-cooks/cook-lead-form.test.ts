import { cookLeadFormSchema, toCookLeadRequest } from './cook-lead-form';

const messages = (values: unknown) => {
  const result = cookLeadFormSchema.safeParse(values);
  return result.success ? {} : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
};

describe('cookLeadFormSchema', () => {
  it('takes a filled form, the name trimmed and the phone as the mask shows it', () => {
    expect(cookLeadFormSchema.parse({ name: ' Анна ', phone: '+7 (912) 345-67-89', regionSlug: 'tyumen' })).toEqual({
      name: 'Анна',
      phone: '+7 (912) 345-67-89',
      regionSlug: 'tyumen',
    });
  });

  it('says in Russian what is wrong with each field (the validation messages)', () => {
    expect(messages({ name: '', phone: '', regionSlug: '' })).toEqual({
      name: 'Поле Имя обязательно для заполнения',
      phone: 'Поле Телефон обязательно для заполнения',
      regionSlug: 'Поле Город обязательно для заполнения',
    });
    expect(messages({ name: 'А', phone: '+7 (912) 345-67', regionSlug: 'tyumen' })).toEqual({
      name: 'Поле Имя должно быть не короче 2 символов',
      phone: 'Поле Телефон некорректно',
    });
    expect(messages({ name: 'А'.repeat(101), phone: '+7 (912) 345-67-89', regionSlug: 'tyumen' })).toEqual({
      name: 'Поле Имя не может быть длиннее 100 символов',
    });
  });

  it('becomes a cook-lead request', () => {
    expect(toCookLeadRequest({ name: 'Анна', phone: '+7 (912) 345-67-89', regionSlug: 'omsk' })).toEqual({
      type: 'cook-lead',
      name: 'Анна',
      phone: '+7 (912) 345-67-89',
      regionSlug: 'omsk',
    });
  });
});
