import MessagesController from '../ApiClient/MessagesController';
import SessionsController from '../ApiClient/SessionsController';

const messages = new MessagesController();
const sessions = new SessionsController();

export async function emptyMailbox(mailbox: string) {
  await messages.deleteAll(mailbox);
}

export async function removeMessage(id: string) {
  await messages.delete(id);
}

export async function importEml(text: string, mailbox: string) {
  return messages.import(text, mailbox);
}

export async function compose(to: string, subject: string, html: string, files: File[]) {
  await messages.send(to, subject, html, files);
}

export async function note(id: string, text: string) {
  await messages.annotate(id, { text });
}

export async function clearSessions() {
  await sessions.deleteAll();
}

export async function removeSession(id: string) {
  await sessions.delete(id);
}

export async function keep(days: number) {
  await sessions.saveSettings({ keepDays: days });
}
