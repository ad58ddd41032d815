import request from '../utils/request'

export function register(data) {
  // @expect POST /register
  return request({ url: '/register', headers: { isToken: false }, method: 'post', data: data })
}

export function getCodeImg() {
  // @expect GET /captchaImage
  return request({ url: '/captchaImage', headers: { isToken: false }, method: 'get', timeout: 20000 })
}

export function getProfile() {
  // @expect GET /system/user/profile
  return request({ url: '/system/user/profile', method: 'get' })
}

export function updatePwd(oldPassword, newPassword) {
  // @expect PUT /system/user/profile/updatePwd
  return request({ url: '/system/user/profile/updatePwd', headers: { isToken: true }, method: 'put', data: { oldPassword, newPassword } })
}
