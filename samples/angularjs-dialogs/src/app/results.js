angular.module('console').directive('searchResult', searchResult);

function searchResult() {
    return {
        templateUrl: 'search-result.html',
        controller: controller
    };

    function handleDetails($scope, $http) {
        $scope.showDetails = showDetails;

        function showDetails(resultItem) {
            // @expect GET /api/results/{resultId}/details
            return $http.get('api/results/' + resultItem.resultId + '/details');
        }
    }

    function controller($scope, $http) {
        handleDetails($scope, $http);
    }
}
