// A service calling $http directly, with a query.
shopApp.service('FolderList', function ($http) {
    this.list = function (path) {
        // @expect GET /api/folder-list
        return $http.get('/api/folder-list', {params: {path: path}});
    };
});
