import { applicationDocumentRule, documentRule, fileProblem, imageRule } from './file-rules';
import { mobileMaskedPhoneField, toApiPhone, toMaskedPhone } from './phone-input';

const file = (name: string, type: string, size = 100) => {
  const made = new File(['x'], name, { type });
  Object.defineProperty(made, 'size', { value: size });
  return made;
};

describe('fileProblem (file kinds and sizes)', () => {
  const photos = imageRule('Фото', 2);
  const documents = documentRule('Документ', 2);

  it.each([
    ['a.png', 'image/png'],
    ['a.JPG', 'image/jpeg'],
    ['a.jpeg', 'image/jpeg'],
    ['a.webp', 'image/webp'],
    ['a.webp', ''],
  ])('takes the picture %p (%p)', (name, type) => {
    expect(fileProblem(file(name, type), photos)).toBeNull();
  });

  it.each([
    ['a.pdf', 'application/pdf'],
    ['a.doc', 'application/msword'],
    ['a.DOC', ''],
  ])('takes the document %p (%p)', (name, type) => {
    expect(fileProblem(file(name, type), documents)).toBeNull();
  });

  it('refuses other kinds with the validation messages', () => {
    expect(fileProblem(file('a.gif', 'image/gif'), photos)).toBe('Поле Фото должно иметь допустимый тип файла');
    expect(fileProblem(file('a.pdf', 'application/pdf'), photos)).toBe('Поле Фото должно быть изображением');
    expect(fileProblem(file('a.docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'), documents)).toBe(
      'Поле Документ должно иметь допустимый тип файла',
    );
    // A name that lies about the bytes' type the browser saw.
    expect(fileProblem(file('a.pdf', 'text/html'), documents)).toBe('Поле Документ должно иметь допустимый тип файла');
  });

  it.each([
    ['a.pdf', 'application/pdf'],
    ['a.doc', 'application/msword'],
    ['a.docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
    ['scan.jpg', 'image/jpeg'],
    ['scan.png', 'image/png'],
    ['scan.webp', 'image/webp'],
    ['IMG_0001.HEIC', 'image/heic'],
    ['IMG_0001.heic', ''],
  ])('an application document may be %p (%p)', (name, type) => {
    expect(fileProblem(file(name, type), applicationDocumentRule('Документ', 2))).toBeNull();
  });

  it('an application document is still no archive, page or animation', () => {
    const rule = applicationDocumentRule('Документ', 2);
    for (const [name, type] of [
      ['a.zip', 'application/zip'],
      ['a.html', 'text/html'],
      ['a.gif', 'image/gif'],
      ['a.docx', 'text/html'],
    ]) {
      expect(fileProblem(file(name!, type!), rule)).toBe('Поле Документ должно иметь допустимый тип файла');
    }
    expect(rule.hint).toBe('PDF, DOC, DOCX или фото (JPG, PNG, WEBP, HEIC), до 2 МБ');
  });

  it('refuses a file over the limit, in kilobytes as the size message says it', () => {
    expect(fileProblem(file('a.png', 'image/png', 2 * 1024 * 1024), photos)).toBeNull();
    expect(fileProblem(file('a.png', 'image/png', 2 * 1024 * 1024 + 1), photos)).toBe('Поле Фото должно быть меньше, чем 2048KB');
  });
});

describe('the phone field', () => {
  it('wants a mobile number for codes', () => {
    expect(mobileMaskedPhoneField().safeParse('+7 (912) 345-67-89').success).toBe(true);
    expect(mobileMaskedPhoneField().safeParse('+7 (812) 345-67-89').error?.issues[0]?.message).toBe('Укажите номер мобильного телефона');
    expect(mobileMaskedPhoneField().safeParse('').error?.issues[0]?.message).toBe('Поле Телефон обязательно для заполнения');
  });

  it('goes between the mask and the API form', () => {
    expect(toApiPhone('+7 (912) 345-67-89')).toBe('+79123456789');
    expect(toMaskedPhone('+79123456789')).toBe('+7 (912) 345-67-89');
    expect(toMaskedPhone('')).toBe('');
    expect(toMaskedPhone(undefined)).toBe('');
  });
});
