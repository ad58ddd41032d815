// A function whose parameter shadows the page global: nothing calls it with a module, so
// its `shopApp.service(…)` registers nothing and `$http` here is no injected client.
function registerLegacy(shopApp) {
    shopApp.service('LegacyPing', function ($http) {
        this.ping = function () {
            // @expect-none
            return $http.get('/legacy/ping');
        };
    });
}
