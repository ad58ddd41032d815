import { codeTaken } from './uniqueness';

export function checkDepartmentCode(code) {
  return codeTaken({ tableName: 'departments', fieldName: 'dept_code', fieldVal: code });
}
