import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { PhoneInput, formatPhoneTyping, nationalDigits } from './PhoneInput';

function Form({ onValue }: { onValue: (value: string) => void }) {
  const { register, watch } = useForm({ defaultValues: { phone: '' } });
  onValue(watch('phone'));
  return (
    <label>
      Телефон
      <PhoneInput {...register('phone')} />
    </label>
  );
}

describe('PhoneInput', () => {
  it('forms +7 (XXX) XXX-XX-XX as digits are typed, and the form reads the formatted value', async () => {
    let value = '';
    render(<Form onValue={(v) => (value = v)} />);
    const field = screen.getByLabelText('Телефон');
    await userEvent.type(field, '9123');
    expect(field).toHaveValue('+7 (912) 3');
    await userEvent.type(field, '456789');
    expect(field).toHaveValue('+7 (912) 345-67-89');
    expect(value).toBe('+7 (912) 345-67-89');
    await userEvent.type(field, '0');
    expect(field).toHaveValue('+7 (912) 345-67-89');
  });

  it('drops the 8 or 7 of a whole number pasted, autofilled, or typed out with the habitual 8', async () => {
    render(<PhoneInput aria-label="Телефон" />);
    const field = screen.getByLabelText('Телефон');
    for (const whole of ['89123456789', '+7 912 345-67-89', '7 (912) 345 67 89']) {
      fireEvent.change(field, { target: { value: whole } });
      expect(field).toHaveValue('+7 (912) 345-67-89');
      fireEvent.change(field, { target: { value: '' } });
    }
    await userEvent.type(field, '89123456789');
    expect(field).toHaveValue('+7 (912) 345-67-89');
  });

  it('deletes digit by digit without getting stuck on the separators, and empties to nothing', async () => {
    render(<PhoneInput aria-label="Телефон" />);
    const field = screen.getByLabelText('Телефон');
    await userEvent.type(field, '9123456');
    expect(field).toHaveValue('+7 (912) 345-6');
    await userEvent.type(field, '{Backspace}{Backspace}');
    expect(field).toHaveValue('+7 (912) 34');
    await userEvent.type(field, '{Backspace}{Backspace}{Backspace}{Backspace}{Backspace}{Backspace}');
    expect(field).toHaveValue('');
  });

  it('keeps the caret after the same digit when one is changed in the middle', async () => {
    render(<PhoneInput aria-label="Телефон" />);
    const field = screen.getByLabelText<HTMLInputElement>('Телефон');
    await userEvent.type(field, '9123456789');
    // Remove the 4 ('+7 (912) 3|4|5…'), then type a 0 in its place.
    await userEvent.type(field, '{Backspace}0', { initialSelectionStart: 11, initialSelectionEnd: 11 });
    expect(field).toHaveValue('+7 (912) 305-67-89');
    expect(field.selectionStart).toBe(11);
  });

  it('knows the national digits and partial formats', () => {
    expect(nationalDigits('+7 (9')).toBe('9');
    expect(nationalDigits('+7 (')).toBe('');
    expect(formatPhoneTyping('91234')).toBe('+7 (912) 34');
    expect(formatPhoneTyping('')).toBe('');
  });
});
