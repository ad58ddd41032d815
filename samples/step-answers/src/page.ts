import { checkTelegramLink, getProfile, getUserCard, getUserDetails, startTelegramLink } from './api';

export async function telegramPage(node: HTMLElement) {
  const { bot, token } = await startTelegramLink();
  node.textContent = bot;
  const linked = await checkTelegramLink(token);
  node.title = linked.address;
}

export async function usersPage(node: HTMLElement, id: string) {
  node.textContent = (await getUserCard(id)).name + (await getUserDetails(id)).email;
  node.title = (await getProfile()).name;
}
