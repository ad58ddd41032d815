<?php

use Illuminate\Support\Facades\Route;

Route::get('status', StatusController::class)->name('api.status');
