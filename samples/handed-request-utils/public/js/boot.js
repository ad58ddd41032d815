$(function () {
    Studio.workspaces.init();
    Studio.plugins.init(window.pluginHost);
});
