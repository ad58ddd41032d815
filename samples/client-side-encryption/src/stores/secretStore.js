import { create } from 'zustand'
import { encrypt, generateKey } from '../helpers/crypto'
import { createSecret } from '../api/secret'

export const useSecretStore = create((set, get) => ({
  formData: { text: '', title: '', ttl: 3600, maxViews: 1 },
  isPublic: false,
  secretId: null,
  encryptionKey: null,
  setField: (name, value) => set((state) => ({ formData: { ...state.formData, [name]: value } })),
  onSubmit: async () => {
    const state = get()
    const key = generateKey()
    // a public secret is sent as written; any other only encrypted
    const text = state.isPublic ? state.formData.text : encrypt(state.formData.text, key)
    const payload = {
      text,
      title: encrypt(state.formData.title, key),
      ttl: parseInt(state.formData.ttl),
      maxViews: parseInt(state.formData.maxViews),
      isPublic: state.isPublic,
    }
    const { id } = await createSecret(payload)
    set({ secretId: id, encryptionKey: key })
  },
}))
