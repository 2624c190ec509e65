// The Russian validation messages, in one place for every form and
// for the API's 400 answers.
export const validationMessages = {
  required: (field: string) => `Поле ${field} обязательно для заполнения`,
  email: (field: string) => `Поле ${field} должно быть действительным электронным адресом`,
  min: (field: string, length: number) => `Поле ${field} должно быть не короче ${length} символов`,
  max: (field: string, length: number) => `Поле ${field} не может быть длиннее ${length} символов`,
  invalid: (field: string) => `Поле ${field} некорректно`,
  /** Files: a picture field (PNG, JPG, JPEG, WEBP), a field taking only some types, a size limit. */
  image: (field: string) => `Поле ${field} должно быть изображением`,
  mimes: (field: string) => `Поле ${field} должно иметь допустимый тип файла`,
  size: (field: string, kilobytes: number) => `Поле ${field} должно быть меньше, чем ${kilobytes}KB`,
  yearFormat: () => 'Укажите корректный год',
  yearNotAfter: (year: number) => `Год не может быть больше ${year}.`,
  decimalSeparator: () => 'В качестве разделителя должна быть запятая',
  decimalNumber: (label = 'Поле') => `${label} должно быть числом.`,
  /** A number where the decimal rule does not apply (the API's integer and number fields). */
  number: (label = 'Поле') => `${label} должно быть числом`,
  decimalPlaces: () => 'Число должно содержать не более двух цифр после запятой.',
  minDecimal: (n: number | string, label = 'Поле') => `${label} должно быть числом ${n} или больше.`,
  maxDecimal: (n: number | string, label = 'Поле') => `${label} должно быть числом ${n} или меньше.`,
  integer: (label = 'Поле') => `${label} должно быть целым числом`,
} as const;
