"""Pinia stores (rule ``pinia.store``): ``useXStore()`` is the store whose actions are the
functions ``defineStore`` was given (options store with ``actions``, a setup store's returned object, imported or from the page
global ``window.pinia``, the hook called where it is defined), so an action's parameters take
the object literals its callers pass, as a plain function's do."""
from __future__ import annotations

from conftest import capability
from test_recognisers import check

STORES = {    "src/stores/customer.js": """\
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
""",
    "src/stores/tag.js": """\
import axios from 'axios'
const { defineStore } = window.pinia

export const useTagStore = defineStore('tag', {
  actions: {
    renameTag(id, data) {
      // @expect PUT /api/v1/tags/{id}
      return axios.put(`/api/v1/tags/${id}`, data)
    },
  },
})
""",
    "src/stores/note.js": """\
import axios from 'axios'
import { defineStore } from 'pinia'

export const useNoteStore = defineStore('note', () => {
  function addNote(note) {
    // @expect POST /api/v1/notes
    return axios.post('/api/v1/notes', note)
  }
  return { addNote }
})
""",
    "src/views/Customers.vue": """\
<script setup>
import { reactive } from 'vue'
import { useCustomerStore } from '../stores/customer'
import { useTagStore } from '../stores/tag'
import { useNoteStore } from '../stores/note'

const customerStore = useCustomerStore()
const tagStore = useTagStore()
const filters = reactive({ display_name: '', phone: '' })

async function fetchData({ page, sort }) {
  let data = {
    display_name: filters.display_name,
    phone: filters.phone,
    orderBy: sort.order || 'desc',
    page,
  }
  return customerStore.fetchCustomers(data)
}

function submit(name, email) {
  return customerStore.addCustomer({ name, email, currency_id: 1 })
}

function note(text) {
  return useNoteStore().addNote({ text, pinned: false })
}

function rename(tag, label) {
  return tagStore.renameTag(tag.id, { name: label })
}
</script>
""",
}


def test_store_actions_take_their_callers_objects(derive_files):
    contract = derive_files(STORES)
    check(contract, STORES, {
        ("GET", "/api/v1/customers"): ("none", "unknown", {"query:": "query"}, "axios.call",
                                       "actions.fetchCustomers"),
        ("POST", "/api/v1/customers"): ("json", "unknown", {"body:currency_id": "currency_id",
                                                            "body:email": "email",
                                                            "body:name": "name"},
                                        "axios.call", "actions.addCustomer"),
        ("POST", "/api/v1/notes"): ("json", "unknown", {"body:pinned": "pinned", "body:text": "text"},
                                    "axios.call", "addNote"),
        ("PUT", "/api/v1/tags/{id}"): ("json", "unknown", {"body:name": "name", "path:id": "id"},
                                       "axios.call", "actions.renameTag"),
    })
    query = capability(contract, "GET", "/api/v1/customers")["inputSchema"]["properties"]["query"]
    assert sorted(query["properties"]) == ["display_name", "orderBy", "page", "phone"]
    assert not [r for r in contract["review"] if r["severity"] == "medium"]
