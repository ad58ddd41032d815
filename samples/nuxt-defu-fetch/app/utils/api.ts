import { createDefu, defu } from 'defu'

// An auto-imported wrapper: the caller's options win over the defaults (defu's leftmost wins).
export function useAPI(api: string, options?: object): Promise<unknown> {
  return $fetch(api, defu(options || {}, {
    method: 'GET',
    headers: {
      Authorization: `Bearer ${localStorage.getItem('NotesToken') || ''}`,
    },
  }))
}

const mergeOptions = createDefu((obj, key, value) => {
  if (key === 'query') {
    obj[key] = value
    return true
  }
})

// createDefu's merger is applied the same way: the first object still wins.
export function useArchive(api: string, options?: object): Promise<unknown> {
  return $fetch(api, mergeOptions(options || {}, { method: 'PUT' }))
}
