export const createSecret = async (formData = {}) => {
  // @expect POST /api/secret
  const res = await fetch('/api/secret', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(formData),
  })
  return res.json()
}

export const secretExists = async (id) => {
  // @expect GET /api/secret/{id}/exist
  const res = await fetch(`/api/secret/${id}/exist`)
  return res.json()
}
