import { ModalService } from './modal';
import { closeIndex, deleteIndex, flushIndex } from './indices';

const refresh = () => window.location.reload();

export function removeIndex(name) {
  ModalService.promptConfirmation('Delete ' + name + '?', function () {
    deleteIndex(name, refresh);
  });
}

function closeNow(name) {
  return closeIndex(name, refresh);
}

export function askClose(name) {
  ModalService.promptConfirmation('Close the index?', () => closeNow(name));
}

// a notice after the request: it gates nothing
export function flush(name) {
  flushIndex(name, refresh);
  ModalService.showConfirmation('Flushed ' + name);
}
