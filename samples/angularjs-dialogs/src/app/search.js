angular.module('console').factory('SearchService', function ($http) {
    return {search: search, nfo: nfo, items: items, tagged: tagged, segmented: segmented};

    function search(body) {
        var uri = new URI('api/search');
        // @expect POST /api/search
        return $http.post(uri.toString(), body);
    }

    function nfo(resultItem) {
        var uri = new URI('api/nfo/' + resultItem.searchResultId);
        // @expect GET /api/nfo/{searchResultId}
        return $http.get(uri.toString());
    }

    function items(query, page) {
        var uri = URI('api/items');
        uri.addQuery('q', query);
        if (page) {
            uri.setSearch({page: page});
        }
        // @expect GET /api/items
        return $http.get(uri.href());
    }

    function tagged(tag) {
        // @expect GET /api/tags
        return $http.get(URI('api/tags').addQuery({tag: tag, sort: 'name'}).toString());
    }

    function segmented(name) {
        // a URI method not modelled: the URL is unknown and reviewed, never guessed
        // @expect-none
        return $http.get(URI('api/segments').segment(name).toString());
    }
});
