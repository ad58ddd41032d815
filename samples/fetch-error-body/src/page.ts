import { loadEmbed, loadRaw } from './snippets';

export async function show(shareId: string) {
  const snippet = await loadEmbed(shareId, 'dark');
  const text = await loadRaw(shareId);
  return `${snippet.title}\n${text}`;
}
