// A modal dialog service over ui-bootstrap: confirm: true shows Cancel ($dismiss) beside OK ($close)
angular.module('dialog', ['ui.bootstrap']).factory('$dialog', function ($uibModal) {
    var module = {};
    var template = '<h1>{{title}}</h1><p>{{message}}</p>' +
        '<div ng-if="confirm"><button ng-click="$dismiss()">Cancel</button><button ng-click="$close()">OK</button></div>' +
        '<div ng-if="!confirm"><button ng-click="$close()">Close</button></div>';

    module.alert = function (data) {
        return $uibModal.open({template: template, resolve: {args: function () { return {data: data}; }}});
    };
    return module;
});
