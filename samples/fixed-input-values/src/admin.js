import axios from 'axios';

let adminPassword = '';

export function rememberPassword(password) {
  adminPassword = password;
}

// Every admin request carries the password the wrapper spreads into its body after the
// caller's data, so admin_password is sent by each call.
function adminCall(endpoint, data = {}) {
  return axios.post('/api' + endpoint, {
    ...data,
    admin_password: adminPassword
  });
}

export function loadUsers() {
  // @expect POST /api/admin/users
  return adminCall('/admin/users');
}

export function deleteUser(userId) {
  // @expect POST /api/admin/delete-user
  return adminCall('/admin/delete-user', { user_id: userId });
}
