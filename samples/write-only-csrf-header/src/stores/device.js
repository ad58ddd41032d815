import { defineStore } from 'pinia'
import { ref } from 'vue'

// A setup store: the device this browser registered as, once the user picks one.
export const useDeviceStore = defineStore('device', () => {
  const deviceId = ref(null)
  function register(id) {
    deviceId.value = id
  }
  return { deviceId, register }
})
