import axios from 'axios';

// The only template any caller sends is the boolean one; a plain flag sends none.
function createFlag(newFlag, params) {
  const payload = params ? { ...newFlag, ...params } : { ...newFlag };
  // @expect POST /api/flags
  return axios.post('/api/flags', payload);
}

export function createPlainFlag(description) {
  return createFlag({ description });
}

export function createBooleanFlag(description) {
  return createFlag({ description }, { template: 'simple_boolean_flag' });
}
