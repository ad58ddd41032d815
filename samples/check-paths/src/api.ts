import axios from 'axios';

// A path ending in a checking word checks what the words before it name.
export function duplicateCheck(tableName: string, fieldName: string, fieldVal: string) {
  // @expect GET /api/sys/duplicateCheck
  return axios.get('/api/sys/duplicateCheck', { params: { tableName, fieldName, fieldVal } });
}

export function validatePluginConfigs(connectId: string, type: string, configs: object) {
  // @expect PUT /api/connect/{connectId}/plugins/{type}/validate
  return axios.put(`/api/connect/${connectId}/plugins/${type}/validate`, { configs });
}

export function deleteCheck(jobId: string) {
  // @expect POST /api/jobs/{jobId}/delete-check
  return axios.post(`/api/jobs/${jobId}/delete-check`, {});
}

// Writes whose words say no check keep their effect: verifying marks something verified,
// a test is sent.
export function verifyEmail(userId: string, code: string) {
  // @expect PUT /api/users/{userId}/verify
  return axios.put(`/api/users/${userId}/verify`, { code });
}

export function sendTest() {
  // @expect GET /api/notifications/send-test
  return axios.get('/api/notifications/send-test');
}

export function duplicateTemplate(id: string) {
  // @expect POST /api/templates/{id}/duplicate
  return axios.post(`/api/templates/${id}/duplicate`, {});
}
