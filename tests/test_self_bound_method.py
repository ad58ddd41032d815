"""A function whose members are a client's methods bound to the client (rule
``value.self-bound-method`` with the module-level member writes of ``assigned_member``):
``http.get = instance.get.bind(instance)`` makes ``http.get(url)`` the axios instance's
``get``, with its base URL, read where the function is defined and where it is imported."""
from __future__ import annotations

from conftest import endpoints

from code2skill.bound_methods import self_bound
from code2skill.facts import Call, Lit, Member, Ref

HTTP = """import axios from 'axios'

const instance = axios.create({ baseURL: '/api/v1' })

function http(config) {
  return instance(config)
}

http.get = instance.get.bind(instance)
http.post = instance.post.bind(instance)
http.delete = instance.delete.bind(instance)
http.put = instance.put.bind(other)

export default http

export function ping() {
  return http.get('/ping')
}
"""
INVOICES = """import http from './http'

export const listInvoices = () => http.get('/invoices')
export const createInvoice = (data) => http.post('/invoices', data)
export const deleteInvoice = (id) => http.delete(`/invoices/${id}`)
export const replaceInvoice = (id, data) => http.put(`/invoices/${id}`, data)
"""
APP = """import { listInvoices, createInvoice, deleteInvoice, replaceInvoice } from './invoices'
import { ping } from './http'
document.querySelector('#a').addEventListener('click', () => listInvoices())
document.querySelector('#b').addEventListener('click', () => createInvoice({ name: 'a' }))
document.querySelector('#c').addEventListener('click', () => deleteInvoice(7))
document.querySelector('#d').addEventListener('click', () => replaceInvoice(7, { name: 'b' }))
document.querySelector('#e').addEventListener('click', () => ping())
"""
FILES = {"package.json": '{"name": "bound", "dependencies": {"axios": "1"}}',
         "src/http.js": HTTP, "src/invoices.js": INVOICES, "src/app.js": APP}


def test_bound_methods_of_a_function_are_the_client_methods(derive_files):
    assert endpoints(derive_files(FILES)) == {
        ("GET", "/api/v1/invoices"), ("POST", "/api/v1/invoices"),
        ("DELETE", "/api/v1/invoices/{id}"), ("GET", "/api/v1/ping")}


def test_only_a_bind_to_the_object_read_from_is_the_method_itself():
    method = Member(Ref("instance"), "get")
    assert self_bound(Call(Member(method, "bind"), (Ref("instance"),))) == method
    assert self_bound(Call(Member(method, "bind"), (Ref("other"),))) is None
    assert self_bound(Call(Member(method, "bind"), (Ref("instance"), Lit("/x")))) is None
