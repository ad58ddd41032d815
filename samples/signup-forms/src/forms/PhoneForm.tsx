import { useForm } from 'react-hook-form';

import { api } from '../api/client';

// react-hook-form without a resolver: the register() rules validate what handleSubmit passes
const rules = {
  number: { required: 'A phone number is required', pattern: /^\+?[0-9 ]{6,20}$/ },
  label: { maxLength: { value: 30, message: 'Too long' } },
};

export function PhoneForm() {
  const { register, handleSubmit } = useForm();

  const save = (phone) =>
    // @expect POST /account/phones
    api.post('/account/phones', { number: phone.number, label: phone.label });

  return (
    <form onSubmit={handleSubmit(save)}>
      <input {...register('number', rules.number)} />
      <input {...register('label', rules.label)} />
    </form>
  );
}
