export const handleError = (err) => {
  if (!err.response) {
    return notify('offline')
  }
  const msg = err.response.data.message ? err.response.data.message : 'Unauthorized'
  if (err.response.data.errors) {
    const errors = JSON.parse(JSON.stringify(err.response.data.errors))
    return notify(errors)
  }
  return notify(msg)
}
function notify(text) { return text }
