// The build-time variable the API client reads as its base URL is fixed here to a rooted path
// (rule service.configured-base-path).
export default {
  ssr: false,
  env: {
    baseUrl: '/v1'
  }
}
