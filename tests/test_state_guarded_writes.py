"""Locals written together under an ``if`` on state the caller does not pass (rule
``value.guarded-writes`` with :func:`code2skill.resolution.flow.state_guarded`): the URL and the method
written in the same arms pair up, never crossed; a test reading the local itself keeps the
plain alternatives (the cache-buster separator)."""
from __future__ import annotations

from conftest import endpoints

from code2skill.pipeline import Settings, derive

MODAL = """import axios from 'axios';
export class UserModal {
  save(values) {
    let url = '';
    let method = '';
    if (!this.model.id) {
      url += '/api/users/add';
      method = 'post';
    } else {
      url += '/api/users/edit';
      method = 'put';
    }
    return axios({url, method, data: values});
  }
}
"""

BUSTER = """export function snapshot(id) {
  let url = '/picture/' + id + '/current/';
  if (url.indexOf('?') === -1) {
    url += '?t=' + Date.now();
  } else {
    url += '&t=' + Date.now();
  }
  return fetch(url);
}
"""


def contract(tmp_path, text: str) -> dict:
    (tmp_path / "package.json").write_text('{"dependencies": {"axios": "1"}}')
    (tmp_path / "src").mkdir()
    (tmp_path / "src" / "api.js").write_text(text)
    return derive(tmp_path, Settings(jobs=1)).contract.model_dump(mode="json")


def test_url_and_method_written_under_one_test_of_state_pair_up(tmp_path):
    assert endpoints(contract(tmp_path, MODAL)) == {
        ("POST", "/api/users/add"), ("PUT", "/api/users/edit")}


def test_a_test_reading_the_local_itself_keeps_one_path(tmp_path):
    assert endpoints(contract(tmp_path, BUSTER)) == {("GET", "/picture/{id}/current/")}
