"""Ember: services injected by decorator (and, below, Ember Data)."""
import pytest
from conftest import capability, endpoints

from code2skill.extractors.ember import dasherize, package_root, service_module

SESSION = """import Service from '@ember/service';
import ENV from 'my-app/config/environment';

export default class SessionService extends Service {
  token = null;
  async fetch(url, method = 'GET') {
    let response = await fetch(`${ENV.APP.apiHost}${url}`, {
      method,
      headers: { Authorization: this.token ? `Token ${this.token}` : '' },
    });
    return response.json();
  }
}
"""
AUDIT = """import Service from '@ember/service';
export default class AuditService extends Service {
  record(kind) { return fetch(`https://audit.example/api/events/${kind}`, { method: 'POST' }); }
}
"""
TAGS = """import Component from '@glimmer/component';
import { inject as service } from '@ember/service';
import { tracked } from '@glimmer/tracking';

export default class TagList extends Component {
  @service session;
  @service('admin/audit-log') audit;
  @tracked tags = [];
  load() { return this.session.fetch('/tags'); }
  remove(tag) { return this.session.fetch(`/tags/${tag}`, 'DELETE'); }
  flag() { return this.audit.record('flag'); }
}
"""


def test_decorated_service_fields_follow_the_service_wrappers(derive_files):
    contract = derive_files({"app/services/session.js": SESSION,
                             "app/services/admin/audit-log.js": AUDIT,
                             "app/components/tag-list.js": TAGS})
    assert endpoints(contract) == {("GET", "/tags"), ("DELETE", "/tags/{tag}"),
                                   ("POST", "/api/events/flag")}
    site = capability(contract, "GET", "/tags")["implementation"]["requests"][0]["callSites"][0]
    assert (site["file"], site["line"]) == ("app/components/tag-list.js", 9)
    flag = capability(contract, "POST", "/api/events/flag")
    assert flag["implementation"]["requests"][0]["callSites"][0]["line"] == 11


def test_camel_case_field_and_service_named_import(derive_files):
    page = """import { service } from '@ember/service';
import Route from '@ember/routing/route';
export default class Profile extends Route {
  @service currentUser;
  model() { return this.currentUser.fetch('/user'); }
}
"""
    contract = derive_files({"app/services/current-user.js": SESSION,
                             "app/routes/profile.js": page})
    assert endpoints(contract) == {("GET", "/user")}


def test_other_decorators_and_missing_services_inject_nothing(derive_files):
    page = """import { tracked } from '@glimmer/tracking';
import { inject as service } from '@ember/service';
import Component from '@glimmer/component';
export default class Nav extends Component {
  @tracked session;
  @service missing;
  a() { return this.session.fetch('/tags'); }
  b() { return this.missing.fetch('/user'); }
}
"""
    contract = derive_files({"app/services/session.js": SESSION,
                             "app/services/missing-not.js": SESSION,
                             "app/components/nav.js": page})
    assert endpoints(contract) == set()


@pytest.mark.parametrize("name, expected", [
    ("session", "session"), ("currentUser", "current-user"), ("user_settings", "user-settings"),
    ("admin/auditLog", "admin/audit-log"), ("HTTPClient", "httpclient"),
])
def test_dasherize(name, expected):
    assert dasherize(name) == expected


def test_service_module_prefers_the_importers_package():
    modules = ["lib/core/addon/services/session.js", "web/app/services/session.ts",
               "app/services/session.js"]
    assert package_root("web/app/routes/a.js") == "web/"
    assert service_module("session", "web/app/routes/a.js", modules) == \
        "web/app/services/session.ts"
    assert service_module("session", "app/routes/a.js", modules) == "app/services/session.js"
    assert service_module("session", "lib/core/addon/components/x.js", modules) == \
        "lib/core/addon/services/session.js"
    assert service_module("store", "app/routes/a.js", modules) is None
