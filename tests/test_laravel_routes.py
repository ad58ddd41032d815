"""Rule ``laravel.route-file``: the named routes of Laravel route files, read as text."""
from __future__ import annotations

from pathlib import Path

from code2skill.laravel_routes import MAX_NESTING, file_routes, laravel_routes, route_files


def table(source: str) -> dict[str, tuple[str, tuple[str, ...]]]:
    return {r.name: (r.uri, r.methods) for r in file_routes("<?php\n" + source, "routes/web.php")}


def test_verbs_names_and_nested_groups():
    found = table("""
Route::middleware(['web', Auth::class])->prefix('mixpost')->name('mixpost.')->group(function () {
    Route::get('/', DashboardController::class)->name('dashboard');
    Route::prefix('accounts')->name('accounts.')->group(function () {
        Route::put('update/{account}', [AccountsController::class, 'update'])->name('update');
        Route::delete("{account}", [AccountsController::class, 'delete'])->name('delete');
    });
    Route::get('refresh', function (Request $request) {
        Route::post('inside-a-handler', X::class)->name('never');
        return 1;
    })->name('refresh');
});
Route::match(['get', 'post'], 'search', S::class)->name('search');
Route::any('hook', H::class)->name('hook');
Route::post('unnamed', U::class);
""")
    assert found == {
        "mixpost.dashboard": ("mixpost", ("GET", "HEAD")),
        "mixpost.accounts.update": ("mixpost/accounts/update/{account}", ("PUT",)),
        "mixpost.accounts.delete": ("mixpost/accounts/{account}", ("DELETE",)),
        "mixpost.refresh": ("mixpost/refresh", ("GET", "HEAD")),
        "search": ("search", ("GET", "POST", "HEAD")),
        "hook": ("hook", ("GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS")),
    }


def test_group_array_where_and_place():
    routes = file_routes("""<?php
Route::group(['prefix' => 'admin', 'as' => 'admin.'], function () {
    // Route::get('commented', C::class)->name('commented');
    Route::get('calendar/{date?}', C::class)
        ->name('calendar')->where('date', '\\d+');
});
""", "routes/web.php")
    assert [(r.name, r.uri, r.wheres) for r in routes] == [
        ("admin.calendar", "admin/calendar/{date?}", (("date", "\\d+"),))]
    assert routes[0].where == ("routes/web.php", (4, 12, 4, 15))
    assert routes[0].rule == "laravel.route-file"


def test_resources_only_except_nested_and_names():
    found = table("""
Route::resource('photos', P::class)->only(['index', 'show', 'update']);
Route::apiResource('projects.user-tasks', T::class)->except(['destroy']);
Route::resource('tags', T::class)->names(['store' => 'tags.add'])->parameters(['tags' => 'slug']);
""")
    assert found["photos.index"] == ("photos", ("GET", "HEAD"))
    assert found["photos.show"] == ("photos/{photo}", ("GET", "HEAD"))
    assert found["photos.update"] == ("photos/{photo}", ("PUT", "PATCH"))
    assert "photos.store" not in found and "photos.create" not in found
    assert found["projects.user-tasks.store"] == ("projects/{project}/user-tasks", ("POST",))
    assert found["projects.user-tasks.show"] == (
        "projects/{project}/user-tasks/{user_task}", ("GET", "HEAD"))
    assert "projects.user-tasks.destroy" not in found
    assert "projects.user-tasks.create" not in found        # an api resource: no create/edit
    assert found["tags.add"] == ("tags", ("POST",))
    assert found["tags.edit"] == ("tags/{slug}/edit", ("GET", "HEAD"))


def test_prefix_that_is_no_literal_is_a_base():
    routes = file_routes("""<?php
Route::prefix(config('blog.route_prefix'))->name('blog.')->group(function () {
    Route::post('comments/{comment}', C::class)->name('comment');
});
Route::prefix('a')->group(function () {
    Route::prefix($dynamic)->name('b.')->group(function () {
        Route::get('x', C::class)->name('x');
    });
});
Route::get("users/$id", C::class)->name('interpolated');
""", "routes/web.php")
    assert [(r.name, r.uri, r.base) for r in routes] == [
        ("blog.comment", "comments/{comment}", "config('blog.route_prefix')")]


def test_nesting_is_bounded():
    source = "<?php\n" + "Route::prefix('p')->group(function () {\n" * (MAX_NESTING + 3) + \
        "Route::get('deep', C::class)->name('deep');\n" + "});\n" * (MAX_NESTING + 3)
    assert file_routes(source, "routes/web.php") == []


def test_route_files_within_root_only(tmp_path: Path):
    (tmp_path / "routes").mkdir()
    (tmp_path / "routes" / "api.php").write_text(
        "<?php Route::get('status', S::class)->name('status');")
    (tmp_path / "vendor" / "x" / "routes").mkdir(parents=True)
    (tmp_path / "vendor" / "x" / "routes" / "web.php").write_text(
        "<?php Route::get('v', S::class)->name('vendored');")
    (tmp_path / "packages" / "blog" / "routes").mkdir(parents=True)
    (tmp_path / "packages" / "blog" / "routes" / "web.php").write_text(
        "<?php Route::post('c', S::class)->name('blog.c');")
    assert route_files(tmp_path) == ["packages/blog/routes/web.php", "routes/api.php"]
    found = laravel_routes(tmp_path)
    assert {n: r.uri for n, r in found.items()} == {"status": "api/status", "blog.c": "c"}
    assert laravel_routes(tmp_path / "packages" / "blog" / "routes") is None


def test_a_route_file_linking_out_of_the_root_is_not_read(tmp_path: Path):
    outside = tmp_path / "outside.php"
    outside.write_text("<?php Route::get('secret', S::class)->name('secret');")
    root = tmp_path / "app"
    (root / "routes").mkdir(parents=True)
    (root / "routes" / "web.php").symlink_to(outside)
    (root / "routes" / "big.php").write_text("<?php Route::get('big', S::class)->name('big');"
                                             + " " * 600_000)
    assert laravel_routes(root) == {}
