"""Rule ``this.constructor-method`` (:func:`code2skill.prototype_classes.constructor_written_methods`):
a function a constructor writes on its own ``this`` runs with ``this`` the constructed object,
so ``this.base`` in it is the base the constructor writes."""
from __future__ import annotations

from conftest import endpoints

CONSTRUCTED = """\
import axios from 'axios';

function Api() {
  this.base = '/api/v3';
  this.get = function (p) { return axios.get(this.base + p); };
  this.post = (p, body) => axios.post(this.base + p, body);
}

const api = new Api();
export const things = () => api.get('/things');
export const other = () => new Api().get('/other');
export const make = (name) => api.post('/things', {name});
"""

PROTOTYPE = """\
import axios from 'axios';

var Client = function (root) {
  this.root = root;
  this.list = function (kind) { return axios.get(this.root + '/' + kind); };
};
Client.prototype.remove = function (id) { return axios.delete(this.root + '/users/' + id); };

const client = new Client('/svc');
export const users = () => client.list('users');
export const drop = (id) => client.remove(id);
"""


def test_a_method_written_on_this_in_a_constructor_reads_the_constructed_base(derive_files):
    contract = derive_files({"src/api.js": CONSTRUCTED})
    assert endpoints(contract) == {("GET", "/api/v3/things"), ("GET", "/api/v3/other"),
                                   ("POST", "/api/v3/things")}


def test_it_reads_the_constructor_arguments_beside_prototype_methods(derive_files):
    contract = derive_files({"src/api.js": PROTOTYPE})
    assert endpoints(contract) == {("GET", "/svc/users"), ("DELETE", "/svc/users/{id}")}
