#!/bin/sh
# Finding 1 (a request shown as proven that the source does not prove, rule angularjs.template-call, session 43):
# a $scope member the controller writes more than once is read as its first write only. A member written one
# collection's element and then another's ($scope.either = role; … $scope.either = cert, each in its answer's
# .then) gives ng-click="removeEither(either)" the first one's DELETE only, the other lost; a member written an
# answered element and then rebound to a plain object ($scope.rebound = c3; $scope.rebound = {id: 1}) keeps
# the element's DELETE with no item. Swapping the two writes swaps the Tool (the order the answers arrive in
# decides the value at run time).
# Expected: every value written on the member (both DELETEs, or the call reviewed), and a rebinding to a
# non-element leaving the call a reviewed site.
BIN=${C2S_BIN:-code2skill}; D=${TMPDIR:-/tmp}/x43f1; rm -rf $D $D-*.json; mkdir -p $D/app
echo '{"name": "f1", "dependencies": {"angular": "^1.8.3", "restangular": "^1.6.1"}}' > $D/package.json
cat > $D/app/c.tpl.html <<'HTML'
<a ng-click="removeEither(either)">e</a> <a ng-click="removeRebound(rebound)">r</a>
HTML
for order in role-first cert-first; do
  if [ $order = role-first ]; then A=RoleApi; B=CertApi; else A=CertApi; B=RoleApi; fi
  cat > $D/app/app.js <<JS
angular.module('app', ['restangular', 'ui.router'])
  .config(function (RestangularProvider, \$stateProvider) {
    RestangularProvider.setBaseUrl('/api');
    \$stateProvider.state('c', { url: '/c/:id', templateUrl: '/app/c.tpl.html', controller: 'C' });
  })
  .service('CertApi', function (Restangular) { return Restangular.all('certificates'); })
  .service('RoleApi', function (Restangular) { return Restangular.all('roles'); })
  .controller('C', function (\$scope, \$stateParams, CertApi, RoleApi) {
    $A.get(\$stateParams.id).then(function (x1) { \$scope.either = x1; });
    $B.get(\$stateParams.id).then(function (x2) { \$scope.either = x2; });
    CertApi.get(\$stateParams.id).then(function (c3) { \$scope.rebound = c3; \$scope.rebound = { id: 1 }; });
    \$scope.removeEither = function (x) { x.remove(); };
    \$scope.removeRebound = function (x) { x.remove(); };
  });
JS
  prlimit --cpu=60 $BIN derive $D -o $D-$order.json --jobs 1 -q
  echo "== $order"
  python3 - $D-$order.json <<'PY'
import json, sys
c = json.load(open(sys.argv[1]))
for cap in c["capabilities"]:
    r = cap["implementation"]["requests"][0]
    ev = [e for es in cap["evidence"].values() for e in es if e.get("rule") == "restangular.element-answer"][:1]
    print(f'{r["method"]} {r["pathTemplate"]}: {cap["name"]}', f'(line {ev[0]["line"]}, {ev[0]["note"]})' if ev else '')
for it in c["review"]:
    if it.get("capability") is None:
        print("review:", it["severity"], it["message"][:110])
PY
done
