"""Rule ``review.configured-member`` (:mod:`code2skill.configured_members`): a request whose
URL starts with a member of ``this`` other methods of its class set is one precise review
item (the member, its writers, each caller's URL), never an endpoint guessed from them."""
from __future__ import annotations

from conftest import capability

SEARCH = """\
import _ from 'lodash';
export default class SearchService {
  constructor($http) { 'ngInject'; this.$http = $http; this.config = {}; }
  configure(config) {
    this.config = _.assign({}, config);
    if (!_.isString(config.objectType) || config.objectType === 'any') {
      this.config.url = './api/_search';
    } else {
      this.config.url = `./api/${config.objectType.replace(/_/g, '/')}/_search`;
    }
    return this;
  }
  search() {
    return this.$http.post(this.config.url + '?range=all', { query: this.config.filter });
  }
}
"""

MODULE = """\
import SearchService from './search';
angular.module('app', []).service('SearchService', SearchService)
  .controller('OrgsCtrl', function (SearchService) {
    this.load = () => SearchService.configure({ objectType: 'organization' }).search();
  })
  .controller('UsersCtrl', function (SearchService, org) {
    this.load = () => SearchService.configure({ objectType: `organization/${org.id}/user_x` })
      .search();
  })
  .controller('StatusCtrl', function ($http) { $http.get('/api/status'); });
"""


def configured_items(contract: dict) -> list[dict]:
    return [item for item in contract["review"]
            if any(e["rule"] == "review.configured-member" for e in item["evidence"])]


def test_a_configured_url_is_reviewed_with_its_writers_and_callers(derive_files):
    contract = derive_files({"src/search.js": SEARCH, "src/module.js": MODULE})
    capability(contract, "GET", "/api/status")
    assert len(contract["capabilities"]) == 1             # no endpoint guessed from configure
    [item] = configured_items(contract)
    assert item["severity"] == "medium"
    assert item["message"] == (
        "request URL starts with this.config.url, which other methods of the class set before "
        "the request: SearchService.configure (lines 5, 7, 9); which value it holds depends on "
        "the call that configured the instance, so no endpoint is claimed; their callers give "
        "./api/_search (src/module.js:4), ./api/organization/_search (src/module.js:4), "
        "./api/organization/{id}/user/x/_search (src/module.js:7): confirm each against the "
        "backend")
    assert [(e["file"], e["line"]) for e in item["evidence"]][:4] == [
        ("src/search.js", 14), ("src/search.js", 5), ("src/search.js", 7), ("src/search.js", 9)]
    assert not any(i["message"].startswith("request URL has no fixed part")
                   for i in contract["review"])


def test_a_member_only_the_constructor_writes_keeps_the_generic_item(derive_files):
    """Without another method writing the member, nothing configures it: the generic item
    stays."""
    source = SEARCH.replace("this.config = _.assign({}, config);", "") \
        .replace("this.config.url = './api/_search';", "") \
        .replace("this.config.url = `./api/${config.objectType.replace(/_/g, '/')}/_search`;", "")
    contract = derive_files({"src/search.js": source, "src/module.js": MODULE})
    assert configured_items(contract) == []
    assert any(i["message"].startswith("request URL has no fixed part")
               for i in contract["review"])
