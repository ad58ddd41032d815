import { writable } from 'svelte/store';

export const authStore = writable<{ accessToken: string | null }>({ accessToken: null });
