$(function () {
    function UsersViewModel() {
        var self = this;

        self.requestData = function () {
            // @expect GET /api/access/users
            return Shop.access.users.list().done(self.fromResponse);
        };

        self.fromResponse = function (response) {
            self.users = response.users;
        };

        self.showUser = function (user) {
            // @expect GET /api/access/users/{name}
            return Shop.access.users.get(user.name);
        };

        self.setActive = function (user, active) {
            // @expect PUT /api/access/users/{name}
            return Shop.access.users.update(user.name, active);
        };

        self.changePassword = function (user, password) {
            // @expect PUT /api/access/users/{name}/password
            return Shop.access.users.changePassword(user.name, password);
        };

        self.resetApiKey = function (user) {
            // @expect DELETE /api/access/users/{name}/apikey
            return Shop.access.users.resetApiKey(user.name);
        };

        self.requestGroups = function () {
            // @expect GET /api/access/groups
            return Shop.access.groups.list();
        };

        self.addGroup = function (group) {
            // @expect POST /api/access/groups
            return Shop.access.groups.add(group);
        };

        self.removeGroup = function (group) {
            // @expect DELETE /api/access/groups/{key}
            return Shop.access.groups.delete(group.key);
        };
    }

    window.UsersViewModel = UsersViewModel;
});
