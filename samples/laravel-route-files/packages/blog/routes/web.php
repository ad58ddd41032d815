<?php

use Illuminate\Support\Facades\Route;

// a package registers its routes under a prefix the deployment configures
Route::prefix(config('blog.route_prefix'))->name('blog.')->group(function () {
    Route::post('comments/{comment}/approve', ApproveCommentController::class)->name('comments.approve');
});
