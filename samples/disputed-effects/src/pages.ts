import toastr from 'toastr';
import {
  addUser, approveDeleteMe, checkIn, checkNameIsAvailable, checkOut, clearLogoutHistory, counterWidget,
  deleteAccountAndSignOut, isNameTaken, logoutAndWipe, noteHistory, openInvite, saveInterfaces, signOut,
  toggleNote, updateTable,
} from './api';

export function deleteMePage(node: HTMLElement, token: string) {
  approveDeleteMe(token).then(() => {
    node.innerHTML = `<h3>User deleted successfully</h3>`;
  });
}

export function invitePage(code: string) {
  openInvite(code).then(() => toastr.success('Invitation approved successfully'));
}

export function tablePage(tag: string) {
  updateTable(tag).then(() => toastr.success('Loaded the items successfully'));
}

export function serverPage(addresses: string[]) {
  saveInterfaces(addresses).then(() => {
    toastr.success('Updated server interface addresses successfully');
  });
}

export function usersPage(name: string) {
  addUser(name).then(() => toastr.success('Created user successfully'));
}

export async function notePage(id: string, reload: () => Promise<void>) {
  await toggleNote(id);
  toastr.success('Note deleted successfully');
  await noteHistory(id);
  await reload();
  toastr.success('Note archived successfully');
}

export function bindAccountButtons(buttons: Record<string, HTMLElement>) {
  buttons.checkout.onclick = () => checkOut({ items: [] });
  buttons.arrive.onclick = () => checkIn(buttons.arrive.dataset.id || '');
  buttons.name.onblur = () => isNameTaken(buttons.name.textContent || '');
  buttons.available.onblur = () => checkNameIsAvailable(buttons.available.textContent || '');
  buttons.counters.onclick = () => counterWidget([window.location.href]);
  buttons.deleteAccount.onclick = () => deleteAccountAndSignOut();
  buttons.wipe.onclick = () => logoutAndWipe();
  buttons.history.onclick = () => clearLogoutHistory();
  buttons.signOut.onclick = () => signOut();
}
