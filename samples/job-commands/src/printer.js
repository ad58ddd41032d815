import { cancel, pause, resume, start, togglePause } from "./job";

export function onStart(params) {
  return start({ params: params });
}

export function onPause() {
  return pause();
}

export function onResume() {
  return resume();
}

export function onToggle() {
  return togglePause();
}

export function onCancel() {
  return cancel();
}
