// One endpoint, two kinds of call site: named literals, and a whole query object a caller builds.
import axios from 'axios';

const api = axios.create({ baseURL: '/api' });

function duplicateCheck(tableName, fieldName, fieldVal) {
  // @expect GET /api/uniqueness
  return api.get('/uniqueness', { params: { tableName, fieldName, fieldVal } });
}

export function userNameTaken(name) {
  return duplicateCheck('users', 'user_name', name);
}

export function userEmailTaken(email) {
  return duplicateCheck('users', 'email', email);
}

export function codeTaken(codeParams) {
  // @expect GET /api/uniqueness
  return api.get('/uniqueness', { params: codeParams });
}
