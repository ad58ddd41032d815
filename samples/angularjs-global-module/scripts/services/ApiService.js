// A service wrapping $http: a base relative to the page, methods set on `this` beside
// private helpers, each request made inside a retry hook.
shopApp.service('ApiService', function ($http, $q, $cookies, appConfig) {
    this.apiurl = '../api/v2';
    this.access_token = null;

    const self = this;

    var setupConfig = function (method, options) {
        options = options || {};
        options.method = options.method || method;
        options.headers = options.headers || {};
        if (self.access_token != null)
            options.headers['Authorization'] = `Bearer ${self.access_token}`;
        if (($cookies.get('ui-locale') || '').length > 0)
            options.headers['X-UI-Language'] = $cookies.get('ui-locale');
        return options;
    };

    var withRetry = function (action) {
        var deferred = $q.defer();
        action().then(response => deferred.resolve(response), response => {
            if (response.status == 401)
                window.location = appConfig.login_url;
            deferred.reject(response);
        });
        return deferred.promise;
    };

    this.get = function (url, options) {
        let rurl = url;
        if (!url.startsWith('http')) {
            rurl = this.apiurl + url;
        }
        return withRetry(() => $http.get(rurl, setupConfig('GET', options)));
    };

    this.post = function (url, data, options) {
        var rurl = this.apiurl + url;
        return withRetry(() => $http.post(rurl, data, setupConfig('POST', options)));
    };

    this.postJson = function (url, data, options) {
        var rurl = this.apiurl + url;
        options = options || {};
        options.headers = options.headers || {};
        options.headers['Content-Type'] = 'application/json; charset=utf-8';
        return withRetry(() => $http.post(rurl, data, setupConfig('POST', options)));
    };

    this.delete = function (url, options) {
        var rurl = this.apiurl + url;
        return withRetry(() => $http.delete(rurl, setupConfig('DELETE', options)));
    };
});
