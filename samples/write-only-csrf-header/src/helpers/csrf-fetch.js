import { useDeviceStore } from '../stores/device'

// A second style: the options' method decides, the token read from session storage; the
// device the user registered goes with every request.
export async function csrfFetch(url, options = {}) {
  const device = useDeviceStore()
  options.method = options.method || 'GET'
  options.headers = options.headers || {}
  options.headers['X-Device'] = device.deviceId
  if (options.method.toUpperCase() !== 'GET') {
    options.headers['Content-Type'] = 'application/json'
    options.headers['X-CSRF-Token'] = sessionStorage.getItem('X-CSRF-Token')
  }
  const response = await fetch(url, options)
  return response.json()
}
