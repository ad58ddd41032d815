"""Rule ``scope.timer-arguments`` (:mod:`code2skill.timer_arguments`): a function handed to a
timer is called with the timer call's trailing arguments."""
from __future__ import annotations

from conftest import capability, endpoints

ALERTS = """\
export default class AlertService {
  constructor($http, $interval) {
    'ngInject';
    this.$http = $http;
    this.$interval = $interval;
  }
  startUpdate() {
    this.timer = this.$interval(this.updateAlerts, 10000, 0, true, this);
  }
  updateAlerts(self) {
    self.$http.get('./api/alert').then(r => { self.alerts = r.data; });
  }
}
"""

MODULE = """\
import AlertService from './alerts';
angular.module('app', []).service('AlertService', AlertService);
"""

BROWSER = """\
import axios from 'axios';
const api = axios.create({ baseURL: '/api' });
function poll(client, what) { return client.get('/poll/' + what); }
setTimeout(poll, 500, api, 'jobs');
window.setInterval(poll, 500, api, 'users');
"""


def test_an_angularjs_interval_hands_its_extra_arguments_on(derive_files):
    contract = derive_files({"src/alerts.js": ALERTS, "src/module.js": MODULE})
    assert endpoints(contract) == {("GET", "/api/alert")}
    assert contract["source"]["coverage"]["reviewed"] == 0
    [site] = capability(contract, "GET", "/api/alert")["implementation"]["requests"][0][
        "callSites"]
    assert [(v["rule"], v["file"], v["line"]) for v in site["via"]] == [
        ("scope.timer-arguments", "src/alerts.js", 8)]


def test_browser_timers_hand_their_extra_arguments_on(derive_files):
    contract = derive_files({"src/poll.js": BROWSER})
    assert endpoints(contract) == {("GET", "/api/poll/jobs"), ("GET", "/api/poll/users")}


def test_a_timer_passing_too_few_arguments_leaves_the_parameter_unknown(derive_files):
    """``$interval(fn, delay)`` passes nothing on: ``self`` stays a parameter and the call
    through it a reviewed site, never a guess."""
    contract = derive_files({"src/alerts.js": ALERTS.replace(", 0, true, this", ""),
                             "src/module.js": MODULE})
    assert contract["capabilities"] == []
    assert contract["source"]["coverage"]["reviewed"] == 1
