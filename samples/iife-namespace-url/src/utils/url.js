// URL helpers: the server template defines vars() with the deployment's base and front
// controller (index.php, or nothing when URLs are rewritten).
window.App.Utils.Url = (function () {
    function baseUrl(uri) {
        return `${vars('base_url')}/${uri}`;
    }

    function siteUrl(uri) {
        return `${vars('base_url')}${vars('index_page') ? '/' + vars('index_page') : ''}/${uri}`;
    }

    function queryParam(name) {
        const params = new URLSearchParams(location.search);
        return params.get(name);
    }

    return {
        baseUrl,
        siteUrl,
        queryParam,
    };
})();
