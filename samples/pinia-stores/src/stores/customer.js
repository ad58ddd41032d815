import axios from 'axios'
import { defineStore } from 'pinia'

export const useCustomerStore = (useWindow = false) => {
  const defineStoreFunc = useWindow ? window.pinia.defineStore : defineStore
  return defineStoreFunc({
    id: 'customer',
    state: () => ({ customers: [] }),
    actions: {
      fetchCustomers(params) {
        // @expect GET /api/v1/customers
        return axios.get('/api/v1/customers', { params })
      },
      addCustomer(data) {
        // @expect POST /api/v1/customers
        return axios.post('/api/v1/customers', data).then((response) => {
          this.customers.push(response.data.data)
        })
      },
    },
  })()
}
