// fetch style: a JSON body with a success flag
export async function deleteUser(id) {
  // @expect DELETE /api/users/{id}
  const res = await fetch(`/api/users/${id}`, { method: 'DELETE' })
  if (!res.ok) throw new Error('HTTP ' + res.status)
  const json = await res.json()
  if (!json.success) throw new Error(json.msg)
  return json.data
}
