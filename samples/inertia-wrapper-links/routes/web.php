<?php

use Illuminate\Support\Facades\Route;

Route::middleware(['web', 'auth'])->prefix('shop')->name('shop.')->group(function () {
    Route::prefix('items')->name('items.')->group(function () {
        Route::get('/', [ItemsController::class, 'index'])->name('index');
        Route::get('{item}', [ItemsController::class, 'edit'])->name('edit');
        Route::delete('{item}', [ItemsController::class, 'destroy'])->name('delete');
        Route::post('archive/{item}', ArchiveItemController::class)->name('archive');
        Route::get('fetch/uploaded', FetchUploadedController::class)->name('fetchUploaded');
        Route::get('fetch/stock', FetchStockController::class)->name('fetchStock');
    });
    Route::post('logout', LogoutController::class)->name('logout');
});
