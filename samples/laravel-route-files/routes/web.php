<?php

use App\Http\Controllers\PostController;
use App\Http\Controllers\ProjectController;
use App\Http\Controllers\SessionController;
use Illuminate\Support\Facades\Route;

// the routes are handed to the page by the @routes directive: no Ziggy table is committed
Route::get('/', fn () => inertia('Home'))->name('home');
Route::post('logout', [SessionController::class, 'destroy'])->name('logout');
Route::match(['get', 'post'], 'search', SearchController::class)->name('search');

Route::middleware(['auth'])->prefix('app')->name('app.')->group(function () {
    Route::resource('posts', PostController::class)->only(['index', 'store', 'update', 'destroy']);
    Route::apiResource('projects.tasks', TaskController::class)->except(['show']);

    Route::group(['prefix' => 'settings', 'as' => 'settings.'], function () {
        Route::put('/', [SettingsController::class, 'update'])->name('update');
        Route::patch('theme/{theme?}', ThemeController::class)
            ->name('theme')
            ->where('theme', 'light|dark');
    });

    /* an unnamed route has no name a client can ask for */
    Route::delete('cache', CacheController::class);
});
